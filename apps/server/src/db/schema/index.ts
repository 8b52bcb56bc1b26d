export { addresses } from './addresses';
export type { AddressRow } from './addresses';
export { cartItems } from './cart-items';
export { CONTACT_TYPES, contacts } from './contacts';
export type { ContactRow, ContactType } from './contacts';
export { emailOutbox } from './email-outbox';
export type { EmailOutboxRow } from './email-outbox';
export { passwordResetTokens } from './password-reset-tokens';
export { pickupLocations } from './pickup-locations';
export { products } from './products';
export type { ProductRow } from './products';
export { referralCodes } from './referral-codes';
export { refreshTokens } from './refresh-tokens';
export { reviews, type ReviewRow } from './reviews';
export { uploads } from './uploads';
export { users } from './users';
export type { UserRow } from './users';
export type { UploadRow } from './uploads';
export { adminRecoveryCodes, adminSessions, adminSetupTokens, adminUsers } from './admin-users';
export type { AdminSessionRow, AdminUserRow } from './admin-users';
export { attemptThrottles } from './attempt-throttles';
export { auditLog } from './audit-log';
export type { AuditLogRow } from './audit-log';
export { auditLogPersonal } from './audit-log-personal';
export { orderNotes, orderRefunds, orderShipments } from './order-fulfilment';
export type { OrderNoteRow, OrderRefundRow, OrderShipmentRow } from './order-fulfilment';
export { COMMISSION_STATUSES, affiliateCommissions, affiliateTerms } from './affiliate-commissions';
export type {
  AffiliateCommissionRow,
  AffiliateTermsRow,
  CommissionStatus,
} from './affiliate-commissions';
export { shopSettings } from './shop-settings';
export type { ShopSettingsRow } from './shop-settings';
export { dailyDigests } from './daily-digests';
export {
  VOUCHER_KINDS,
  VOUCHER_STATUSES,
  VOUCHER_USE_STATES,
  voucherUses,
  vouchers,
} from './vouchers';
export type { VoucherRow, VoucherUseRow } from './vouchers';
export { comboItems, stockAlerts, stockMovements } from './stock-movements';
export type { StockMovementRow } from './stock-movements';
export {
  E_INVOICE_KINDS,
  E_INVOICE_STATES,
  eInvoiceSettings,
  eInvoices,
  pendingAgain,
} from './e-invoices';
export type { EInvoiceRow, EInvoiceSettingsRow, StoredBuyer, StoredReason } from './e-invoices';
export { SHIPMENT_ENDED_STATES, SHIPMENT_STATES, shipments, shippingSettings } from './shipments';
export type { ShipmentRow, ShipmentState, ShippingSettingsRow, StoredSender } from './shipments';
