import { describe, expect, it } from 'vitest';
import { reconcile, type DatabaseState } from './reconcile';
import type { PurchaseRecord } from './shoppers';

const purchase = (n: number, overrides: Partial<PurchaseRecord> = {}): PurchaseRecord => ({
  userId: 1,
  quantity: 2,
  uuid: `uuid-${n}`,
  refNo: `NY${n}`,
  approved: true,
  completed: true,
  ...overrides,
});

const cleanState = (count: number): DatabaseState => ({
  orders: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    uuid: `uuid-${i + 1}`,
    ref_no: `NY${i + 1}`,
    status: 'Paid',
    paid: true,
    user_id: 1,
  })),
  items: Array.from({ length: count }, (_, i) => ({
    order_id: i + 1,
    product_id: 15373,
    quantity: 2,
  })),
  mail: Array.from({ length: count }, (_, i) => ({
    to_address: 'a@example.com',
    subject: `Nyiur: order NY${i + 1} is paid`,
  })),
  carts: [],
  paymentMessages: Array.from({ length: count }, (_, i) => [
    { order_id: i + 1, channel: 'response', n: 1 },
    { order_id: i + 1, channel: 'backend', n: 1 },
  ]).flat(),
});

describe('reconcile', () => {
  it('passes when every order is paid once, confirmed once and holds its cart', () => {
    const result = reconcile([purchase(1), purchase(2)], cleanState(2));
    expect(result.ok).toBe(true);
    expect(result.ordersInDatabase).toBe(2);
    expect(result.callbacks).toEqual({ response: 2, backend: 2, requery: 0 });
    expect(result.missingBackendCallback).toBe(0);
  });

  it('flags an approved order left Pending and a missing confirmation', () => {
    const state = cleanState(2);
    state.orders[1] = { ...state.orders[1]!, status: 'Pending', paid: false };
    state.mail.pop();
    const result = reconcile([purchase(1), purchase(2)], state);
    expect(result.ok).toBe(false);
    expect(result.notPaid).toBe(1);
    expect(result.withoutConfirmation).toBe(1);
  });

  it('flags an e-mail queued twice and an order confirmed twice', () => {
    const state = cleanState(1);
    state.mail.push({ ...state.mail[0]! });
    const result = reconcile([purchase(1)], state);
    expect(result.duplicateEmails).toBe(1);
    expect(result.confirmedMoreThanOnce).toBe(1);
    expect(result.ok).toBe(false);
  });

  it('flags an order that lost part of its cart, and cart lines left behind', () => {
    const state = cleanState(1);
    state.items[0] = { order_id: 1, product_id: 15373, quantity: 1 };
    state.carts.push({ user_id: 1, product_id: 15373, quantity: 1 });
    const result = reconcile([purchase(1)], state);
    expect(result.cartMismatches).toBe(1);
    expect(result.leftoverCartLines).toBe(1);
    expect(result.ok).toBe(false);
  });

  it('counts an order never approved as abandoned, not as unpaid', () => {
    const state = cleanState(1);
    state.orders[0] = { ...state.orders[0]!, status: 'Pending', paid: false };
    state.mail.length = 0;
    const result = reconcile([purchase(1, { approved: false, completed: false })], state);
    expect(result.abandoned).toBe(1);
    expect(result.notPaid).toBe(0);
    expect(result.ok).toBe(true);
  });

  it('flags an approved order the backend callback never reached', () => {
    const state = cleanState(2);
    const withoutBackend = state.paymentMessages.filter(
      (row) => !(row.order_id === 2 && row.channel === 'backend'),
    );
    const result = reconcile([purchase(1), purchase(2)], {
      ...state,
      paymentMessages: withoutBackend,
    });
    expect(result.missingBackendCallback).toBe(1);
    expect(result.missingResponseCallback).toBe(0);
    expect(result.ok).toBe(false);
  });

  it('flags orders the shoppers never saw and checkouts missing from the database', () => {
    const result = reconcile([purchase(1), purchase(9)], cleanState(2));
    expect(result.unmatchedOrders).toBe(2);
    expect(result.ok).toBe(false);
  });
});
