import { describe, expect, it } from 'vitest';
import {
  checkFlashBooks,
  type FlashOrderRow,
  type FlashSeen,
  type FlashState,
} from './flash-books';

// RM198 a box, RM8 shipping, RM10 off with the voucher.
const order = (id: number, overrides: Partial<FlashOrderRow> = {}): FlashOrderRow => ({
  id,
  uuid: `uuid-${id}`,
  status: 'Paid',
  paid: true,
  stock_hold: 'committed',
  boxes: 1,
  items_sen: 19800,
  discount_sen: 0,
  shipping_fee_sen: 800,
  total_sen: 20600,
  voucher_code: null,
  ...overrides,
});
const withVoucher = { discount_sen: 1000, total_sen: 19600, voucher_code: 'SALE1212' };

const seen = (overrides: Partial<FlashSeen> = {}): FlashSeen => ({
  stock: 3,
  voucherUses: 2,
  voucherCode: 'sale1212',
  demand: 10,
  requested: new Map([
    ['uuid-1', 19600],
    ['uuid-2', 19600],
    ['uuid-3', 20600],
  ]),
  ...overrides,
});

/** Three boxes sold, two of them with the voucher, each paid with both gateway messages. */
const soldOut = (overrides: Partial<FlashState> = {}): FlashState => ({
  orders: [order(1, withVoucher), order(2, withVoucher), order(3)],
  payments: [
    { order_id: 1, channel: 'backend', amount: '196.00' },
    { order_id: 1, channel: 'response', amount: '196.00' },
    { order_id: 2, channel: 'backend', amount: '196.00' },
    { order_id: 3, channel: 'backend', amount: '206.00' },
  ],
  freeNow: 0,
  ledgerSum: 0,
  voucherUsesTaken: 2,
  voucherUsesHeldOrUsed: 2,
  ...overrides,
});

describe('checkFlashBooks', () => {
  it('balances a sale that sold its stock, the voucher at its total, every amount its order', () => {
    const books = checkFlashBooks(seen(), soldOut());
    expect(books).toMatchObject({
      ok: true,
      boxesSold: 3,
      boxesExpected: 3,
      oversold: 0,
      unaccounted: 0,
      ledgerMatches: true,
      paidOrders: 3,
      paidWithVoucher: 2,
      ordersWithVoucher: 2,
      amountMismatches: 0,
    });
    expect(books.problems).toEqual([]);
  });

  it('expects only the boxes asked for when demand is under the stock', () => {
    const books = checkFlashBooks(seen({ demand: 2 }), soldOut());
    expect(books.ok).toBe(false);
    expect(books.boxesExpected).toBe(2);
    expect(books.problems).toEqual(['3 boxes sold; min(stock, demand) is 2']);
  });

  it('finds a box sold beyond the stock', () => {
    const state = soldOut();
    const books = checkFlashBooks(
      seen(),
      soldOut({
        orders: [...state.orders, order(4)],
        payments: [...state.payments, { order_id: 4, channel: 'backend', amount: '206.00' }],
      }),
    );
    expect(books).toMatchObject({ ok: false, boxesSold: 4, oversold: 1, unaccounted: -1 });
    expect(books.problems).toContain('1 boxes sold beyond the 3 in stock');
  });

  it('counts a box held by an unpaid order as neither sold nor lost', () => {
    const books = checkFlashBooks(
      seen(),
      soldOut({
        orders: [
          order(1, withVoucher),
          order(2, withVoucher),
          order(3, { status: 'Pending', paid: false, stock_hold: 'reserved' }),
        ],
        payments: soldOut().payments.filter((message) => message.order_id !== 3),
      }),
    );
    expect(books).toMatchObject({ ok: false, boxesSold: 2, boxesHeldUnpaid: 1, unaccounted: 0 });
    expect(books.problems).toEqual(['2 boxes sold; min(stock, demand) is 3']);
  });

  it('finds the voucher on more orders than its uses', () => {
    const books = checkFlashBooks(
      seen(),
      soldOut({
        orders: [order(1, withVoucher), order(2, withVoucher), order(3, withVoucher)],
        payments: soldOut().payments.map((message) => ({ ...message, amount: '196.00' })),
        voucherUsesTaken: 3,
        voucherUsesHeldOrUsed: 3,
      }),
    );
    expect(books).toMatchObject({ ok: false, paidWithVoucher: 3, ordersWithVoucher: 3 });
    expect(books.problems).toEqual([
      '3 paid orders carry the voucher of 2 uses',
      '3 orders carry the voucher of 2 uses',
      'the voucher counts 3 uses taken, 3 held or used, of 2',
      'order uuid-3 of 19600 sen: payment request for 20600 sen',
    ]);
  });

  it('finds a paid amount that is not its order', () => {
    const books = checkFlashBooks(
      seen(),
      soldOut({
        payments: [
          { order_id: 1, channel: 'backend', amount: '206.00' },
          { order_id: 2, channel: 'backend', amount: '196.00' },
        ],
      }),
    );
    expect(books).toMatchObject({ ok: false, amountMismatches: 2 });
    expect(books.problems).toEqual([
      'order uuid-1 of 19600 sen: gateway message for 20600 sen',
      'order uuid-3 of 20600 sen: no gateway message',
    ]);
  });

  it('finds a total that does not add up and a discount without a voucher', () => {
    const books = checkFlashBooks(
      seen(),
      soldOut({
        orders: [
          order(1, { ...withVoucher, total_sen: 19800 }),
          order(2, withVoucher),
          order(3, { discount_sen: 1000 }),
        ],
        payments: [
          { order_id: 1, channel: 'backend', amount: '198.00' },
          { order_id: 2, channel: 'backend', amount: '196.00' },
          { order_id: 3, channel: 'backend', amount: '206.00' },
        ],
      }),
    );
    expect(books.amountMismatches).toBe(2);
    expect(books.problems).toEqual([
      'order uuid-1 of 19800 sen: total is not items − discount + shipping, payment request for 19600 sen',
      'order uuid-3 of 20600 sen: total is not items − discount + shipping, discount 1000 sen with voucher none',
    ]);
  });

  it('holds the stock to its ledger', () => {
    const books = checkFlashBooks(seen(), soldOut({ ledgerSum: 2 }));
    expect(books).toMatchObject({ ok: false, ledgerMatches: false });
    expect(books.problems).toEqual(['the stock ledger adds up to 2, the stock is 0']);
  });
});
