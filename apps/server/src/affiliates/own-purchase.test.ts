import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../admin/orders/order-fixture';
import type { DatabaseHandle } from '../db/database';
import { addresses, affiliateCommissions, referralCodes, users } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { markOrderPaid } from '../payments/mark-order-paid';
import { openTestDatabase, testDrivers } from '../test/test-database';

/* An affiliate buying through a second account of their own earns no commission on it. */
describe.each(testDrivers())('commission on the affiliate own purchases on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => database.close());
  const db = () => database.db;

  const member = async (email: string, referredBy = 'MNA001') => {
    const [user] = await db()
      .insert(users)
      .values({ email, passwordHash: 'not used', firstName: 'Siti', referredBy })
      .returning();
    if (!user) throw new Error('no user');
    return user;
  };
  const tag = () => randomBytes(4).toString('hex');
  const phone = () => `01${randomInt(10_000_000, 99_999_999)}`;

  /** An affiliate with a saved address, and a second account referred by their code. */
  const pair = async () => {
    const name = `siti.${tag()}`;
    const holder = await member(`${name}@gmail.com`);
    const code = `AFF${tag().toUpperCase()}`;
    await db().insert(referralCodes).values({ code, kind: 'affiliate', ownerUserId: holder.id });
    const holderPhone = phone();
    const street = `${randomInt(1, 999)} Jalan Kenari ${tag()}`;
    await db().insert(addresses).values({
      userId: holder.id,
      firstName: 'Siti',
      lastName: 'Aminah',
      address: street,
      postcode: '47300',
      city: 'Petaling Jaya',
      state: 'Selangor',
      country: 'Malaysia',
      phoneNo: holderPhone,
      isDefault: true,
    });
    const second = await member(`other-${tag()}@example.test`, code.toLowerCase());
    return { name, holderPhone, street, second };
  };

  const paidOrder = async (
    userId: number,
    details: { email: string; phone: string; address: string; postcode: string },
  ) => {
    const order = await insertOrder(db(), { status: 'Pending', userId });
    await db().update(salesOrders).set(details).where(eq(salesOrders.id, order.id));
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: `T${order.id}` }, () => '/o');
    return db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.orderId, order.id));
  };

  it("pays commission on a stranger's order", async () => {
    const { second } = await pair();
    const lines = await paidOrder(second.id, {
      email: second.email,
      phone: phone(),
      address: `${randomInt(1, 999)} Jalan Melur ${tag()}`,
      postcode: '50450',
    });
    expect(lines.map((line) => line.amountSen)).toEqual([1_980]);
  });

  it.each([
    ['the same Gmail inbox', 'email'],
    ['the same phone written another way', 'phone'],
    ['the same delivery address', 'address'],
    ['the same street written short, "12, Jln."', 'short street'],
  ] as const)('pays none with %s as the affiliate', async (_what, same) => {
    const { name, holderPhone, street, second } = await pair();
    const lines = await paidOrder(second.id, {
      email: same === 'email' ? `${name.replace('.', '')}+shop@googlemail.com` : second.email,
      phone: same === 'phone' ? `+60 ${holderPhone.slice(1, 3)}-${holderPhone.slice(3)}` : phone(),
      address:
        same === 'address'
          ? street.toUpperCase()
          : same === 'short street'
            ? street.replace(' Jalan ', ', Jln. ')
            : `${randomInt(1, 999)} Jalan Melur`,
      postcode: same === 'address' || same === 'short street' ? '47300' : '50450',
    });
    expect(lines).toEqual([]);
  });
});
