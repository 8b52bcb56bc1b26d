import { adminContract } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesOrders } from '../../db/schema/sales-orders';
import { staffOf } from '../../test/admin-client';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from './order-fixture';

const { adminOrderGet, adminOrderSlips } = adminContract;

/* The order page and packing slips name the payment method, never the gateway's number. */
describe.each(testDrivers())('the payment method on an order on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `pay-method-${driver}`);

  it.each([
    ['2', 'Card'],
    ['6', 'FPX · Maybank2U'],
    ['523', 'GrabPay'],
  ])('PaymentId %s shows as %s', async (paymentId, name) => {
    const order = await insertOrder(db());
    await db().update(salesOrders).set({ paymentId }).where(eq(salesOrders.id, order.id));
    const packer = await staff.browserFor('packer');
    const page = await packer.post(adminOrderGet.path, { id: order.id });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect((page.body.data?.['order'] as { payment_method: string }).payment_method).toBe(name);
    const slips = await packer.post(adminOrderSlips.path, { ids: [order.id] });
    expect(slips.status, JSON.stringify(slips.body)).toBe(200);
    expect((slips.body.data?.['slips'] as { payment_method: string }[])[0]?.payment_method).toBe(
      name,
    );
  });
});
