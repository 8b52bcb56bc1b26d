import { formatAmount, requery, type RequeryResult } from '@nyiur/ipay88';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PaymentRequeryAnswer } from '../app-context';
import { PollingWorker } from '../jobs/polling-worker';
import { paymentMessages } from '../db/schema/payment-messages';
import { releaseStock } from '../stock/stock-holds';
import { releaseVoucherUse } from '../vouchers/voucher-use-state';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { markOrderPaid } from './mark-order-paid';
import { requeryBackoffSeconds, type PaymentSettings } from './payment-settings';
import type { AcceptResultDeps } from './accept-gateway-result';

const BATCH_SIZE = 20;
/** A claimed order is left alone this long; if the node dies, another picks it up after. */
const LEASE_SECONDS = 120;

export interface RequeryWorkerOptions extends AcceptResultDeps {
  readonly settings: PaymentSettings;
  readonly fetch?: typeof fetch;
}

export type RequeryDecision =
  'paid' | 'already-paid' | 'closed' | 'waiting' | 'error' | 'unresolved';

/**
 * Asks for an expired order whose answers cannot be used before it is left to a person: it stays
 * Pending, marked unresolved, and is no longer asked (the back office shows it under To pay).
 */
export const MAX_REQUERIES_AFTER_EXPIRY = 12;

/** A decision as the back office reports it. */
const resultOf = (
  decision: RequeryDecision,
  result: RequeryResult,
): PaymentRequeryAnswer['result'] => {
  if (decision === 'paid') return 'paid';
  if (decision === 'error' || decision === 'unresolved') return 'not_usable';
  return result.outcome === 'failed' ? 'failed' : 'no_change';
};

export interface RequeryPass {
  readonly checked: number;
  readonly decisions: Record<RequeryDecision, number>;
}

/**
 * Settles Pending orders whose result never arrived, by asking the gateway, and closes unpaid
 * orders once they expire. Orders are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of nodes can run it against one database; paying goes through the same conditional
 * update as the callbacks, so a late callback and a re-query cannot both pay.
 */
export class RequeryWorker extends PollingWorker<RequeryPass> {
  readonly #options: RequeryWorkerOptions;

  constructor(options: RequeryWorkerOptions) {
    super({ log: options.log, pollMs: options.settings.workerPollMs, name: 're-query' });
    this.#options = options;
  }

  /** Handles every order due now. */
  protected override async pass(): Promise<RequeryPass> {
    const decisions: Record<RequeryDecision, number> = {
      paid: 0,
      'already-paid': 0,
      closed: 0,
      waiting: 0,
      error: 0,
      unresolved: 0,
    };
    let checked = 0;
    for (;;) {
      const batch = await this.#claim();
      if (batch.length === 0) return { checked, decisions };
      for (const order of batch) {
        decisions[(await this.#settle(order)).decision] += 1;
        checked += 1;
      }
    }
  }

  /**
   * Asks about one order now, for the back office's Re-query button. A Pending order is settled
   * exactly as a pass would settle it; any other order is paid when the gateway says paid and
   * the order machine allows it (closed unpaid), and is otherwise left as it is. The question
   * and answer are stored like every re-query.
   */
  async settleNow(orderId: number): Promise<PaymentRequeryAnswer | undefined> {
    const { db } = this.#options;
    const [order] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId));
    if (!order) return undefined;
    if (order.status === 'Pending') {
      const { decision, result } = await this.#settle(order);
      return { answer: result.text, result: resultOf(decision, result) };
    }
    const result = await this.#ask(order);
    let decision: RequeryDecision = 'waiting';
    if (result.outcome === 'paid') {
      decision = await this.#pay(order);
    } else if (result.outcome === 'error') {
      decision = 'error';
    }
    await this.#record(order, result, decision);
    return { answer: result.text, result: resultOf(decision, result) };
  }

  /** Pays the order on the gateway's "paid" answer; already paid when another path got there first. */
  async #pay(order: SalesOrderRow): Promise<'paid' | 'already-paid'> {
    const paid = await markOrderPaid(
      this.#options.db,
      order.id,
      { paymentId: null, transId: null },
      this.#options.orderUrl,
      this.#options.shopAlert,
    );
    if (paid) this.#options.onMailQueued?.();
    return paid ? 'paid' : 'already-paid';
  }

  #ask(order: SalesOrderRow): Promise<RequeryResult> {
    const { gateway } = this.#options;
    return requery({
      url: gateway.requeryUrl,
      merchantCode: gateway.merchantCode,
      refNo: order.refNo,
      amount: formatAmount(order.totalSen),
      ...(this.#options.fetch ? { fetch: this.#options.fetch } : {}),
    });
  }

  async #claim(): Promise<SalesOrderRow[]> {
    const { db } = this.#options;
    const due = db
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(and(eq(salesOrders.status, 'Pending'), lte(salesOrders.nextRequeryAt, sql`now()`)))
      .orderBy(asc(salesOrders.nextRequeryAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(salesOrders)
      .set({
        nextRequeryAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        requeryCount: sql`${salesOrders.requeryCount} + 1`,
      })
      .where(inArray(salesOrders.id, due))
      .returning();
  }

  async #record(
    order: SalesOrderRow,
    result: RequeryResult,
    decision: RequeryDecision,
  ): Promise<void> {
    await this.#options.db.insert(paymentMessages).values({
      orderId: order.id,
      refNo: order.refNo,
      channel: 'requery',
      fields: {
        MerchantCode: this.#options.gateway.merchantCode,
        RefNo: order.refNo,
        Amount: formatAmount(order.totalSen),
        Answer: result.text,
      },
      outcome: decision,
    });
  }

  async #settle(
    order: SalesOrderRow,
  ): Promise<{ decision: RequeryDecision; result: RequeryResult }> {
    const { db, log } = this.#options;
    const result = await this.#ask(order);
    const expired = order.expiresAt.getTime() <= Date.now();
    let decision: RequeryDecision;
    if (result.outcome === 'paid') {
      decision = await this.#pay(order);
    } else if (result.outcome === 'error') {
      log.error(
        { refNo: order.refNo, answer: result.text, status: result.status },
        're-query answer not usable',
      );
      if (expired && order.requeryCount >= MAX_REQUERIES_AFTER_EXPIRY) {
        await db
          .update(salesOrders)
          .set({ nextRequeryAt: null, lastPaymentResult: 'unresolved', updatedAt: sql`now()` })
          .where(and(eq(salesOrders.id, order.id), eq(salesOrders.status, 'Pending')));
        log.error(
          { refNo: order.refNo, requeries: order.requeryCount },
          'payment unresolved: the gateway gave no usable answer; check the order with iPay88',
        );
        decision = 'unresolved';
      } else {
        await this.#reschedule(order, false);
        decision = 'error';
      }
    } else {
      const failed = result.outcome === 'failed' || order.lastPaymentResult === 'fail';
      if (expired) {
        decision = (await this.#close(order, failed ? 'Failed' : 'Cancelled'))
          ? 'closed'
          : 'already-paid';
      } else {
        if (result.outcome === 'failed') {
          await db
            .update(salesOrders)
            .set({ lastPaymentResult: 'fail' })
            .where(eq(salesOrders.id, order.id));
        }
        await this.#reschedule(order, true);
        decision = 'waiting';
      }
    }
    await this.#record(order, result, decision);
    log.info({ refNo: order.refNo, answer: result.text, decision }, 'order re-queried');
    return { decision, result };
  }

  /** Next ask: backing off, but never later than the expiry, when the order gets its last ask. */
  async #reschedule(order: SalesOrderRow, capAtExpiry: boolean): Promise<void> {
    const wait = requeryBackoffSeconds(this.#options.settings, order.requeryCount);
    const next = sql`now() + make_interval(secs => ${wait})`;
    await this.#options.db
      .update(salesOrders)
      .set({ nextRequeryAt: capAtExpiry ? sql`least(${next}, ${salesOrders.expiresAt})` : next })
      .where(and(eq(salesOrders.id, order.id), eq(salesOrders.status, 'Pending')));
  }

  async #close(order: SalesOrderRow, status: 'Failed' | 'Cancelled'): Promise<boolean> {
    return this.#options.db.transaction(async (tx) => {
      const closed = await tx
        .update(salesOrders)
        .set({ status, closedAt: sql`now()`, nextRequeryAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(salesOrders.id, order.id),
            eq(salesOrders.status, 'Pending'),
            isNull(salesOrders.paidAt),
          ),
        )
        .returning({ id: salesOrders.id });
      if (closed.length === 0) return false;
      // The payment window is over: the boxes go back on the shelf.
      await releaseStock(tx, order.id);
      await releaseVoucherUse(tx, order.id);
      return true;
    });
  }
}
