import { pathTo } from '@nyiur/domain';

/** Every screen of the back office by name, below its base path `/admin`. */
export const ADMIN_PATHS = {
  home: '/',
  signIn: '/sign-in',
  setup: '/setup',
  orders: '/orders',
  slips: '/orders/slips',
  ship: '/orders/ship',
  order: '/orders/:id',
  payments: '/payments',
  eInvoices: '/e-invoices',
  leads: '/leads',
  customers: '/customers',
  customer: '/customers/:id',
  products: '/products',
  reviews: '/reviews',
  affiliates: '/affiliates',
  affiliate: '/affiliates/:code',
  audit: '/audit',
  staff: '/staff',
  settings: '/settings',
  vouchers: '/vouchers',
  voucher: '/vouchers/:id',
} as const;

/** One order's screen. */
export const orderPath = (id: number): string => pathTo(ADMIN_PATHS.order, { id: String(id) });

/** One customer's screen. */
export const customerPath = (id: number): string =>
  pathTo(ADMIN_PATHS.customer, { id: String(id) });

/** One affiliate's screen, by referral code. */
export const affiliatePath = (code: string): string => pathTo(ADMIN_PATHS.affiliate, { code });

/** One voucher's screen. */
export const voucherPath = (id: number): string => pathTo(ADMIN_PATHS.voucher, { id: String(id) });
