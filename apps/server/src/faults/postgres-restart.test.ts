import type { CheckoutResponse } from '@nyiur/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtGateway } from '../test/gateway-test-kit';
import { createFaultShop, type FaultShop } from './fault-shop';
import { startStandaloneGateway, type StandaloneGateway } from './gateway-process';
import { startInbox, type Inbox } from '../test/smtp-inbox';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { newShopper, type Shopper } from './shopper';

const SHOPPERS = 8;
/** Payments that must go through after the restart, to show the server came back by itself. */
const PAID_AFTER_RESTART = 2 * SHOPPERS;
/** Bounds on each phase, together well inside the test's timeout: a stall fails by its name. */
const LOAD_WITHIN_MS = 60_000;
const SETTLE_WITHIN_MS = 40_000;

interface Placed {
  readonly shopper: Shopper;
  readonly handoff: CheckoutResponse;
  readonly refNo: string;
}

/*
 * Shoppers keep paying while the database restarts under them, with checkouts held inside their
 * transactions at that moment. Requests in flight during the restart may fail (the shopper sees
 * an error and tries again); what must hold is the books: every payment the gateway approved
 * ends Paid exactly once with one e-mail, and nothing else.
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
    // Checkouts stop inside their transaction until the test lets them go on (SIGUSR2).
    await shop.start({ FAULT_HOLD: 'order-items' });
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
    let restarted = false;
    let paidAfterRestart = 0;
    const loadEnd = Date.now() + LOAD_WITHIN_MS;
    const enough = () => paidAfterRestart >= PAID_AFTER_RESTART || Date.now() > loadEnd;

    const shop1 = async (shopper: Shopper) => {
      while (!enough()) {
        try {
          const handoff = await shopper.checkout();
          const refNo = handoff.payment_request['RefNo'] ?? '';
          placed.push({ shopper, handoff, refNo });
          const wasRestarted = restarted;
          await payAtGateway(handoff.payment_url, handoff.payment_request, { action: 'approve' });
          if (wasRestarted) paidAfterRestart += 1;
        } catch {
          failures += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const restart = (async () => {
      // Checkouts are provably in flight, each inside its transaction, when the database goes.
      await shop.current().printed('fault point reached: order-items', 30_000);
      await database.restart();
      restarted = true;
      shop.current().release();
    })();
    await Promise.all([...shoppers.map(shop1), restart]);

    // The server came back on its own: payments went through after the restart.
    expect(
      paidAfterRestart,
      `paid after the restart\n${shop.current().output()}`,
    ).toBeGreaterThanOrEqual(PAID_AFTER_RESTART);

    await gateway.sandbox.settled();
    const approved = new Set(
      gateway.sandbox
        .transactions()
        .filter((transaction) => transaction.state === 'approved')
        .map((transaction) => transaction.refNo),
    );
    expect(approved.size).toBeGreaterThan(SHOPPERS);

    // Callbacks refused during the restart are settled by the gateway's retries or the re-query;
    // the books are read together until they balance or the bound passes, then compared.
    const statusOf = async (entry: Placed) =>
      (await entry.shopper.orders()).find((order) => order.uuid === entry.handoff.uuid)?.status;
    const unbalanced = async () => {
      const wrong: string[] = [];
      for (const entry of placed) {
        const status = await statusOf(entry);
        const paid = status === 'Paid';
        if (paid !== approved.has(entry.refNo)) wrong.push(`${entry.refNo}: ${status}`);
      }
      return wrong;
    };
    const settleEnd = Date.now() + SETTLE_WITHIN_MS;
    let wrong = await unbalanced();
    while (wrong.length > 0 && Date.now() < settleEnd) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      wrong = await unbalanced();
    }
    expect(wrong, 'orders whose shop status differs from the gateway').toEqual([]);

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
    // A reset mail asked for now goes out after every mail queued before it (the outbox sends in
    // order): once each shopper has it, any second copy of a paid mail would be here too.
    const resets = (shopper: Shopper) => inbox.count(shopper.email, 'reset your password');
    for (const shopper of shoppers) await shopper.forgotPassword();
    const mailEnd = Date.now() + SETTLE_WITHIN_MS;
    while (shoppers.some((shopper) => resets(shopper) === 0) && Date.now() < mailEnd) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    readNewMail();
    expect(
      approvedEntries
        .map((entry) => `${entry.refNo}: ${mailed.get(key(entry)) ?? 0}`)
        .filter((line) => !line.endsWith(': 1')),
      'paid orders without exactly one e-mail',
    ).toEqual([]);
    expect(approvedEntries.map((entry) => entry.refNo).sort()).toEqual([...approved].sort());
    console.info(
      `${placed.length} orders placed, ${approved.size} approved, ${failures} requests refused during the restart`,
    );
  }, 240_000);
});
