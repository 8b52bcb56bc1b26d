export type { Access, AdminRequirement, AdminStage, ApiCall, Encoding } from './define-call';
export { defineCall } from './define-call';
export type { AnyEnvelope, BaseMeta, CallReply, Envelope, FieldErrors } from './envelope';
export {
  ACCESS_TOKEN_EXPIRED,
  ACCESS_TOKEN_INVALID,
  OK,
  ROOT_FIELD,
  SESSION_ENDING_CODES,
  SESSION_HTTP_STATUS,
  VALIDATION_FAILED,
  anyEnvelope,
  baseMeta,
  endsSession,
  envelope,
  errorEnvelope,
  fieldErrorsFor,
  fieldErrorsOf,
  httpStatusOf,
  isEnvelope,
  noData,
  ok,
  validationErrorData,
  validationErrorEnvelope,
  validationFailure,
} from './envelope';
export type { CallName, Contract } from './contract';
export { allCalls, contract } from './contract';

// shared models
export { contractMessages } from './models/contract-messages';
export type { Address } from './models/address';
export { address, addressFields, countryField, postcodeField, stateField } from './models/address';
export type { Cart, CartItem } from './models/cart';
export { cart, cartItem } from './models/cart';
export type { ProductSummary } from './models/product-summary';
export { productSummary } from './models/product-summary';
export type { SalesOrder, SalesOrderItem } from './models/sales-order';
export { salesOrder, salesOrderItem } from './models/sales-order';
export type { PaymentRequest } from './models/payment-request';
export { paymentRequest } from './models/payment-request';
export type { DeliveryDetails } from './models/delivery-details';
export {
  deliveryAddressFields,
  deliveryDetails,
  deliveryOrPickup,
  pickupDetails,
} from './models/delivery-details';
export type { LoginData, LoginMeta } from './models/login';
export { loginData, loginMeta } from './models/login';
export {
  amountString,
  emailAddress,
  entityId,
  flag,
  gramsValue,
  inputText,
  isPlainText,
  localeField,
  phoneNumber,
  replaceControlCharacters,
  requiredText,
} from './models/primitives';

// calls
export type {
  LoginFormValues,
  OauthTokenInput,
  OauthTokenRequest,
  OauthTokenResponse,
} from './calls/oauth-token';
export { loginForm, oauthToken, passwordGrant, refreshTokenGrant } from './calls/oauth-token';
export type { ClientErrorReportInput } from './calls/client-error-report';
export { clientErrorReport } from './calls/client-error-report';
export type { LogoutInput, LogoutRequest } from './calls/logout';
export { logout } from './calls/logout';
export type { RegisterInput, RegisterRequest, RegisterResponse } from './calls/register';
export { register } from './calls/register';
export type { ForgotPasswordInput, ForgotPasswordRequest } from './calls/forgot-password';
export { forgotPassword } from './calls/forgot-password';
export type {
  ResetPasswordFormValues,
  ResetPasswordInput,
  ResetPasswordRequest,
} from './calls/reset-password';
export { resetPassword, resetPasswordForm } from './calls/reset-password';
export type { UserData, UsersGetInput, UsersGetResponse } from './calls/users-get';
export { usersGet } from './calls/users-get';
export type { UsersLocaleInput, UsersLocaleResponse } from './calls/users-locale';
export { usersLocale } from './calls/users-locale';
export type {
  Country,
  PickupLocation,
  UsersOptionInput,
  UsersOptionRequest,
  UsersOptionResponse,
} from './calls/users-option';
export { usersOption } from './calls/users-option';
export type { OrderHistoryInput, OrderHistoryResponse } from './calls/order-history';
export { orderHistory } from './calls/order-history';
export type { AffiliateBalanceResponse } from './calls/affiliate-balance';
export { affiliateBalance } from './calls/affiliate-balance';
export type { AddressListInput, AddressListResponse } from './calls/address-list';
export { addressList } from './calls/address-list';
export type { AddressAddInput, AddressAddRequest } from './calls/address-add';
export { addressAdd } from './calls/address-add';
export type { AddressUpdateInput, AddressUpdateRequest } from './calls/address-update';
export { addressUpdate } from './calls/address-update';
export type {
  AddressUpdateStatusInput,
  AddressUpdateStatusRequest,
} from './calls/address-update-status';
export { addressUpdateStatus } from './calls/address-update-status';
export type { AddToCartInput, AddToCartRequest, AddToCartResponse } from './calls/add-to-cart';
export { MAX_LINE_QUANTITY, addToCart } from './calls/add-to-cart';
export type {
  RemoveCartItemInput,
  RemoveCartItemRequest,
  RemoveCartItemResponse,
} from './calls/remove-cart-item';
export { removeCartItem } from './calls/remove-cart-item';
export type { CheckoutInput, CheckoutRequest, CheckoutResponse } from './calls/checkout';
export { checkout } from './calls/checkout';
export type {
  GuestCheckoutInput,
  GuestCheckoutRequest,
  GuestCheckoutResponse,
} from './calls/guest-checkout';
export { guestCheckout } from './calls/guest-checkout';
export type { PayInput, PayRequest, PayResponse } from './calls/pay';
export { pay } from './calls/pay';
export type {
  VoucherCheckInput,
  VoucherCheckRequest,
  VoucherCheckResponse,
} from './calls/voucher-check';
export { voucherCheck } from './calls/voucher-check';
export type { VouchersAvailableResponse } from './calls/vouchers-available';
export { vouchersAvailable } from './calls/vouchers-available';
export { optionalVoucherCode, voucherCode } from './models/voucher-code';
export type {
  SalesOrdersGetInput,
  SalesOrdersGetRequest,
  SalesOrdersGetResponse,
} from './calls/sales-orders-get';
export { salesOrdersGet } from './calls/sales-orders-get';
export type {
  AffiliateEnquiryValues,
  ContactCreateInput,
  ContactCreateRequest,
  ContactCreateResponse,
  ContactEnquiryValues,
  NewsletterValues,
} from './calls/contact-create';
export {
  affiliateEnquiry,
  contactCreate,
  contactEnquiry,
  newsletterSubscription,
} from './calls/contact-create';
export type {
  FreeSampleRegistrationInput,
  FreeSampleRegistrationRequest,
  FreeSampleRegistrationResponse,
} from './calls/free-sample-registration';
export { freeSampleRegistration } from './calls/free-sample-registration';
export type {
  Review,
  ReviewsListInput,
  ReviewsListMeta,
  ReviewsListRequest,
  ReviewsListResponse,
} from './calls/reviews-list';
export { MAX_PER_PAGE, reviewsList } from './calls/reviews-list';
export type { ProductOffer, ProductOfferInput } from './calls/product-offer';
export { productOffer } from './calls/product-offer';
export type {
  FilesUploadBlobInput,
  FilesUploadBlobRequest,
  FilesUploadBlobResponse,
  UploadFields,
} from './calls/files-upload-blob';
export { filesUploadBlob, uploadFields } from './calls/files-upload-blob';

// OpenAPI
export type { OpenApiDocument, OpenApiOperation, OpenApiOptions } from './openapi';
export { buildOpenApiDocument } from './openapi';

// back office
export type { AdminCallName, AdminContract } from './admin/admin-contract';
export { adminContract } from './admin/admin-contract';
export { ADMIN_CSRF_HEADER } from './admin/define-admin-call';
export type { AdminClient } from './client/create-admin-client';
export { createAdminClient } from './client/create-admin-client';
export type { AdminProduct, StockMovement } from './admin/admin-product-calls';
export { stockChangeMessages } from './admin/admin-product-calls';
export type { AdminVoucher, AdminVoucherUse } from './admin/admin-voucher-calls';
export { VOUCHER_KIND_VALUES, VOUCHER_STATUS_VALUES } from './admin/admin-voucher-calls';
export type {
  AdminOrderDetail,
  AdminOrderSummary,
  AdminProfile,
  AuditEntry,
  OrderTab,
} from './admin/admin-models';
export { ORDER_TABS } from './admin/admin-models';
export type { AdminLead, LeadTab } from './admin/admin-lead-calls';
export type { AdminPickupLocation, AdminShopSettings } from './admin/admin-settings-calls';
export { MAP_EMBED_ORIGIN, settingsMessages } from './admin/admin-settings-calls';
export type { PublicShopSettings } from './calls/shop-settings';
export { shopSettings } from './calls/shop-settings';
export { LEAD_TABS } from './admin/admin-lead-calls';
export { leadTab as leadTabSchema } from './admin/admin-lead-calls';
export type { AdminReview } from './admin/admin-review-calls';
export type { AdminAffiliate, AdminCommissionLine } from './admin/admin-affiliate-calls';
export { payoutMonth as payoutMonthSchema } from './admin/admin-affiliate-calls';
export type { AdminCustomerDetail, AdminCustomerSummary } from './admin/admin-customer-calls';
export { customerSearch as customerSearchSchema } from './admin/admin-customer-calls';
export type {
  AdminDashboard,
  AdminPayment,
  DashboardPeriod,
  GatewayStatus,
  PaymentMismatch,
} from './admin/admin-money-calls';
export { DASHBOARD_PERIODS, GATEWAY_STATUSES, PAYMENT_MISMATCHES } from './admin/admin-money-calls';
export type { EInvoiceRequestInput, EInvoiceStatus } from './calls/e-invoice-calls';
export {
  E_INVOICE_STATE_OPTIONS,
  eInvoiceGet,
  eInvoiceRequest,
  eInvoiceRequestBody,
  eInvoiceStatus,
} from './calls/e-invoice-calls';
export type {
  ConsolidatedMonth,
  EInvoiceEntry,
  EInvoiceSettingsView,
} from './admin/admin-e-invoice-calls';
export { SHIPMENT_STATE_NAMES, shipmentView, shippingQuote } from './admin/admin-shipping-calls';
export type { BookingResult, ShipmentView, ShippingQuote } from './admin/admin-shipping-calls';
