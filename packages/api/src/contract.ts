import type { ApiCall } from './define-call';
import { addToCart } from './calls/add-to-cart';
import { affiliateBalance } from './calls/affiliate-balance';
import { addressAdd } from './calls/address-add';
import { addressList } from './calls/address-list';
import { addressUpdate } from './calls/address-update';
import { addressUpdateStatus } from './calls/address-update-status';
import { checkout } from './calls/checkout';
import { clientErrorReport } from './calls/client-error-report';
import { contactCreate } from './calls/contact-create';
import { eInvoiceGet, eInvoiceRequest } from './calls/e-invoice-calls';
import { filesUploadBlob } from './calls/files-upload-blob';
import { freeSampleRegistration } from './calls/free-sample-registration';
import { guestCheckout } from './calls/guest-checkout';
import { forgotPassword } from './calls/forgot-password';
import { logout } from './calls/logout';
import { oauthToken } from './calls/oauth-token';
import { orderHistory } from './calls/order-history';
import { pay } from './calls/pay';
import { productOffer } from './calls/product-offer';
import { register } from './calls/register';
import { removeCartItem } from './calls/remove-cart-item';
import { resetPassword } from './calls/reset-password';
import { reviewsList } from './calls/reviews-list';
import { salesOrdersGet } from './calls/sales-orders-get';
import { shopSettings } from './calls/shop-settings';
import { usersGet } from './calls/users-get';
import { usersLocale } from './calls/users-locale';
import { usersOption } from './calls/users-option';
import { voucherCheck } from './calls/voucher-check';
import { vouchersAvailable } from './calls/vouchers-available';

/** Every call of the API, by the name the client uses for it. */
export const contract = {
  oauthToken,
  logout,
  register,
  forgotPassword,
  resetPassword,
  usersGet,
  usersLocale,
  usersOption,
  orderHistory,
  affiliateBalance,
  addressList,
  addressAdd,
  addressUpdate,
  addressUpdateStatus,
  addToCart,
  removeCartItem,
  checkout,
  guestCheckout,
  pay,
  voucherCheck,
  vouchersAvailable,
  salesOrdersGet,
  contactCreate,
  freeSampleRegistration,
  reviewsList,
  productOffer,
  shopSettings,
  filesUploadBlob,
  eInvoiceRequest,
  eInvoiceGet,
  clientErrorReport,
} as const satisfies Record<string, ApiCall>;

export type Contract = typeof contract;
export type CallName = keyof Contract;

/** Every call, in registry order. */
export const allCalls: readonly ApiCall[] = Object.values(contract);
