/**
 * Every validation, error and success message the shopper can read, worded exactly as the
 * specification words them. The server answers with these and the apps show them verbatim.
 * They are kept in three files by where they show (forms, shop, every page): a page's first load
 * then carries only the ones its code can show, not all of them.
 */
import {
  addressMessages,
  deliveryMessages,
  enquiryMessages,
  forgotPasswordMessages,
  loginMessages,
  registerMessages,
  resetPasswordMessages,
  uploadMessages,
} from './messages-forms';
import { cartMessages, confirmMessages } from './messages-shop';
import { errorMessages, notFoundMessages, successMessages } from './messages-site';

export * from './messages-forms';
export * from './messages-shop';
export * from './messages-site';

/**
 * Every area at once. A module that needs one area imports that area's constant instead (the
 * layout shows only errors and successes).
 */
export const messages = {
  address: addressMessages,
  delivery: deliveryMessages,
  enquiry: enquiryMessages,
  login: loginMessages,
  register: registerMessages,
  forgotPassword: forgotPasswordMessages,
  resetPassword: resetPasswordMessages,
  upload: uploadMessages,
  cart: cartMessages,
  errors: errorMessages,
  success: successMessages,
  confirm: confirmMessages,
  notFound: notFoundMessages,
} as const;
