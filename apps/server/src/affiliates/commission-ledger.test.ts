import { randomBytes } from 'node:crypto';
import { sen } from '@nyiur/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertOrder } from '../admin/orders/order-fixture';
import { orderAuditWriter } from '../admin/orders/order-audit-writer';
import type { Actor } from '../audit/record-audit';
import { transitionOrder, type OrderCommand } from '../admin/orders/transition-order';
import type { DatabaseHandle } from '../db/database';
import { affiliateCommissions, affiliateTerms, referralCodes, users } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { markOrderPaid } from '../payments/mark-order-paid';
import { openTestDatabase, racing, testDrivers } from '../test/test-database';
import { balancesOf } from './affiliate-balances';

describe.each(testDrivers())('the affiliate ledger on %s', (driver) => {
  let database: DatabaseHandle;
  let owner: Actor;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    owner = await insertAdmin(database.db);
  });
  afterAll(async () => database.close());
  const db = () => database.db;

  const insertMember = async (referredBy: string) => {
    const [user] = await db()
      .insert(users)
      .values({
        email: `m-${randomBytes(4).toString('hex')}@example.test`,
        passwordHash: 'not used',
        firstName: 'Siti',
        referredBy,
      })
      .returning();
    if (!user) throw new Error('no user');
    return user;
  };

  /** An affiliate code owned by a member, optionally with its own rate in hundredths of a percent. */
  const affiliate = async (rateBasisPoints?: number) => {
    const holder = await insertMember('MNA001');
    const code = `AFF${randomBytes(3).toString('hex').toUpperCase()}`;
    await db().insert(referralCodes).values({ code, kind: 'affiliate', ownerUserId: holder.id });
    if (rateBasisPoints !== undefined)
      await db().insert(affiliateTerms).values({ code, rateBasisPoints });
    return code;
  };

  /** A pending order of RM198 goods + RM8 shipping by a member referred with `code`. */
  const pendingOrder = async (referredBy: string | null, deliveryMode?: 'pickup') => {
    const member = referredBy === null ? null : await insertMember(referredBy);
    const order = await insertOrder(db(), {
      status: 'Pending',
      userId: member?.id,
      ...(deliveryMode ? { deliveryMode } : {}),
    });
    await db()
      .update(salesOrders)
      .set({ itemsSen: 19_800, shippingFeeSen: 800, totalSen: 20_600 })
      .where(eq(salesOrders.id, order.id));
    return order.id;
  };

  const pay = (orderId: number) =>
    markOrderPaid(db(), orderId, { paymentId: '2', transId: `T${orderId}` }, () => '/order');
  const run = (orderId: number, command: OrderCommand) =>
    transitionOrder({ db: db(), audit: orderAuditWriter }, orderId, command, owner);
  const linesOf = (orderId: number) =>
    db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.orderId, orderId))
      .orderBy(affiliateCommissions.id);
  const balanceOf = async (code: string) =>
    (await balancesOf(db(), [code], 7)).get(code) ?? { heldSen: 0, payableSen: 0, paidSen: 0 };
  /** Moves the return window's start `days` into the past, as if the time had gone by. */
  const windowStartedDaysAgo = (orderId: number, days: number) =>
    db()
      .update(affiliateCommissions)
      .set({ windowStartsAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(affiliateCommissions.orderId, orderId));
  const refund = (amount: number, reference: string): OrderCommand => ({
    action: 'refund',
    amountSen: sen(amount),
    method: 'bank_transfer',
    reference,
  });

  it('holds a commission on the goods subtotal, shipping excluded, at the default 10%', async () => {
    const code = await affiliate();
    const orderId = await pendingOrder(code);
    await pay(orderId);
    const [line, ...more] = await linesOf(orderId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      code,
      kind: 'commission',
      status: 'held',
      amountSen: 1_980,
      baseSen: 19_800,
      rateBasisPoints: 1_000,
      windowStartsAt: null,
    });
    expect(await balanceOf(code)).toEqual({ heldSen: 1_980, payableSen: 0, paidSen: 0 });
  });

  it("uses the code's own rate when the owner set one", async () => {
    const code = await affiliate(1_250);
    const orderId = await pendingOrder(code);
    await pay(orderId);
    expect((await linesOf(orderId))[0]).toMatchObject({ amountSen: 2_475, rateBasisPoints: 1_250 });
  });

  racing(driver)(
    'writes exactly one line when the payment is confirmed several times at once',
    async () => {
      const code = await affiliate();
      const orderId = await pendingOrder(code);
      const answers = await Promise.all([pay(orderId), pay(orderId), pay(orderId)]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await pay(orderId)).toBeUndefined();
      expect(await linesOf(orderId)).toHaveLength(1);
      expect(await balanceOf(code)).toMatchObject({ heldSen: 1_980 });
    },
  );

  it('writes nothing for the house code or a guest', async () => {
    const house = await pendingOrder('MNA001');
    const guest = await pendingOrder(null);
    await pay(house);
    await pay(guest);
    expect(await linesOf(house)).toEqual([]);
    expect(await linesOf(guest)).toEqual([]);
  });

  it('cancels a held commission when the order is cancelled or wholly refunded', async () => {
    const code = await affiliate();
    const cancelled = await pendingOrder(code);
    const refunded = await pendingOrder(code);
    await pay(cancelled);
    await pay(refunded);
    expect(await run(cancelled, { action: 'cancel', reason: 'Out of stock' })).toMatchObject({
      ok: true,
    });
    expect(await run(refunded, refund(20_600, 'TRF-FULL'))).toMatchObject({ ok: true });
    expect((await linesOf(cancelled)).map((line) => line.status)).toEqual(['cancelled']);
    expect((await linesOf(refunded)).map((line) => line.status)).toEqual(['cancelled']);
    // The money of the cancelled order is then refunded: the line stays cancelled, no clawback.
    await run(cancelled, refund(20_600, 'TRF-CXL'));
    expect(await linesOf(cancelled)).toHaveLength(1);
    expect(await balanceOf(code)).toEqual({ heldSen: 0, payableSen: 0, paidSen: 0 });
  });

  it('shrinks a held commission in proportion to a partial refund', async () => {
    const code = await affiliate();
    const orderId = await pendingOrder(code);
    await pay(orderId);
    await run(orderId, refund(5_150, 'TRF-QUARTER'));
    const [line, ...more] = await linesOf(orderId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ status: 'held', amountSen: 1_485 });
  });

  it('releases a commission once the return window after completion has passed', async () => {
    const code = await affiliate();
    const orderId = await pendingOrder(code);
    await pay(orderId);
    await run(orderId, { action: 'ship', courier: 'Pos Laju', trackingNumber: 'EP123456789MY' });
    expect((await linesOf(orderId))[0]?.windowStartsAt).toBeNull();
    await run(orderId, { action: 'complete' });
    expect((await linesOf(orderId))[0]?.windowStartsAt).toBeInstanceOf(Date);
    await windowStartedDaysAgo(orderId, 6);
    expect(await balanceOf(code)).toEqual({ heldSen: 1_980, payableSen: 0, paidSen: 0 });
    await windowStartedDaysAgo(orderId, 8);
    expect(await balanceOf(code)).toEqual({ heldSen: 0, payableSen: 1_980, paidSen: 0 });
  });

  it('starts the window at collection for a pick-up order', async () => {
    const code = await affiliate();
    const orderId = await pendingOrder(code, 'pickup');
    await pay(orderId);
    await run(orderId, { action: 'mark-ready' });
    await run(orderId, { action: 'collect' });
    const started = (await linesOf(orderId))[0]?.windowStartsAt;
    expect(started).toBeInstanceOf(Date);
    await run(orderId, { action: 'complete' });
    expect((await linesOf(orderId))[0]?.windowStartsAt).toEqual(started);
  });

  it('claws back a released commission refunded later, in full or in part', async () => {
    const code = await affiliate();
    const orderId = await pendingOrder(code);
    await pay(orderId);
    await run(orderId, { action: 'ship', courier: 'J&T Express', trackingNumber: '630012345678' });
    await run(orderId, { action: 'complete' });
    await windowStartedDaysAgo(orderId, 10);
    await run(orderId, refund(10_300, 'TRF-HALF'));
    await run(orderId, refund(10_300, 'TRF-REST'));
    const lines = await linesOf(orderId);
    expect(lines.map(({ kind, status, amountSen }) => ({ kind, status, amountSen }))).toEqual([
      { kind: 'commission', status: 'released', amountSen: 1_980 },
      { kind: 'clawback', status: 'released', amountSen: -990 },
      { kind: 'clawback', status: 'released', amountSen: -990 },
    ]);
    expect(await balanceOf(code)).toEqual({ heldSen: 0, payableSen: 0, paidSen: 0 });
  });
});
