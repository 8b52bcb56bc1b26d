import type { ApiCall } from '../define-call';
import {
  adminEnrolConfirm,
  adminEnrolStart,
  adminMe,
  adminReauth,
  adminSetup,
  adminSignIn,
  adminSignOut,
  adminSignOutEverywhere,
  adminVerifyTotp,
} from './admin-auth-calls';
import {
  adminAffiliateGet,
  adminAffiliateList,
  adminAffiliatePayoutMarkPaid,
  adminAffiliateUpdate,
} from './admin-affiliate-calls';
import { adminCustomerErase, adminCustomerGet, adminCustomerList } from './admin-customer-calls';
import {
  adminLeadApproveAffiliate,
  adminLeadDeclineAffiliate,
  adminLeadErase,
  adminLeadList,
  adminLeadMarkHandled,
} from './admin-lead-calls';
import {
  adminOrderAddNote,
  adminOrderCancel,
  adminOrderComplete,
  adminOrderCounts,
  adminOrderGet,
  adminOrderList,
  adminOrderMarkCollected,
  adminOrderMarkReady,
  adminOrderRefund,
  adminOrderShip,
  adminOrderSlips,
} from './admin-order-calls';
import { adminDashboardGet, adminPaymentList, adminPaymentRequery } from './admin-money-calls';
import {
  adminEInvoiceCancel,
  adminEInvoiceList,
  adminEInvoiceResubmit,
  adminEInvoiceSettingsGet,
  adminEInvoiceSettingsUpdate,
  adminEInvoiceSubmitMonth,
} from './admin-e-invoice-calls';
import {
  adminProductList,
  adminProductSetPrice,
  adminProductStock,
  adminProductUpdate,
} from './admin-product-calls';
import {
  adminVoucherBatch,
  adminVoucherCreate,
  adminVoucherGet,
  adminVoucherList,
  adminVoucherSetStatus,
  adminVoucherSetValue,
  adminVoucherThankLead,
  adminVoucherUpdate,
} from './admin-voucher-calls';
import {
  adminPickupLocationsSave,
  adminSettingsGet,
  adminSettingsUpdate,
} from './admin-settings-calls';
import { adminReviewApprove, adminReviewHide, adminReviewList } from './admin-review-calls';
import {
  adminAuditList,
  adminStaffInvite,
  adminStaffList,
  adminStaffSetRole,
} from './admin-staff-calls';
import {
  adminStaffDisable,
  adminStaffEnable,
  adminStaffResendInvite,
  adminStaffResetAuthenticator,
  adminStaffSignOut,
} from './admin-staff-account-calls';

/** Every back-office call, by the name the admin client uses for it. */
export const adminContract = {
  adminSetup,
  adminSignIn,
  adminVerifyTotp,
  adminEnrolStart,
  adminEnrolConfirm,
  adminMe,
  adminReauth,
  adminSignOut,
  adminSignOutEverywhere,
  adminOrderCounts,
  adminOrderList,
  adminOrderGet,
  adminOrderSlips,
  adminOrderShip,
  adminOrderMarkReady,
  adminOrderMarkCollected,
  adminOrderComplete,
  adminOrderCancel,
  adminOrderRefund,
  adminOrderAddNote,
  adminStaffList,
  adminStaffInvite,
  adminStaffSetRole,
  adminStaffDisable,
  adminStaffEnable,
  adminStaffSignOut,
  adminStaffResetAuthenticator,
  adminStaffResendInvite,
  adminAuditList,
  adminLeadList,
  adminLeadMarkHandled,
  adminLeadApproveAffiliate,
  adminLeadDeclineAffiliate,
  adminLeadErase,
  adminProductList,
  adminProductUpdate,
  adminProductSetPrice,
  adminProductStock,
  adminReviewList,
  adminReviewApprove,
  adminReviewHide,
  adminCustomerList,
  adminCustomerGet,
  adminCustomerErase,
  adminAffiliateList,
  adminAffiliateGet,
  adminAffiliateUpdate,
  adminAffiliatePayoutMarkPaid,
  adminSettingsGet,
  adminSettingsUpdate,
  adminPickupLocationsSave,
  adminPaymentList,
  adminPaymentRequery,
  adminDashboardGet,
  adminVoucherList,
  adminVoucherGet,
  adminVoucherCreate,
  adminVoucherUpdate,
  adminVoucherSetValue,
  adminVoucherSetStatus,
  adminVoucherBatch,
  adminVoucherThankLead,
  adminEInvoiceSettingsGet,
  adminEInvoiceSettingsUpdate,
  adminEInvoiceList,
  adminEInvoiceSubmitMonth,
  adminEInvoiceCancel,
  adminEInvoiceResubmit,
} as const satisfies Record<string, ApiCall>;

export type AdminContract = typeof adminContract;
export type AdminCallName = keyof AdminContract;
