import type { AdminCallName } from '@nyiur/api';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Every back-office query's key. A key starts with its area, so invalidating the area's prefix
 * (`queryKeys.orders`) refreshes every query of that area.
 */
export const queryKeys = {
  me: ['admin', 'me'],
  enrolment: ['admin', 'enrolment'],
  settings: ['settings'],
  eInvoiceSettings: ['e-invoice-settings'],
  eInvoices: ['e-invoices'],
  orders: ['orders'],
  orderCounts: ['orders', 'counts'],
  orderList: (filters: { tab: string; q: string; from: string; to: string }) => [
    'orders',
    'list',
    filters,
  ],
  order: (id: number) => ['orders', 'one', id],
  orderSlips: (ids: readonly number[]) => ['orders', 'slips', ids.join(',')],
  products: ['products'],
  vouchers: ['vouchers'],
  voucherList: (q: string) => ['vouchers', q],
  voucher: (id: number) => ['vouchers', 'one', id],
  staff: ['staff'],
  audit: (filters: object) => ['audit', filters],
  customerList: (q: string) => ['customers', 'list', q],
  customerLists: ['customers', 'list'],
  customer: (id: number) => ['customers', 'one', id],
  leads: ['leads'],
  leadList: (tab: string, q: string) => ['leads', tab, q],
  reviews: ['reviews'],
  reviewList: (filter: string) => ['reviews', filter],
  affiliates: ['affiliates'],
  // Apart from the list's prefix: saving one affiliate writes its page and refreshes only the list.
  affiliatePages: ['affiliate'],
  affiliate: (code: string) => ['affiliate', code],
  payments: ['payments'],
  paymentList: (mismatchesOnly: boolean) => ['payments', mismatchesOnly],
  dashboard: ['dashboard'],
  shipping: ['shipping'],
  shippingSettings: ['shipping', 'settings'],
  shippingWallet: ['shipping', 'wallet'],
  shippingQuotes: ['shipping', 'quotes'],
  shippingQuote: (orderId: number) => ['shipping', 'quotes', orderId],
  shippingTracking: (orderId: number) => ['shipping', 'tracking', orderId],
  dashboardFor: (period: string) => ['dashboard', period],
} as const;

/**
 * What each write makes stale: after the call succeeds, these queries are fetched again. A write
 * that is not listed refreshes nothing (its screen writes the answer into the cache itself).
 */
export const invalidatedBy = {
  adminSettingsUpdate: [queryKeys.settings],
  adminPickupLocationsSave: [queryKeys.settings],
  adminEInvoiceCancel: [queryKeys.eInvoices],
  adminEInvoiceResubmit: [queryKeys.eInvoices],
  adminEInvoiceSubmitMonth: [queryKeys.eInvoices],
  adminOrderShip: [queryKeys.orders],
  adminOrderMarkReady: [queryKeys.orders],
  adminOrderMarkCollected: [queryKeys.orders],
  adminOrderComplete: [queryKeys.orders],
  adminOrderCancel: [queryKeys.orders],
  adminOrderRefund: [queryKeys.orders],
  adminOrderAddNote: [queryKeys.orders],
  adminProductUpdate: [queryKeys.products],
  adminProductSetPrice: [queryKeys.products],
  adminProductStock: [queryKeys.products],
  adminVoucherCreate: [queryKeys.vouchers],
  adminVoucherUpdate: [queryKeys.vouchers],
  adminVoucherSetValue: [queryKeys.vouchers],
  adminVoucherSetStatus: [queryKeys.vouchers],
  adminVoucherBatch: [queryKeys.vouchers],
  adminStaffInvite: [queryKeys.staff],
  adminStaffSetRole: [queryKeys.staff],
  adminStaffDisable: [queryKeys.staff],
  adminStaffEnable: [queryKeys.staff],
  adminStaffSignOut: [queryKeys.staff],
  adminStaffResetAuthenticator: [queryKeys.staff],
  adminStaffResendInvite: [queryKeys.staff],
  adminCustomerErase: [queryKeys.customerLists],
  adminLeadMarkHandled: [queryKeys.leads],
  adminLeadApproveAffiliate: [queryKeys.leads],
  adminLeadDeclineAffiliate: [queryKeys.leads],
  // A lead's erase also anonymises the guest orders and a member with its e-mail.
  adminLeadErase: [queryKeys.leads, queryKeys.customerLists, queryKeys.orders],
  adminReviewApprove: [queryKeys.reviews],
  adminReviewHide: [queryKeys.reviews],
  adminAffiliateUpdate: [queryKeys.affiliates],
  adminAffiliatePayoutMarkPaid: [queryKeys.affiliates, queryKeys.affiliatePages],
  adminPaymentRequery: [queryKeys.payments, queryKeys.orders, queryKeys.dashboard],
  // A booking is paid from the wallet and moves the order's parcel; its quotes are spent.
  adminShippingBook: [queryKeys.orders, queryKeys.shipping, queryKeys.dashboard],
  adminShippingBookMany: [queryKeys.orders, queryKeys.shipping, queryKeys.dashboard],
  adminShippingSettingsSave: [queryKeys.shipping],
  adminShippingCredentialsSave: [queryKeys.shipping],
} as const satisfies { readonly [K in AdminCallName]?: readonly QueryKey[] };

/** Refreshes what a write made stale, as `invalidatedBy` says. */
export function useRefreshAfter(): (call: keyof typeof invalidatedBy) => void {
  const queryClient = useQueryClient();
  return (call) => {
    for (const queryKey of invalidatedBy[call]) void queryClient.invalidateQueries({ queryKey });
  };
}
