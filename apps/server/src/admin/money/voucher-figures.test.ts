import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesOrders } from '../../db/schema/sales-orders';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';
import { dailyDigestEmail } from './daily-digest-email';
import { dashboardFigures } from './dashboard-figures';
import { vouchersUsed } from './voucher-figures';

const NOW = new Date('2026-12-12T12:00:00+08:00');
const myt = (local: string) => new Date(`${local}:00+08:00`);

describe.each(testDrivers())('vouchers in the money figures on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const paidWith = async (code: string | null, discountSen: number, paidAt: string) => {
    const order = await insertOrder(db(), { totalSen: 20_000 - discountSen });
    await db()
      .update(salesOrders)
      .set({ voucherCode: code, discountSen, itemsSen: 20_000, paidAt: myt(paidAt) })
      .where(eq(salesOrders.id, order.id));
  };

  it('names the vouchers of a day and adds their discount back for revenue before discounts', async () => {
    await paidWith('RAYA10', 1000, '2026-12-12T09:00');
    await paidWith('RAYA10', 1000, '2026-12-12T10:00');
    await paidWith('SALE1212', 3000, '2026-12-12T11:00');
    await paidWith(null, 0, '2026-12-12T11:30');
    await paidWith('RAYA10', 1000, '2026-12-11T23:00');

    const day = { from: myt('2026-12-12T00:00'), to: NOW };
    expect(await vouchersUsed(db(), day)).toEqual({
      discountSen: 5000,
      vouchers: [
        { code: 'RAYA10', orders: 2, discountSen: 2000 },
        { code: 'SALE1212', orders: 1, discountSen: 3000 },
      ],
    });
    // 190 + 190 + 170 + 200 paid today.
    expect(await dashboardFigures(db(), 'today', NOW)).toMatchObject({
      revenue: '750.00',
      revenue_before_discounts: '800.00',
      discounts: '50.00',
      vouchers_used: [
        { code: 'RAYA10', orders: 2, discount: '20.00' },
        { code: 'SALE1212', orders: 1, discount: '30.00' },
      ],
    });
  });
});

describe('the daily digest', () => {
  const figures = {
    day: '2026-12-12',
    revenueSen: 75_000,
    orders: 4,
    averageSen: 18_750,
    toShip: 4,
    lowStock: [],
    mismatches: 0,
  };

  it('names the vouchers used', () => {
    const mail = dailyDigestEmail(
      'owner@nyiur.test',
      {
        ...figures,
        vouchers: [
          { code: 'RAYA10', orders: 2, discountSen: 2000 },
          { code: 'SALE1212', orders: 1, discountSen: 3000 },
        ],
      },
      'https://shop.test/admin',
    );
    expect(mail.text).toContain(
      'Vouchers: RAYA10 on 2 orders (RM 20.00 off), SALE1212 on 1 order (RM 30.00 off).',
    );
  });

  it('says nothing of vouchers on a day without any', () => {
    const mail = dailyDigestEmail('owner@nyiur.test', { ...figures, vouchers: [] }, 'https://x');
    expect(mail.text).not.toContain('Vouchers');
  });
});
