/**
 * Messages for rules the specification does not word itself. Everything the spec words comes from
 * `messages` in @nyiur/domain; these cover format checks and fields the spec leaves silent.
 */
export const contractMessages = {
  emailInvalid: 'Please enter a valid email address.',
  tooLong: 'This field is too long.',
  flag: 'Please choose yes or no.',
  postcode: 'Please enter a 5-digit postcode.',
  product: 'Please choose a product.',
  contact: 'Your free-sample registration could not be found. Please sign up again.',
  quantity: 'Quantity must be a whole number of at least 1.',
  cartItem: 'Please choose a cart item.',
  address: 'Please choose an address.',
  statusEvent: 'This address change is not supported.',
  location: 'Please select a pick-up location.',
  deliveryMode: 'Please choose delivery or pick-up.',
  guestDeliveryOnly: 'Guest checkout offers delivery only.',
  gender: 'Please select gender!',
  contactType: 'Please choose contact, affiliate or subscriber.',
  grantType: 'Unsupported grant type.',
  refreshToken: 'Refresh token is required.',
  resetToken: 'The password reset link is incomplete. Please request a new one.',
  confirmPassword: 'Please confirm your password',
  order: 'Please choose an order.',
  orderToken: 'The order link is incomplete.',
  page: 'Page must be a whole number of at least 1.',
  perPage: 'Page size must be between 1 and 50.',
  file: 'Please choose a file.',
  uploadKind: 'Allowed file types must be image, pdf or pdf-or-image.',
  validation: 'Please check the highlighted fields.',
  sampleClaim:
    'This checkout link is not valid any more. Please open the link in your free-sample e-mail.',
  controlCharacters: 'Please remove the special characters from this field.',
  passwordShort: 'Password must be at least 8 characters.',
  passwordCommon: 'This password is too common. Please choose another.',
  errorReport: 'An error report names the app, the page and the error.',
  voucherCodeFormat: 'A code is 4 to 20 letters, digits or dashes, e.g. RAYA10.',
} as const;
