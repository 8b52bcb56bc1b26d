import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtGateway, waitUntil } from '../test/gateway-test-kit';
import type { DriverName } from '../db/database';
import { testDrivers } from '../test/test-database';
import { createFaultShop, type FaultShop } from './fault-shop';
import { startStandaloneGateway, type StandaloneGateway } from './gateway-process';
import { startInbox, type Inbox } from '../test/smtp-inbox';
import { newShopper, type Shopper } from './shopper';

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

/**
 * Waits for a reset mail asked for now: the outbox sends in the order mail was queued, so once
 * it arrives every mail queued before it to this shopper has gone out.
 */
async function everyEarlierMailSent(shopper: Shopper, inbox: Inbox): Promise<void> {
  const before = inbox.count(shopper.email, 'reset your password');
  await shopper.forgotPassword();
  await waitUntil(async () => inbox.count(shopper.email, 'reset your password') > before, 30_000);
}

const statusOf = async (shopper: Awaited<ReturnType<typeof newShopper>>, uuid: string) =>
  (await shopper.orders()).find((order) => order.uuid === uuid)?.status;

describe.each(testDrivers())('a shop killed and restarted on %s', (driver) => {
  // The gateway keeps trying for a minute: long enough for the shop to come back, even on a
  // busy machine.
  const patient = useFaultShop(driver, { maxBackendAttempts: 120, retryDelayMs: 500 });
  const shop = {
    kill: () => patient.shop().kill(),
    start: (env?: Record<string, string>) => patient.shop().start(env),
  };
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

    await everyEarlierMailSent(shopper, inbox);
    expect(inbox.count(shopper.email, refNo)).toBe(1);
  }, 120_000);

  it('killed with checkouts half-written, leaves no order and a payable cart', async () => {
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => newShopper(baseUrl)));
    // This start stops every checkout inside its transaction, the order row written and its
    // lines not yet: the kill below lands while at least one is provably under way.
    await shop.kill();
    await shop.start({ FAULT_HOLD: 'order-items' });
    const attempts = shoppers.map((shopper) =>
      shopper.checkout().then(
        () => 'answered',
        () => 'cut off',
      ),
    );
    await patient.shop().current().printed('fault point reached: order-items', 60_000);
    await shop.kill();
    expect(await Promise.all(attempts)).toEqual(['cut off', 'cut off', 'cut off']);
    await shop.start();

    for (const shopper of shoppers) {
      // An order row without its lines would show here: a checkout is all or nothing.
      const orders = await shopper.orders();
      expect(
        orders.map((order) => ({ ref: order.reference, lines: order.sales_order_items.length })),
        `${shopper.email}: orders left by the checkout the kill cut off`,
      ).toEqual([]);
      // The cart the kill interrupted still checks out and pays after the restart.
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
    await everyEarlierMailSent(shopper, inbox);
    expect(inbox.count(shopper.email, refNo)).toBe(1);
  }, 120_000);
});
