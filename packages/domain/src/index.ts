export type { Grams, Sen } from './units';
export { grams, sen } from './units';
export {
  formatRM,
  formatSignedRinggit,
  parseAmount,
  parseSignedAmount,
  toAmountString,
} from './money';
export type { MalaysianDateStyle } from './malaysian-time';
export {
  MALAYSIA_TIME_ZONE,
  addMalaysianDays,
  formatMalaysianMonth,
  formatMalaysianTime,
  fromMalaysianDateTime,
  malaysianDateTimeInput,
  malaysianDay,
  malaysianMonth,
  malaysianTimestamp,
  startOfMalaysianDay,
} from './malaysian-time';
export { formatCalendarDate } from './calendar-date';
export { formatKg } from './weight';
export type { ShippingRegion } from './states';
export { COUNTRY_MALAYSIA, MALAYSIAN_STATES, isMalaysianState, shippingRegionOf } from './states';
export type { ShippingInput } from './shipping';
export { FREE_SHIPPING_OVER, shippingFee } from './shipping';
export type { LimitError } from './limits';
export { MAX_ORDER_WEIGHT, MAX_TRANSACTION, checkAddToCart, checkCheckout } from './limits';
export type { CartDelivery, CartFigures, CartSum, CartTotals, UnitLine } from './cart';
export {
  EMPTY_CART_SUM,
  addLineLimit,
  cartFiguresSum,
  cartSum,
  cartTotals,
  lineAmount,
  lineWeight,
} from './cart';
export { isValidPhone } from './phone';
export type { CustomerIdentity } from './customer-identity';
export {
  customerIdentityOf,
  deliveryAddressKey,
  inboxKeyOf,
  isSameCustomer,
  phoneE164,
} from './customer-identity';
// Every export of the cart quantity input and of the blog's paging is public.
export * from './quantity';
export * from './paging';
export type { OrderStatus, OrderTone } from './orders';
export { escapeHtml } from './escape-html';
export {
  SHIPMENT_BOOKING_STATES,
  SHIPMENT_COURIER_STATES,
  SHIPMENT_ENDED_STATES,
  SHIPMENT_STATES,
} from './shipment-states';
export type { ShipmentState } from './shipment-states';
export { ORDER_STATUSES, canPayOrder, isOrderStatus, orderTone, orderTotal } from './orders';
export type { FileType, UploadKind } from './uploads';
export { MAX_UPLOAD_BYTES, checkUpload, sniffFileType } from './uploads';
export {
  addressMessages,
  cartMessages,
  confirmMessages,
  copyFailedMessage,
  deliveryMessages,
  enquiryMessages,
  errorMessages,
  forgotPasswordMessages,
  loginMessages,
  messages,
  notFoundMessages,
  registerMessages,
  resetPasswordMessages,
  successMessages,
  uploadMessages,
} from './messages';
export { BUILD_ORIGIN } from './build-origin';
export type { Locale } from './locales';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_PREFIX,
  LOCALE_TAG,
  OG_LOCALE,
  inEveryLocale,
  inLocale,
  isLocale,
  localeOfPath,
  ownerTextIn,
  withoutLocale,
} from './locales';
export type { AppName, AppRoute, RouteName } from './routes';
export {
  APP_ROUTES,
  PATHS,
  PRIVATE_PATHS,
  ROUTES,
  appForPath,
  appPaths,
  isParameterisedRoute,
  pathTo,
  routeForPath,
} from './routes';
export type { DeliveryMode, OrderAction, OrderFacts, TransitionResult } from './order-machine';
export { ORDER_ACTIONS, allowedOrderActions, nextOrderStatus } from './order-machine';
export type { AdminPermission, AdminRole } from './admin-permissions';
export {
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  REAUTH_WINDOW_SECONDS,
  can,
  isAdminRole,
  permissionsOf,
} from './admin-permissions';
export type { Courier } from './couriers';
export {
  COURIERS,
  guessCourier,
  isCourier,
  normaliseTrackingNumber,
  parseTrackingLines,
  trackingLink,
} from './couriers';
export type { ProductStatus } from './catalogue-status';
export type { HeldBoxes, ManualStockKind, StockBadge, StockMovementKind } from './stock-rules';
export {
  MANUAL_STOCK_KINDS,
  RESERVED_ALERT_FACTOR,
  RESERVED_ALERT_FLOOR,
  STOCK_MOVEMENT_KINDS,
  comboAvailable,
  onShelf,
  reservedLooksWrong,
  shelfCountChange,
  stockBadgeOf,
} from './stock-rules';
export {
  PRODUCT_STATUSES,
  isForSale,
  isLowStock,
  productStatusOf,
  visibilityOf,
} from './catalogue-status';
export type { ReviewStatus } from './review-status';
export { REVIEW_STATUSES, isReviewShown } from './review-status';
export { MEMBERS_ONLY_GUARD, SESSION_STORAGE_KEY } from './members-only';
export type {
  PricedOrder,
  VoucherBenefit,
  VoucherCheck,
  VoucherLine,
  VoucherPricingRefusal,
  VoucherRefusal,
  VoucherRules,
  VoucherShopper,
} from './vouchers';
export {
  ONE_VOUCHER_MESSAGE,
  checkVoucher,
  discountShareOfRefund,
  goodsDiscount,
  isVoucherCode,
  isWrongCode,
  normaliseVoucherCode,
  priceOrder,
  voucherRefusalMessage,
} from './vouchers';
