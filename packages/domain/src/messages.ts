/**
 * Every validation, error and success message the shopper can read, worded exactly as the
 * specification words them. The server answers with these and the apps show them verbatim.
 */
export const messages = {
  address: {
    country: 'Please select Country/Region!',
    firstName: 'Please insert First Name!',
    lastName: 'Please insert Last Name!',
    address: 'Please insert Address!',
    postcode: 'Please insert Postcode!',
    city: 'Please insert City!',
    state: 'Please select State/territory!',
    address2Placeholder: 'Apartment, suite, etc.',
    defaultLabel: 'Set as default address',
  },
  delivery: {
    phoneRequired: 'Please insert Phone Number!',
    phoneInvalid: 'Invalid Phone Number',
  },
  enquiry: {
    name: 'Please insert name!',
    mobile: 'Please insert contact number!',
    email: 'Please insert email!',
    country: 'Please select country!',
    comments: 'Please select comments!',
    radio: 'Required',
  },
  login: {
    email: 'Please input your email!',
    password: 'Password is required',
  },
  register: {
    firstName: 'Please input your first name!',
    email: 'Please input your email!',
    password: 'Password is required!',
    referralCode: 'Referral Code is required!',
  },
  forgotPassword: {
    email: 'Please input your email!',
  },
  resetPassword: {
    newPassword: 'Please enter new password',
    mismatch: 'The Password does not match',
  },
  upload: {
    image: 'Only JPG & PNG files accepted',
    pdf: 'Only pdf with max 10MB size file accepted',
    pdfOrImage: 'Only pdf with max 10MB size file or Image accepted',
    tooLarge: 'Max 10MB size file accepted',
  },
  cart: {
    loginRequired: 'Please login to continue.',
    overWeight: 'Exceed maximum weight(10kg) per order. Please reduce your quantity.',
    overAmount: 'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
    empty: 'Your Cart is Empty',
  },
  errors: {
    generic: 'Something went wrong',
    /** No answer at all: the connection, not the shop. */
    network: 'Cannot reach the shop. Please check your internet connection and try again.',
    copyFailed: 'Failed to copy text',
    unauthorized: 'Unauthorized',
  },
  success: {
    addressAdded: 'Address added Successfully!',
    addressUpdated: 'Address updated Successfully!',
    addressRemoved: 'Address removed successfully!',
    newsletter: 'Subscribe newsletter successfully!',
    linkCopied: 'Link copied',
    feedback: 'Your feedback is submitted!',
    checkout: 'Checkout Successful!',
    register: 'Register Successful!',
  },
  confirm: {
    removeAddress: 'Are you sure to remove the address?',
  },
  notFound: {
    title: "We're sorry, this page is not available",
    code: '404 - Page not found',
  },
} as const;

/** "Failed to copy text" followed by the reason, as the share bar reports a copy failure. */
export const copyFailedMessage = (reason: string): string =>
  reason ? `${messages.errors.copyFailed} ${reason}` : messages.errors.copyFailed;
