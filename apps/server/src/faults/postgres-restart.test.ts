import type { CheckoutResponse } from '@nyiur/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtGateway, waitUntil } from '../test/gateway-test-kit';
import { createFaultShop, type FaultShop } from './fault-shop';
import { startStandaloneGateway, type StandaloneGateway } from './gateway-process';
import { startInbox, type Inbox } from '../test/smtp-inbox';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { newShopper, type Shopper } from './shopper';

const SHOPPERS = 8;
const LOAD_MS = 9_000;
const RESTART_AFTER_MS = 3_000;

interface Placed {
  readonly shopper: Shopper;
  readonly handoff: CheckoutResponse;
  readonly refNo: string;
}

/*
 * Shoppers keep paying while the database restarts under them. Requests in flight during the
 * restart may fail (the shopper sees an error and tries again); what must hold is the books:
 * every payment the gateway approved ends Paid exactly once with one e-mail, and nothing else.
 */
describe('PostgreSQL restarted while shoppers pay', () => {
  let database: PrivatePostgres;
  let gateway: StandaloneGateway;
  let inbox: Inbox;
  let shop: FaultShop;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    gateway = await startStandaloneGateway({ maxBackendAttempts: 10, retryDelayMs: 500 });
    inbox = await startInbox();
    shop = await createFaultShop('postgres', gateway, inbox, {
      databaseUrl: database.url,
      // Every shopper here comes from one address; the per-address limits are not under test.
      env: { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_SENSITIVE_MAX: '1000000' },
    });
    await shop.start();
  }, 120_000);

  afterAll(async () => {
    try {
      await shop?.close();
      await gateway?.close();
      await inbox?.close();
    } finally {
      database?.close();
    }
  }, 60_000);

  it('reconnects by itself and neither loses nor doubles a paid order', async () => {
    const baseUrl = () => shop.baseUrl;
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newShopper(baseUrl)));
    const placed: Placed[] = [];
    let failures = 0;
    let restartedAt = Number.POSITIVE_INFINITY;
    let paidAfterRestart = 0;
    const end = Date.now() + LOAD_MS;

    const shop1 = async (shopper: Shopper) => {
      while (Date.now() < end) {
        try {
          const handoff = await shopper.checkout();
          const refNo = handoff.payment_request['RefNo'] ?? '';
          placed.push({ shopper, handoff, refNo });
          await payAtGateway(handoff.payment_url, handoff.payment_request, { action: 'approve' });
          if (Date.now() > restartedAt) paidAfterRestart += 1;
        } catch {
          failures += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
      await database.restart();
      restartedAt = Date.now();
    })();
    await Promise.all([...shoppers.map(shop1), restart]);

    expect(restartedAt).toBeLessThan(end);
    // The server came back on its own: payments went through after the restart.
    expect(paidAfterRestart, shop.current().output()).toBeGreaterThan(0);

    await gateway.sandbox.settled();
    const approved = new Set(
      gateway.sandbox
        .transactions()
        .filter((transaction) => transaction.state === 'approved')
        .map((transaction) => transaction.refNo),
    );
    expect(approved.size).toBeGreaterThan(SHOPPERS);

    // Callbacks refused during the restart are settled by the gateway's retries or the re-query.
    const statusOf = async (entry: Placed) =>
      (await entry.shopper.orders()).find((order) => order.uuid === entry.handoff.uuid)?.status;
    for (const entry of placed) {
      const paid = approved.has(entry.refNo);
      if (paid) await waitUntil(async () => (await statusOf(entry)) === 'Paid', 30_000);
      else expect(await statusOf(entry)).not.toBe('Paid');
    }
    // The test's own SMTP server shares this process: read each message once, not every message
    // on every look, or the looking starves the server it waits on.
    const mailed = new Map<string, number>();
    let read = 0;
    const readNewMail = () => {
      for (; read < inbox.received.length; read += 1) {
        const mail = inbox.received[read]!;
        const refNo = /^Subject: .*order (\S+) is paid/m.exec(mail.raw)?.[1];
        if (!refNo) continue;
        const sentTo = `${mail.to.join(',')} ${refNo}`;
        mailed.set(sentTo, (mailed.get(sentTo) ?? 0) + 1);
      }
    };
    const approvedEntries = placed.filter((candidate) => approved.has(candidate.refNo));
    const key = (entry: Placed) => `${entry.shopper.email} ${entry.refNo}`;
    await waitUntil(async () => {
      readNewMail();
      return approvedEntries.every((entry) => mailed.has(key(entry)));
    }, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    readNewMail();
    for (const entry of approvedEntries) {
      expect(mailed.get(key(entry)), entry.refNo).toBe(1);
    }
    expect(approvedEntries.map((entry) => entry.refNo).sort()).toEqual([...approved].sort());
    console.info(
      `${placed.length} orders placed, ${approved.size} approved, ${failures} requests refused during the restart`,
    );
  }, 180_000);
});
