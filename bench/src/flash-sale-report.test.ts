import { describe, expect, it } from 'vitest';
import { FLASH_STEPS, type FlashSaleReport } from './flash-sale';
import { flashSaleSection } from './flash-sale-report';

const step = { count: 100, p50: 40, p99: 250, p999: 300, max: 310 };

const sale = (books: Partial<FlashSaleReport['books']>): FlashSaleReport => ({
  shoppers: 500,
  seconds: 120,
  elapsedSeconds: 41.5,
  paidOrders: 100,
  ordersPerSecond: 100 / 41.5,
  refusedVoucher: 3,
  soldOutAnswers: 400,
  steps: Object.fromEntries(FLASH_STEPS.map((name) => [name, step])) as FlashSaleReport['steps'],
  errors: {},
  books: {
    boxesSold: 100,
    stockLeft: 0,
    oversold: 0,
    paidOrders: 100,
    ordersWithVoucher: 50,
    voucherUsesTaken: 50,
    amountMismatches: 0,
    totalsNotAddingUp: 0,
    ok: true,
    ...books,
  },
});

describe('the 12.12 section', () => {
  it('gives the orders a second and the books', () => {
    const text = flashSaleSection(sale({}));
    expect(text).toContain('**100 orders paid, 2.41 paid orders/s**');
    expect(text).toContain(
      'Books: 100 boxes sold (0 left), 0 oversold; 50 paid orders with the voucher (50 uses taken, at most 50)',
    );
    expect(text).toContain('**Clean.**');
    expect(text).toContain('| apply voucher | 100 |');
  });

  it('says so when the books are not clean', () => {
    expect(flashSaleSection(sale({ oversold: 1, ok: false }))).toContain('**NOT clean.**');
  });
});
