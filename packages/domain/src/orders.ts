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
export type OrderTone = 'amber' | 'green' | 'red';

const TONES: Record<OrderStatus, OrderTone> = {
  Pending: 'amber',
  Paid: 'green',
  'Ready for pick-up': 'green',
  Shipped: 'green',
  Collected: 'green',
  Completed: 'green',
  Cancelled: 'red',
  Failed: 'red',
  'Partly refunded': 'amber',
  Refunded: 'red',
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Pending is amber, paid and later green, cancelled, failed and anything unknown red. */
export const orderTone = (status: string): OrderTone =>
  isOrderStatus(status) ? TONES[status] : 'red';

/** Only a pending order offers Pay Now. */
export const canPayOrder = (status: string): boolean => status === 'Pending';

/** An order's amount: the sum of its item amounts plus the shipping fee. */
export const orderTotal = (itemAmounts: readonly Sen[], shippingFees: Sen): Sen =>
  sen(itemAmounts.reduce<number>((sum, amount) => sum + amount, 0) + shippingFees);
