/** The messages every page can show, as the spec words them: errors, successes and not found. */
export const errorMessages = {
  generic: 'Something went wrong',
  /** No answer at all: the connection, not the shop. */
  network: 'Cannot reach the shop. Please check your internet connection and try again.',
  copyFailed: 'Failed to copy text',
  unauthorized: 'Unauthorized',
} as const;

export const successMessages = {
  addressAdded: 'Address added Successfully!',
  addressUpdated: 'Address updated Successfully!',
  addressRemoved: 'Address removed successfully!',
  newsletter: 'Subscribe newsletter successfully!',
  linkCopied: 'Link copied',
  feedback: 'Your feedback is submitted!',
  checkout: 'Checkout Successful!',
  register: 'Register Successful!',
} as const;

export const notFoundMessages = {
  title: "We're sorry, this page is not available",
  code: '404 - Page not found',
} as const;

/** "Failed to copy text" (or its words in the page's language) followed by the reason. */
export const copyFailedMessage = (
  reason: string,
  failed: string = errorMessages.copyFailed,
): string => (reason ? `${failed} ${reason}` : failed);
