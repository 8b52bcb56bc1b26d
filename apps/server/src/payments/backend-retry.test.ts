import { createServer, type Server } from 'node:http';
import { checkout } from '@nyiur/api';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { emailOutbox } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember } from '../test/http';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { payAtGateway, waitUntil } from '../test/gateway-test-kit';
import { freePort, startShopServer, type ShopServer } from '../test/listening-test-app';
import { BACKEND_PATH } from './payment-gateway';

/**
 * The shop behind a front proxy (its PUBLIC_BASE_URL) that answers the first backend result with
 * 503, as a busy load balancer would. The sandbox posts only to the shop's registered backend
 * address, so the failure has to happen there, on the real path.
 */
describe.each(testDrivers())('backend result after a busy moment on %s', (driver) => {
  let database: DatabaseHandle;
  let shop: ShopServer;
  let front: Server;
  const backendAttempts: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const port = await freePort();
    shop = await startShopServer(database, { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
    front = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === BACKEND_PATH) {
          backendAttempts.push(Date.now());
          if (backendAttempts.length === 1) {
            response.writeHead(503, { 'content-type': 'text/plain' }).end('busy');
            return;
          }
        }
        const contentType = request.headers['content-type'];
        void fetch(`${shop.baseUrl}${request.url ?? '/'}`, {
          method: request.method ?? 'GET',
          headers: contentType ? { 'content-type': contentType } : {},
          ...(request.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
          redirect: 'manual',
        }).then(async (answer) => {
          const location = answer.headers.get('location');
          response
            .writeHead(answer.status, {
              'content-type': answer.headers.get('content-type') ?? 'text/plain',
              ...(location ? { location } : {}),
            })
            .end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await shop.close();
    await database.close();
  }, 60_000);

  it('is retried by the sandbox until RECEIVEOK, and pays once', async () => {
    const member = await registerMember(shop.app);
    await post(shop.app, '/users/add-to-cart', { product_id: 15373, quantity: 1 }, member.token);
    const answer = await post(shop.app, checkout.path, deliveryTo(), member.token);
    const handoff = checkout.response.parse(answer.body.data);
    await payAtGateway(handoff.payment_url, handoff.payment_request, { action: 'approve' });

    const orderOf = async () =>
      (await database.db.select().from(salesOrders).where(eq(salesOrders.uuid, handoff.uuid)))[0];
    await waitUntil(async () => (await orderOf())?.status === 'Paid');
    expect(backendAttempts).toHaveLength(2);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${handoff.payment_request.RefNo}%`));
    expect(mails).toHaveLength(1);
  });
});
