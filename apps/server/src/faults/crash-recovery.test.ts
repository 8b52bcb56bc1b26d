import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtGateway, waitUntil } from '../payments/gateway-test-kit';
import { testDrivers } from '../test/test-database';
import { createFaultShop, type FaultShop } from './fault-shop';
import { startStandaloneGateway, type StandaloneGateway } from './gateway-process';
import { startInbox, type Inbox } from './inbox';
import { newShopper } from './shopper';

/*
 * The shop as a real process, killed with SIGKILL at the moments that matter, and started again
 * on the same data. The gateway and the mail server live outside it, as they do in production.
 */
describe.each(testDrivers())('a shop killed and restarted on %s', (driver) => {
  let gateway: StandaloneGateway;
  let inbox: Inbox;
  let shop: FaultShop;

  beforeAll(async () => {
    // Twenty attempts half a second apart: the gateway keeps trying for about ten seconds.
    gateway = await startStandaloneGateway({ maxBackendAttempts: 20, retryDelayMs: 500 });
    inbox = await startInbox();
    shop = await createFaultShop(driver, gateway, inbox);
    await shop.start();
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await gateway?.close();
    await inbox?.close();
  }, 60_000);

  const baseUrl = () => shop.baseUrl;
  const statusOf = async (shopper: Awaited<ReturnType<typeof newShopper>>, uuid: string) =>
    (await shopper.orders()).find((order) => order.uuid === uuid)?.status;

  it('accepts, once, the gateway retries that arrive while it was down', async () => {
    const shopper = await newShopper(baseUrl);
    const handoff = await shopper.checkout();
    const refNo = handoff.payment_request['RefNo'] ?? '';

    await shop.kill();
    // The shopper pays while the shop is down: the gateway's first posts are refused.
    await payAtGateway(handoff.payment_url, handoff.payment_request, { action: 'approve' });
    await shop.start();

    await waitUntil(async () => (await statusOf(shopper, handoff.uuid)) === 'Paid', 30_000);
    await gateway.sandbox.settled();
    const transaction = gateway.sandbox.transactions().find((t) => t.refNo === refNo);
    expect(transaction?.backendAcknowledged).toBe(true);
    const attempts = transaction?.backendAttempts ?? [];
    expect(attempts.length).toBeGreaterThan(1);
    // Refused while down, then the one acknowledged post, after which the gateway stops.
    expect(attempts.at(0)?.httpStatus).toBeUndefined();
    expect(attempts.filter((attempt) => attempt.answer === 'RECEIVEOK')).toHaveLength(1);
    expect(attempts.at(-1)?.answer).toBe('RECEIVEOK');

    await waitUntil(async () => inbox.count(shopper.email, refNo) > 0, 15_000);
    // Two more outbox rounds: a second copy would have gone by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inbox.count(shopper.email, refNo)).toBe(1);
  }, 120_000);

  it('settles by re-query a payment whose every callback was lost, with one e-mail', async () => {
    const shopper = await newShopper(baseUrl);
    const handoff = await shopper.checkout();
    const refNo = handoff.payment_request['RefNo'] ?? '';

    await shop.kill();
    await payAtGateway(handoff.payment_url, handoff.payment_request, { action: 'approve' });
    // The gateway gives up on the backend post while the shop is still down.
    await gateway.sandbox.settled();
    const transaction = gateway.sandbox.transactions().find((t) => t.refNo === refNo);
    expect(transaction?.backendAcknowledged).toBe(false);

    await shop.start();
    await waitUntil(async () => (await statusOf(shopper, handoff.uuid)) === 'Paid', 30_000);
    await waitUntil(async () => inbox.count(shopper.email, refNo) > 0, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inbox.count(shopper.email, refNo)).toBe(1);
  }, 120_000);

  it('killed in the middle of checkouts, leaves only whole orders and a payable cart', async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => newShopper(baseUrl)));
    const attempts = shoppers.map((shopper) => shopper.checkout().catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 40));
    await shop.kill();
    await Promise.all(attempts);
    await shop.start();

    for (const shopper of shoppers) {
      const orders = await shopper.orders();
      expect(orders.length).toBeLessThanOrEqual(1);
      for (const order of orders) {
        expect(order.sales_order_items.length).toBeGreaterThan(0);
        const items = order.sales_order_items.reduce((sum, item) => sum + Number(item.amount), 0);
        expect(Number(order.amount)).toBeCloseTo(items + Number(order.shipping_fees), 2);
      }
      // Whatever the kill interrupted, the shopper can still check out and pay after the restart.
      const handoff = await shopper.checkout();
      await payAtGateway(handoff.payment_url, handoff.payment_request, { action: 'approve' });
      await waitUntil(async () => (await statusOf(shopper, handoff.uuid)) === 'Paid', 30_000);
    }
  }, 180_000);
});
