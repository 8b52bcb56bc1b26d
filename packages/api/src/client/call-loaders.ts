import type { CallName, Contract } from '../contract';

/**
 * Each call of the contract, loaded the first time the client makes it. A page then builds the
 * zod schemas of the calls it makes (the shop settings on every page, the sign-in on /login)
 * instead of all of them: building the whole contract took a long task after every page's
 * hydration. `satisfies` holds this list to the contract, name for name and type for type.
 */
export const callLoaders = {
  oauthToken: () => import('../calls/oauth-token').then((m) => m.oauthToken),
  logout: () => import('../calls/logout').then((m) => m.logout),
  register: () => import('../calls/register').then((m) => m.register),
  forgotPassword: () => import('../calls/forgot-password').then((m) => m.forgotPassword),
  resetPassword: () => import('../calls/reset-password').then((m) => m.resetPassword),
  usersGet: () => import('../calls/users-get').then((m) => m.usersGet),
  usersLocale: () => import('../calls/users-locale').then((m) => m.usersLocale),
  usersOption: () => import('../calls/users-option').then((m) => m.usersOption),
  orderHistory: () => import('../calls/order-history').then((m) => m.orderHistory),
  affiliateBalance: () => import('../calls/affiliate-balance').then((m) => m.affiliateBalance),
  addressList: () => import('../calls/address-list').then((m) => m.addressList),
  addressAdd: () => import('../calls/address-add').then((m) => m.addressAdd),
  addressUpdate: () => import('../calls/address-update').then((m) => m.addressUpdate),
  addressUpdateStatus: () =>
    import('../calls/address-update-status').then((m) => m.addressUpdateStatus),
  addToCart: () => import('../calls/add-to-cart').then((m) => m.addToCart),
  removeCartItem: () => import('../calls/remove-cart-item').then((m) => m.removeCartItem),
  checkout: () => import('../calls/checkout').then((m) => m.checkout),
  guestCheckout: () => import('../calls/guest-checkout').then((m) => m.guestCheckout),
  pay: () => import('../calls/pay').then((m) => m.pay),
  voucherCheck: () => import('../calls/voucher-check').then((m) => m.voucherCheck),
  vouchersAvailable: () => import('../calls/vouchers-available').then((m) => m.vouchersAvailable),
  salesOrdersGet: () => import('../calls/sales-orders-get').then((m) => m.salesOrdersGet),
  contactCreate: () => import('../calls/contact-create').then((m) => m.contactCreate),
  freeSampleRegistration: () =>
    import('../calls/free-sample-registration').then((m) => m.freeSampleRegistration),
  reviewsList: () => import('../calls/reviews-list').then((m) => m.reviewsList),
  productOffer: () => import('../calls/product-offer').then((m) => m.productOffer),
  shopSettings: () => import('../calls/shop-settings').then((m) => m.shopSettings),
  filesUploadBlob: () => import('../calls/files-upload-blob').then((m) => m.filesUploadBlob),
  eInvoiceRequest: () => import('../calls/e-invoice-calls').then((m) => m.eInvoiceRequest),
  eInvoiceGet: () => import('../calls/e-invoice-calls').then((m) => m.eInvoiceGet),
  clientErrorReport: () => import('../calls/client-error-report').then((m) => m.clientErrorReport),
} as const satisfies { readonly [K in CallName]: () => Promise<Contract[K]> };
