/** The messages of the cart and of confirmations, as the spec words them. */
export const cartMessages = {
  loginRequired: 'Please login to continue.',
  overWeight: 'Exceed maximum weight(10kg) per order. Please reduce your quantity.',
  overAmount: 'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
  empty: 'Your Cart is Empty',
} as const;

export const confirmMessages = {
  removeAddress: 'Are you sure to remove the address?',
} as const;
