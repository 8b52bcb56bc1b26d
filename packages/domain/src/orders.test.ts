import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canPayOrder, orderTone, orderTotal } from './orders';
import { sen } from './units';

describe('order presentation', () => {
  it.each([
    ['Pending', 'amber', true],
    ['Paid', 'red', false],
    ['Shipped', 'red', false],
    ['Completed', 'red', false],
    ['Cancelled', 'red', false],
    ['Failed', 'red', false],
    ['Ready for pick-up', 'red', false],
    ['Collected', 'red', false],
    ['Partly refunded', 'red', false],
    ['Refunded', 'red', false],
    ['Mystery', 'red', false],
  ])('%s is %s, pay action %s', (status, tone, pay) => {
    expect(orderTone(status)).toBe(tone);
    expect(canPayOrder(status)).toBe(pay);
  });
  it("keeps the spec's six statuses and adds the back office's four", () => {
    expect(ORDER_STATUSES).toEqual(
      expect.arrayContaining(['Pending', 'Paid', 'Shipped', 'Completed', 'Cancelled', 'Failed']),
    );
    expect(ORDER_STATUSES).toHaveLength(10);
  });
  it('totals item amounts plus shipping', () => {
    expect(orderTotal([sen(19800), sen(39600)], sen(1200))).toBe(60600);
    expect(orderTotal([], sen(2000))).toBe(2000);
  });
});
