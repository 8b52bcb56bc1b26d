import { isPlainText, replaceControlCharacters } from '@nyiur/api';
import {
  signResponseFields,
  signaturesEqual,
  verifyResponse,
  type FormFields,
} from '@nyiur/ipay88';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { paymentMessages } from '../db/schema/payment-messages';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { markOrderPaid, type ShopAlert } from './mark-order-paid';
import type { PaymentGateway } from './payment-gateway';

export type ResultChannel = 'response' | 'backend';

export type ResultOutcome =
  /** This message moved the order to Paid. */
  | { kind: 'paid'; order: SalesOrderRow }
  /** A genuine success for an order staff cancelled: kept for the owner to refund (L4). */
  | { kind: 'paid-after-cancel'; order: SalesOrderRow }
  /** A genuine success for an order already paid: a replay or the other channel's copy. */
  | { kind: 'already-paid'; order: SalesOrderRow }
  /** A genuine failure: the order stays Pending and can be paid again. */
  | { kind: 'failed-attempt'; order: SalesOrderRow }
  /** Genuine, but nothing to change (a failure after success, a non-final status). */
  | { kind: 'no-change'; order: SalesOrderRow }
  /** Forged or not about this order: nothing changed. */
  | { kind: 'rejected'; reason: string; order: SalesOrderRow | undefined }
  | { kind: 'unknown-order'; signed: boolean };

export interface AcceptResultDeps {
  readonly db: Database;
  readonly gateway: PaymentGateway;
  readonly log: FastifyBaseLogger;
  readonly orderUrl: (order: SalesOrderRow) => string;
  /** Announce each new paid order to the shop. */
  readonly shopAlert?: ShopAlert | undefined;
  /** Called after a commit that queued mail. */
  readonly onMailQueued?: () => void;
}

const orderByRefNo = preparedStatement((db) =>
  db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.refNo, sql.placeholder('refNo')))
    .prepare('payment_order_by_ref_no'),
);

const orderById = preparedStatement((db) =>
  db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.id, sql.placeholder('orderId')))
    .prepare('payment_order_by_id'),
);

const keepSignedMessage = preparedStatement((db) =>
  db
    .insert(paymentMessages)
    .values({
      refNo: sql.placeholder('refNo'),
      channel: sql.placeholder('channel'),
      fields: sql.placeholder('fields'),
      outcome: 'received',
    })
    .returning({ id: paymentMessages.id })
    .prepare('payment_message_keep'),
);

const settleMessage = preparedStatement((db) =>
  db
    .update(paymentMessages)
    .set({
      outcome: sql`${sql.placeholder('outcome')}`,
      orderId: sql`${sql.placeholder('orderId')}`,
    })
    .where(eq(paymentMessages.id, sql.placeholder('messageId')))
    .prepare('payment_message_settle'),
);

const outcomeLabel = (outcome: ResultOutcome): string =>
  outcome.kind === 'rejected' ? `rejected:${outcome.reason}` : outcome.kind;

const isSignedByGateway = (fields: FormFields, gateway: PaymentGateway): boolean =>
  signaturesEqual(fields['Signature'] ?? '', signResponseFields(gateway.merchantKey, fields));

async function decide(deps: AcceptResultDeps, fields: FormFields): Promise<ResultOutcome> {
  const { db, gateway } = deps;
  const refNo = fields['RefNo'] ?? '';
  // A RefNo with a control character names no order (and PostgreSQL refuses NUL in a query).
  const [order] = refNo && isPlainText(refNo) ? await orderByRefNo(db).execute({ refNo }) : [];
  if (!order) return { kind: 'unknown-order', signed: isSignedByGateway(fields, gateway) };

  const verified = verifyResponse(fields, {
    merchantKey: gateway.merchantKey,
    merchantCode: gateway.merchantCode,
    expectedAmount: order.totalSen,
    expectedCurrency: order.currency,
    expectedRefNo: order.refNo,
  });
  if (!verified.ok) return { kind: 'rejected', reason: verified.reason, order };

  if (verified.status === 'success') {
    // `paid_at` is set once and never cleared: an order read as paid (the other channel's copy
    // came first, or a replay) needs no transaction to know this message changes nothing.
    if (order.paidAt !== null) return { kind: 'already-paid', order };
    const paid = await markOrderPaid(
      db,
      order.id,
      {
        paymentId: verified.response.paymentId || null,
        transId: verified.response.transId || null,
      },
      deps.orderUrl,
      deps.shopAlert,
    );
    if (paid) {
      deps.onMailQueued?.();
      return { kind: 'paid', order: paid };
    }
    const [current] = await orderById(db).execute({ orderId: order.id });
    if (current && current.paidAt === null && current.paidAfterCancelAt !== null) {
      deps.onMailQueued?.();
      return { kind: 'paid-after-cancel', order: current };
    }
    return { kind: 'already-paid', order: current ?? order };
  }
  if (verified.status === 'fail') {
    const [updated] = await db
      .update(salesOrders)
      .set({ lastPaymentResult: 'fail', updatedAt: sql`now()` })
      .where(and(eq(salesOrders.id, order.id), eq(salesOrders.status, 'Pending')))
      .returning();
    return updated ? { kind: 'failed-attempt', order: updated } : { kind: 'no-change', order };
  }
  return { kind: 'no-change', order };
}

/** Unsigned messages kept per order, so a flood of forgeries cannot fill the table. */
export const MAX_UNSIGNED_MESSAGES_PER_ORDER = 20;
const MAX_STORED_FIELDS = 40;
const MAX_STORED_VALUE = 1000;

/**
 * The message as it is stored: at most 40 fields of at most 1,000 characters, control characters
 * replaced (PostgreSQL refuses NUL in JSON text; a genuine gateway never sends one).
 */
export const storableFields = (fields: FormFields): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields)
      .slice(0, MAX_STORED_FIELDS)
      .map(([name, value]) => [
        replaceControlCharacters(name, '\uFFFD').slice(0, 100),
        replaceControlCharacters(value, '\uFFFD').slice(0, MAX_STORED_VALUE),
      ]),
  );

/**
 * Takes one result message from the gateway (browser or backend): checks it against the order
 * it names and settles the order. A message signed with our key is written before it is acted
 * on; an unsigned one (forged, or not from the gateway) is kept only when it names a known order
 * that has fewer than {@link MAX_UNSIGNED_MESSAGES_PER_ORDER} of them, and is otherwise only
 * logged. Safe to call any number of times with the same message, from any number of nodes at
 * once.
 */
export async function acceptGatewayResult(
  deps: AcceptResultDeps,
  fields: FormFields,
  channel: ResultChannel,
): Promise<ResultOutcome> {
  const record = {
    refNo: replaceControlCharacters(fields['RefNo'] ?? '').slice(0, 100),
    channel,
    fields: storableFields(fields),
    outcome: 'received',
  };
  const signed = isSignedByGateway(fields, deps.gateway);
  const [message] = signed ? await keepSignedMessage(deps.db).execute(record) : [];
  const outcome = await decide(deps, fields);
  const orderId = 'order' in outcome && outcome.order ? outcome.order.id : null;
  if (message) {
    await settleMessage(deps.db).execute({
      outcome: outcomeLabel(outcome),
      orderId,
      messageId: message.id,
    });
  } else if (!signed && orderId !== null) {
    const [kept] = await deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentMessages)
      .where(eq(paymentMessages.orderId, orderId));
    if ((kept?.count ?? 0) < MAX_UNSIGNED_MESSAGES_PER_ORDER) {
      await deps.db
        .insert(paymentMessages)
        .values({ ...record, outcome: outcomeLabel(outcome), orderId });
    }
  }
  const logData = { refNo: fields['RefNo'], channel, outcome: outcomeLabel(outcome), orderId };
  if (outcome.kind === 'rejected' || (outcome.kind === 'unknown-order' && !outcome.signed)) {
    deps.log.warn(logData, 'payment result refused');
  } else if (outcome.kind === 'unknown-order') {
    deps.log.error(logData, 'signed payment result for an unknown order');
  } else {
    deps.log.info(logData, 'payment result taken');
  }
  return outcome;
}
