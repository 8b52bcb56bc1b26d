import { sen, type Sen } from './units';

/**
 * Every state an order can be in, as the shopper and the back office read it. The transitions
 * between them are in order-machine.ts.
 */
export const ORDER_STATUSES = [
  'Pending',
  'Paid',
  'Ready for pick-up',
  'Shipped',
  'Collected',
  'Completed',
  'Cancelled',
  'Failed',
  'Partly refunded',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderTone = 'amber' | 'red';

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Spec §4: Pending shows amber (with Pay Now); any other status shows red. */
export const orderTone = (status: string): OrderTone => (status === 'Pending' ? 'amber' : 'red');

/** Only a pending order offers Pay Now. */
export const canPayOrder = (status: string): boolean => status === 'Pending';

/** An order's amount: the sum of its item amounts plus the shipping fee. */
export const orderTotal = (itemAmounts: readonly Sen[], shippingFees: Sen): Sen =>
  sen(itemAmounts.reduce<number>((sum, amount) => sum + amount, 0) + shippingFees);
