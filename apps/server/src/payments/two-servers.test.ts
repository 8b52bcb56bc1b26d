import { checkout } from '@nyiur/api';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { emailOutbox } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { createScratchDatabase } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed-catalogue';
import { deliveryTo } from '../test/delivery-fixture';
import { migrationsFolder } from '../paths';
import { scratchDatabaseName, testDatabaseUrl } from '../test/env';
import { post, registerMember } from '../test/http';
import { postgresOnly } from '../test/test-database';
import { postBackend, returnToShop, signedResult } from '../test/gateway-test-kit';
import { startShopServer, type ShopServer } from '../test/listening-test-app';
import { paymentGatewayOf } from './payment-gateway';

/**
 * Two separate pools on one fresh PostgreSQL database, as two server processes would have.
 * PGlite is embedded in one process, so the race this file is about cannot happen there.
 */
async function openTwice(): Promise<{
  handles: [DatabaseHandle, DatabaseHandle];
  drop: () => Promise<void>;
}> {
  const scratch = await createScratchDatabase(testDatabaseUrl ?? '', scratchDatabaseName('two'));
  const first = await openDatabase({ databaseUrl: scratch.url, poolSize: 10, migrationsFolder });
  await seedCatalogue(first.db);
  const second = await openDatabase({
    databaseUrl: scratch.url,
    poolSize: 10,
    migrationsFolder,
  });
  return {
    handles: [first, second],
    drop: async () => {
      await first.close();
      await second.close();
      await scratch.drop({ force: true });
    },
  };
}

describe.each(postgresOnly())('two servers on one %s database', () => {
  let servers: [ShopServer, ShopServer] | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const opened = await openTwice();
    drop = opened.drop;
    servers = [await startShopServer(opened.handles[0]), await startShopServer(opened.handles[1])];
  }, 120_000);
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    await drop?.();
  }, 60_000);

  it('pays once when the browser result reaches one server and the backend result the other', async () => {
    if (!servers) throw new Error('servers not started');
    const [first, second] = servers;
    const db = first.app.ctx.db;
    const gateway = paymentGatewayOf(first.config);
    expect(paymentGatewayOf(second.config).merchantKey).toBe(gateway.merchantKey);
    const member = await registerMember(first.app);

    for (let round = 0; round < 20; round += 1) {
      await post(first.app, '/users/add-to-cart', { product_id: 15372, quantity: 1 }, member.token);
      const handoff = checkout.response.parse(
        (await post(second.app, checkout.path, deliveryTo(), member.token)).body.data,
      );
      const [order] = await db.select().from(salesOrders).where(eq(salesOrders.uuid, handoff.uuid));
      if (!order) throw new Error('no order');
      const fields = signedResult(gateway, order);
      const [browser, backend] = await Promise.all([
        returnToShop(`${first.baseUrl}/api/payments/ipay88/response`, fields),
        postBackend(`${second.baseUrl}/api/payments/ipay88/backend`, fields),
        postBackend(`${first.baseUrl}/api/payments/ipay88/backend`, fields),
      ]);
      expect(browser.location).toBe(`/order/success?token=${order.token}`);
      expect(backend.body).toBe('RECEIVEOK');
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `%${order.refNo}%`));
      expect(mails).toHaveLength(1);
    }
  }, 180_000);
});
