import type { AdminPayment, GatewayStatus, PaymentMismatch } from '@nyiur/api';
import { type OrderStatus, sen, toAmountString } from '@nyiur/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { paymentMethodLabel } from '@nyiur/ipay88';
import { selectRows } from '../../db/select-rows';

const PAYMENT_PAGE = 50;

/**
 * A message the gateway really sent: every re-query answer, and callbacks that carried our
 * signature (unsigned ones are kept only as evidence of forgery).
 */
const trusted = (m: string): SQL =>
  sql.raw(`(${m}.channel = 'requery' or ${m}.outcome not in
    ('received', 'rejected:signature', 'rejected:missing-fields', 'unknown-order'))`);

/**
 * The gateway said paid: a signed callback with Status 1 (taken, or refused only because its
 * amount or currency was not the order's), or a re-query answered "00".
 */
const success = (m: string): SQL =>
  sql.raw(`((${m}.channel in ('response', 'backend') and ${m}.fields->>'Status' = '1'
      and ${m}.outcome in ('paid', 'already-paid', 'paid-after-cancel', 'rejected:amount', 'rejected:currency'))
    or (${m}.channel = 'requery' and ${m}.fields->>'Answer' = '00'))`);

const failure = (m: string): SQL =>
  sql.raw(`((${m}.channel in ('response', 'backend') and ${m}.fields->>'Status' = '0')
    or (${m}.channel = 'requery' and ${m}.fields->>'Answer' in ('Payment fail', 'M88Admin')))`);

/** A message's amount string in sen ("1,278.99" -> 127899); null when it is not one. */
const amountSen = (m: string): SQL =>
  sql.raw(`case when replace(replace(${m}.fields->>'Amount', ',', ''), '.', '')
  ~ '^[0-9]{1,12}$' then replace(replace(${m}.fields->>'Amount', ',', ''), '.', '')::bigint end`);

/** Per order, the gateway's successes and the amounts they carried (`a`, read once a message). */
const SUCCESS_FIGURES = sql.raw(`count(*) as successes, count(a) as amounts,
  min(a) as low_sen, max(a) as high_sen`);
const SUCCESSES_OF_ORDER = sql`select ${SUCCESS_FIGURES} from (
    select ${amountSen('m')} as a from payment_messages m
    where m.order_id = o.id and ${trusted('m')} and ${success('m')}
  ) x`;
const SUCCESSES_BY_ORDER = sql`select order_id, ${SUCCESS_FIGURES} from (
    select m.order_id, ${amountSen('m')} as a from payment_messages m
    where m.order_id is not null and ${trusted('m')} and ${success('m')}
  ) x group by order_id`;

/** Where the gateway and the order disagree (`s`: the order's successes), or null. */
const MISMATCH = sql.raw(`case
  when coalesce(s.successes, 0) > 0 and (s.amounts < s.successes
    or s.low_sen <> o.total_sen or s.high_sen <> o.total_sen) then 'amount_differs'
  when coalesce(s.successes, 0) > 0 and o.paid_at is null then 'order_not_paid'
  when o.paid_at is not null and coalesce(s.successes, 0) = 0 then 'gateway_not_paid'
end`);

/**
 * An order that reached the gateway or is paid. A scalar subquery, not EXISTS: the planner would
 * hash every message to answer one page.
 */
const INCLUDED = sql.raw(`(o.paid_at is not null
  or coalesce((select true from payment_messages p where p.order_id = o.id limit 1), false))`);

/** The gateway's best word on an order: its latest success, else its latest message. */
const BEST_MESSAGE = sql`select m.fields, m.created_at, ${failure('m')} as failure,
    ${amountSen('m')} as amount_sen
  from payment_messages m
  where m.order_id = o.id and ${trusted('m')}
  order by ${success('m')} desc, m.id desc
  limit 1`;

const ROW = sql`o.id, o.ref_no, o.created_at, o.status, o.total_sen, o.paid_at,
  o.trans_id as order_trans_id, o.payment_id as order_payment_id,
  g.fields->>'TransId' as trans_id, g.fields->>'PaymentId' as payment_id,
  g.created_at as gateway_at, coalesce(s.successes, 0) > 0 as gateway_paid,
  coalesce(g.failure, false) as gateway_failed, g.amount_sen as gateway_amount_sen,
  ${MISMATCH} as mismatch`;

/**
 * One row per order that reached the gateway (a message about it) or is paid, the gateway's
 * word beside the order. Every order's successes are counted per row for a page; for mismatches
 * only they are grouped in one pass over the messages, so the filter never asks order by order.
 */
const paymentRows = (input: { mismatchesOnly: boolean; where: SQL }): SQL =>
  input.mismatchesOnly
    ? sql`select ${ROW} from sales_orders o
        left join (${SUCCESSES_BY_ORDER}) s on s.order_id = o.id
        left join lateral (${BEST_MESSAGE}) g on true
        where (${MISMATCH}) is not null and ${input.where}`
    : sql`select ${ROW} from sales_orders o
        left join lateral (${SUCCESSES_OF_ORDER}) s on true
        left join lateral (${BEST_MESSAGE}) g on true
        where ${INCLUDED} and ${input.where}`;

interface PaymentRow {
  id: number;
  ref_no: string;
  created_at: Date | string;
  status: OrderStatus;
  total_sen: number;
  paid_at: Date | string | null;
  order_trans_id: string | null;
  order_payment_id: string | null;
  trans_id: string | null;
  payment_id: string | null;
  gateway_at: Date | string | null;
  gateway_paid: boolean;
  gateway_failed: boolean;
  gateway_amount_sen: number | string | null;
  mismatch: PaymentMismatch | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const amount = (value: number): string => toAmountString(sen(value));

function paymentView(row: PaymentRow): AdminPayment {
  const status: GatewayStatus = row.gateway_paid
    ? 'paid'
    : row.gateway_failed
      ? 'failed'
      : 'no_answer';
  return {
    order_id: row.id,
    ref_no: row.ref_no,
    created_at: iso(row.created_at),
    trans_id: row.trans_id || row.order_trans_id || null,
    method: paymentMethodLabel(row.payment_id || row.order_payment_id || null),
    gateway_amount: row.gateway_amount_sen === null ? null : amount(Number(row.gateway_amount_sen)),
    gateway_status: status,
    gateway_at: row.gateway_at === null ? null : iso(row.gateway_at),
    order_total: amount(row.total_sen),
    order_status: row.status,
    order_paid: row.paid_at !== null,
    mismatch: row.mismatch,
  };
}

/** The payments, newest order first, 50 at a time before an order id; mismatches only if asked. */
export async function listPayments(
  db: Executor,
  input: { mismatches_only?: boolean | undefined; before_id?: number | undefined },
): Promise<{ payments: AdminPayment[]; next_before_id: number | null }> {
  const where = input.before_id ? sql`o.id < ${input.before_id}` : sql`true`;
  const rows = await selectRows<PaymentRow>(
    db,
    sql`${paymentRows({ mismatchesOnly: input.mismatches_only ?? false, where })}
      order by o.id desc limit ${PAYMENT_PAGE + 1}`,
  );
  const page = rows.slice(0, PAYMENT_PAGE);
  const last = page.at(-1);
  return {
    payments: page.map(paymentView),
    next_before_id: rows.length > PAYMENT_PAGE && last ? last.id : null,
  };
}

/** One order's payment row; undefined when the order does not exist. */
export async function paymentOf(db: Executor, orderId: number): Promise<AdminPayment | undefined> {
  const [row] = await selectRows<PaymentRow>(
    db,
    paymentRows({ mismatchesOnly: false, where: sql`o.id = ${orderId}` }),
  );
  if (row) return paymentView(row);
  return undefined;
}

/** How many orders the gateway and the shop disagree about, in one pass over the messages. */
export async function countMismatches(db: Executor): Promise<number> {
  const [row] = await selectRows<{ orders: number }>(
    db,
    sql`select count(*)::int as orders from sales_orders o
      left join (${SUCCESSES_BY_ORDER}) s on s.order_id = o.id
      where (${MISMATCH}) is not null`,
  );
  return row?.orders ?? 0;
}
