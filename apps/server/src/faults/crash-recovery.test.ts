import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtGateway, waitUntil } from '../test/gateway-test-kit';
import type { DriverName } from '../db/database';
import { testDrivers } from '../test/test-database';
import { createFaultShop, type FaultShop } from './fault-shop';
import { startStandaloneGateway, type StandaloneGateway } from './gateway-process';
import { startInbox, type Inbox } from '../test/smtp-inbox';
import { newShopper } from './shopper';

/*
 * The shop as a real process, killed with SIGKILL at the moments that matter, and started again
 * on the same data. The gateway and the mail server live outside it, as they do in production.
 */
/** A shop process, its own gateway (retrying as told) and a mail server, for one describe block. */
function useFaultShop(
  driver: DriverName,
  retries: { maxBackendAttempts: number; retryDelayMs: number },
) {
  const parts: { gateway?: StandaloneGateway; inbox?: Inbox; shop?: FaultShop } = {};
  beforeAll(async () => {
    parts.gateway = await startStandaloneGateway(retries);
    parts.inbox = await startInbox();
    parts.shop = await createFaultShop(driver, parts.gateway, parts.inbox);
    await parts.shop.start();
  }, 120_000);
  afterAll(async () => {
    await parts.shop?.close();
    await parts.gateway?.close();
    await parts.inbox?.close();
  }, 60_000);
  const get = <K extends keyof typeof parts>(key: K): NonNullable<(typeof parts)[K]> => {
    const part = parts[key];
    if (!part) throw new Error(`${key} not started`);
    return part as NonNullable<(typeof parts)[K]>;
  };
  return { gateway: () => get('gateway'), inbox: () => get('inbox'), shop: () => get('shop') };
}

const statusOf = async (shopper: Awaited<ReturnType<typeof newShopper>>, uuid: string) =>
  (await shopper.orders()).find((order) => order.uuid === uuid)?.status;

describe.each(testDrivers())('a shop killed and restarted on %s', (driver) => {
  // The gateway keeps trying for a minute: long enough for the shop to come back, even on a
  // busy machine.
  const patient = useFaultShop(driver, { maxBackendAttempts: 120, retryDelayMs: 500 });
  const shop = { kill: () => patient.shop().kill(), start: () => patient.shop().start() };
  const baseUrl = () => patient.shop().baseUrl;

  it('accepts, once, the gateway retries that arrive while it was down', async () => {
    const gateway = patient.gateway();
    const inbox = patient.inbox();
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

describe.each(testDrivers())("a shop down for all the gateway's retries on %s", (driver) => {
  // Three quick attempts: the gateway gives up while the shop is still down.
  const brief = useFaultShop(driver, { maxBackendAttempts: 3, retryDelayMs: 200 });

  it('settles by re-query a payment whose every callback was lost, with one e-mail', async () => {
    const gateway = brief.gateway();
    const inbox = brief.inbox();
    const shop = brief.shop();
    const baseUrl = () => shop.baseUrl;
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
});
