import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  allowedOrderActions,
  nextOrderStatus,
  type OrderFacts,
} from './order-machine';
import { ORDER_STATUSES, type OrderStatus } from './orders';

const facts = (status: OrderStatus, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  deliveryMode: 'delivery',
  paid: !['Pending', 'Failed'].includes(status),
  refundedSen: 0,
  totalSen: 20_600,
  ...extra,
});

describe('nextOrderStatus', () => {
  it.each([
    ['Pending', 'pay', 'Paid'],
    ['Cancelled', 'pay', 'Paid'],
    ['Pending', 'fail', 'Failed'],
    ['Pending', 'expire', 'Cancelled'],
    ['Paid', 'ship', 'Shipped'],
    ['Shipped', 'complete', 'Completed'],
    ['Paid', 'cancel', 'Cancelled'],
    ['Pending', 'cancel', 'Cancelled'],
  ] as const)('%s --%s--> %s', (status, action, expected) => {
    const paid = status === 'Cancelled' ? { paid: false } : {};
    expect(nextOrderStatus(facts(status, paid), action)).toEqual({ ok: true, status: expected });
  });

  it('takes pick-up orders through ready and collected, never shipped', () => {
    const pickup = (status: OrderStatus) => facts(status, { deliveryMode: 'pickup' });
    expect(nextOrderStatus(pickup('Paid'), 'mark-ready')).toEqual({
      ok: true,
      status: 'Ready for pick-up',
    });
    expect(nextOrderStatus(pickup('Ready for pick-up'), 'collect')).toEqual({
      ok: true,
      status: 'Collected',
    });
    expect(nextOrderStatus(pickup('Collected'), 'complete')).toEqual({
      ok: true,
      status: 'Completed',
    });
    expect(nextOrderStatus(pickup('Paid'), 'ship')).toMatchObject({ ok: false });
    expect(nextOrderStatus(facts('Paid'), 'mark-ready')).toMatchObject({ ok: false });
  });

  it('refuses what the rules do not allow, saying why', () => {
    expect(nextOrderStatus(facts('Pending'), 'ship')).toEqual({
      ok: false,
      reason: 'An order that is Pending cannot be shipped.',
    });
    expect(nextOrderStatus(facts('Shipped'), 'cancel')).toMatchObject({ ok: false });
    expect(nextOrderStatus(facts('Paid'), 'pay')).toMatchObject({ ok: false });
    expect(nextOrderStatus(facts('Completed'), 'ship')).toMatchObject({ ok: false });
  });

  it('records refunds up to what was paid, full or partial', () => {
    expect(nextOrderStatus(facts('Shipped'), 'refund', 20_600)).toEqual({
      ok: true,
      status: 'Refunded',
    });
    expect(nextOrderStatus(facts('Shipped'), 'refund', 5_000)).toEqual({
      ok: true,
      status: 'Partly refunded',
    });
    // Before hand-over a partial refund leaves the order to be fulfilled.
    expect(nextOrderStatus(facts('Paid'), 'refund', 5_000)).toEqual({ ok: true, status: 'Paid' });
    const partly = facts('Partly refunded', { refundedSen: 5_000 });
    expect(nextOrderStatus(partly, 'refund', 15_600)).toEqual({ ok: true, status: 'Refunded' });
    expect(nextOrderStatus(partly, 'refund', 15_601)).toEqual({
      ok: false,
      reason: 'A refund cannot exceed what is left of the payment.',
    });
    expect(nextOrderStatus(facts('Paid'), 'refund', 0)).toMatchObject({ ok: false });
    expect(nextOrderStatus(facts('Pending'), 'refund', 100)).toMatchObject({ ok: false });
    expect(nextOrderStatus(facts('Refunded', { refundedSen: 20_600 }), 'refund', 1)).toMatchObject({
      ok: false,
    });
  });

  it('answers a known state for every state and action', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        const result = nextOrderStatus(facts(status), action, 100);
        if (result.ok) expect(ORDER_STATUSES).toContain(result.status);
        else expect(result.reason.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('allowedOrderActions', () => {
  it('lists what staff can do next', () => {
    expect(allowedOrderActions(facts('Paid'))).toEqual(['ship', 'cancel', 'refund']);
    expect(allowedOrderActions(facts('Paid', { deliveryMode: 'pickup' }))).toEqual([
      'mark-ready',
      'cancel',
      'refund',
    ]);
    expect(allowedOrderActions(facts('Pending'))).toEqual(['cancel']);
    expect(allowedOrderActions(facts('Refunded', { refundedSen: 20_600 }))).toEqual([]);
  });
});
