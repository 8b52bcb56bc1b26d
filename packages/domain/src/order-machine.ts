import { ORDER_STATUSES, type OrderStatus } from './orders';

/** What the payment flow does to an order. */
const PAYMENT_ACTIONS = ['pay', 'fail', 'expire'] as const;

/** What the back office staff do to an order. */
const ACTIONS_FOR_STAFF = [
  'mark-ready',
  'ship',
  'collect',
  'complete',
  'cancel',
  'refund',
] as const;

/** What the back office (or the payment flow) does to an order. */
export const ORDER_ACTIONS = [...PAYMENT_ACTIONS, ...ACTIONS_FOR_STAFF] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type DeliveryMode = 'delivery' | 'pickup';

/** The facts a transition depends on besides the state. */
export interface OrderFacts {
  readonly status: OrderStatus;
  readonly deliveryMode: DeliveryMode;
  /** Paid at the gateway (a cancelled order may still hold the shopper's money). */
  readonly paid: boolean;
  /** Whatever was already refunded, in sen. */
  readonly refundedSen: number;
  readonly totalSen: number;
}

export type TransitionResult =
  | { readonly ok: true; readonly status: OrderStatus }
  | { readonly ok: false; readonly reason: string };

/** The states money was taken in and not yet wholly returned: refunds are recorded from these. */
const REFUNDABLE: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'Pending' && status !== 'Failed' && status !== 'Refunded',
);

const from = (facts: OrderFacts, allowed: readonly OrderStatus[]) => allowed.includes(facts.status);

const refused = (facts: OrderFacts, what: string): TransitionResult => ({
  ok: false,
  reason: `An order that is ${facts.status} cannot be ${what}.`,
});

/**
 * The one rule book of order states. `refundSen` is the amount of a refund being recorded.
 * Pure: the server applies the answer with a conditional update on the state it read.
 */
export function nextOrderStatus(
  facts: OrderFacts,
  action: OrderAction,
  refundSen = 0,
): TransitionResult {
  switch (action) {
    case 'pay':
      // A payment confirmed after the order closed unpaid still counts: the money is real.
      return from(facts, ['Pending', 'Cancelled', 'Failed']) && !facts.paid
        ? { ok: true, status: 'Paid' }
        : refused(facts, 'paid');
    case 'fail':
      return from(facts, ['Pending']) ? { ok: true, status: 'Failed' } : refused(facts, 'failed');
    case 'expire':
      return from(facts, ['Pending'])
        ? { ok: true, status: 'Cancelled' }
        : refused(facts, 'closed unpaid');
    case 'mark-ready':
      if (facts.deliveryMode !== 'pickup')
        return { ok: false, reason: 'Only a pick-up order can be made ready for pick-up.' };
      return from(facts, ['Paid'])
        ? { ok: true, status: 'Ready for pick-up' }
        : refused(facts, 'made ready for pick-up');
    case 'ship':
      if (facts.deliveryMode !== 'delivery')
        return { ok: false, reason: 'A pick-up order is collected, not shipped.' };
      return from(facts, ['Paid']) ? { ok: true, status: 'Shipped' } : refused(facts, 'shipped');
    case 'collect':
      return from(facts, ['Ready for pick-up'])
        ? { ok: true, status: 'Collected' }
        : refused(facts, 'marked collected');
    case 'complete':
      return from(facts, ['Shipped', 'Collected'])
        ? { ok: true, status: 'Completed' }
        : refused(facts, 'completed');
    case 'cancel':
      // Unpaid, or paid and not yet handed over; a paid cancellation is then refunded.
      return from(facts, ['Pending', 'Failed', 'Paid', 'Ready for pick-up'])
        ? { ok: true, status: 'Cancelled' }
        : refused(facts, 'cancelled');
    case 'refund': {
      if (!facts.paid || !from(facts, REFUNDABLE)) return refused(facts, 'refunded');
      const left = facts.totalSen - facts.refundedSen;
      if (!Number.isInteger(refundSen) || refundSen <= 0)
        return { ok: false, reason: 'A refund must be more than RM 0.00.' };
      if (refundSen > left)
        return { ok: false, reason: 'A refund cannot exceed what is left of the payment.' };
      if (refundSen === left) return { ok: true, status: 'Refunded' };
      // A partial refund before hand-over (one sachet short, say) leaves the order to fulfil.
      return from(facts, ['Paid', 'Ready for pick-up'])
        ? { ok: true, status: facts.status }
        : { ok: true, status: 'Partly refunded' };
    }
  }
}

/** The back-office actions the rules allow for an order right now (before permissions). */
export function allowedOrderActions(facts: OrderFacts): OrderAction[] {
  return ACTIONS_FOR_STAFF.filter(
    (action) => nextOrderStatus(facts, action, action === 'refund' ? 1 : 0).ok,
  );
}
