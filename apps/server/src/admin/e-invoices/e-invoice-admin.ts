import type { ConsolidatedMonth, EInvoiceEntry } from '@nyiur/api';
import { malaysianMonth, sen, toAmountString } from '@nyiur/domain';
import { CANCEL_WINDOW_MS } from '@nyiur/myinvois';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { csvOf, csvTime as malaysianTime } from '../../http/csv';
import type { Database, Executor } from '../../db/database';
import { eInvoices, pendingAgain, type EInvoiceRow } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../http/app-error';
import { consolidatedDraft, type ConsolidatedDraft } from './consolidated-month';
import { clientOf } from '../../e-invoices/myinvois-client';
import { connectionOf, loadSellerSettings } from '../../e-invoices/seller-settings';

const originals = alias(eInvoices, 'originals');

const listed = (db: Executor) =>
  db
    .select({ row: eInvoices, refNo: salesOrders.refNo, originalCode: originals.code })
    .from(eInvoices)
    .leftJoin(salesOrders, eq(salesOrders.id, eInvoices.orderId))
    .leftJoin(originals, eq(originals.id, eInvoices.originalId));

type Listed = { row: EInvoiceRow; refNo: string | null; originalCode: string | null };

export function entryOf({ row, refNo, originalCode }: Listed, now: Date): EInvoiceEntry {
  return {
    code: row.code,
    kind: row.kind,
    state: row.state,
    order_ref_no: refNo,
    month: row.month,
    original_code: originalCode,
    buyer_name: row.buyer?.name ?? null,
    buyer_tin: row.buyer?.tin ?? null,
    amount: toAmountString(sen(row.amountSen)),
    order_count: row.orderCount,
    uuid: row.uuid,
    validation_url: row.validationUrl,
    reasons: (row.reasons ?? []).map((reason) => `${reason.code}: ${reason.message}`),
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    validated_at: row.validatedAt?.toISOString() ?? null,
    can_cancel:
      row.state === 'valid' &&
      row.validatedAt !== null &&
      now.getTime() - row.validatedAt.getTime() < CANCEL_WINDOW_MS,
    can_resubmit: row.state === 'invalid',
  };
}

async function entryByCode(db: Executor, code: string, now: Date): Promise<EInvoiceEntry> {
  const [found] = await listed(db).where(eq(eInvoices.code, code));
  if (!found) throw AppError.notFound('There is no such e-invoice.');
  return entryOf(found, now);
}

export async function monthView(
  db: Executor,
  draft: ConsolidatedDraft,
  now: Date,
): Promise<ConsolidatedMonth> {
  return {
    month: draft.month,
    order_count: draft.submitted ? draft.submitted.orderCount : draft.orderCount,
    total: toAmountString(sen(draft.submitted ? draft.submitted.amountSen : draft.totalSen)),
    can_submit: draft.canSubmit && draft.orderCount > 0,
    due_by: draft.dueBy.toISOString(),
    past_due: draft.pastDue,
    submitted: draft.submitted ? await entryByCode(db, draft.submitted.code, now) : null,
  };
}

/** The month and the two before it, newest first. */
export const recentMonths = (now: Date): string[] => {
  const [year = 0, month = 1] = malaysianMonth(now).split('-').map(Number);
  return [0, 1, 2].map((back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
};

/** The e-Invoices screen: every document but the consolidated ones, and the recent months. */
export async function eInvoiceList(db: Executor, now: Date) {
  const rows = await listed(db)
    .where(inArray(eInvoices.kind, ['individual', 'credit_note', 'refund_note']))
    .orderBy(desc(eInvoices.createdAt), desc(eInvoices.id))
    .limit(200);
  const months = [];
  for (const month of recentMonths(now)) {
    months.push(await monthView(db, await consolidatedDraft(db, month, now), now));
  }
  return { documents: rows.map((found) => entryOf(found, now)), months };
}

/** Cancels a valid document at MyInvois (72 hours after validation at most), audit-logged. */
export async function cancelEInvoice(
  db: Database,
  config: AppConfig,
  code: string,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<EInvoiceEntry> {
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.code, code));
  if (!row) throw AppError.notFound('There is no such e-invoice.');
  if (!entryOf({ row, refNo: null, originalCode: null }, now).can_cancel || !row.uuid) {
    throw new AppError(
      'conflict',
      'Only a valid e-invoice can be cancelled, within 72 hours of its validation.',
    );
  }
  const connection = connectionOf(config, await loadSellerSettings(db));
  if ('problem' in connection) throw new AppError('conflict', connection.problem);
  const answer = await clientOf(connection).cancelDocument(row.uuid, reason);
  if (!answer.ok) {
    const { failure } = answer;
    const said = 'error' in failure && failure.error ? failure.error.error : null;
    throw new AppError(
      failure.kind === 'unreachable' || failure.kind === 'unavailable' ? 'unavailable' : 'conflict',
      said ?? `MyInvois did not cancel it (${failure.kind}). Try again in a moment.`,
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(eInvoices)
      .set({ state: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(eInvoices.id, row.id));
    await recordAudit(tx, {
      ...actor,
      action: 'einvoice.cancel',
      entity: 'e_invoice',
      entityId: row.code,
      before: { state: row.state },
      after: { state: 'cancelled', reason },
    });
  });
  return entryByCode(db, code, now);
}

/** Builds an invalid document again from the current details and queues it, audit-logged. */
export async function resubmitEInvoice(
  db: Database,
  code: string,
  actor: Actor,
  now: Date,
): Promise<EInvoiceEntry> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(eInvoices).where(eq(eInvoices.code, code)).for('update');
    if (!row) throw AppError.notFound('There is no such e-invoice.');
    if (row.state !== 'invalid') {
      throw new AppError('conflict', 'Only an e-invoice MyInvois refused can be submitted again.');
    }
    if (row.kind === 'individual' && !row.buyer) {
      throw new AppError(
        'conflict',
        "The buyer's details were erased on request: nothing to submit.",
      );
    }
    await tx.update(eInvoices).set(pendingAgain(now)).where(eq(eInvoices.id, row.id));
    await recordAudit(tx, {
      ...actor,
      action: 'einvoice.resubmit',
      entity: 'e_invoice',
      entityId: row.code,
      before: { state: row.state },
      after: { state: 'pending' },
    });
  });
  return entryByCode(db, code, now);
}

const HEADER = [
  'Code',
  'Type',
  'State',
  'Order',
  'Month',
  'Refers to',
  'Buyer',
  'Buyer TIN',
  'Amount (RM)',
  'Orders',
  'UUID',
  'Submitted (MYT)',
  'Validated (MYT)',
  'Validation link',
];

/** Everything submitted to MyInvois, oldest first, for the books. */
export async function eInvoicesCsv(db: Executor): Promise<{ csv: string; rows: number }> {
  const rows = await listed(db)
    .where(inArray(eInvoices.state, ['submitted', 'valid', 'invalid', 'cancelled']))
    .orderBy(eInvoices.createdAt, eInvoices.id);
  const records = rows.map(({ row, refNo, originalCode }) => [
    row.code,
    row.kind.replace('_', ' '),
    row.state,
    refNo ?? '',
    row.month ?? '',
    originalCode ?? '',
    row.buyer?.name ?? (row.kind === 'individual' ? '' : 'General Public'),
    row.buyer?.tin ?? '',
    toAmountString(sen(row.amountSen)),
    String(row.orderCount),
    row.uuid ?? '',
    malaysianTime(row.submittedAt),
    malaysianTime(row.validatedAt),
    row.validationUrl ?? '',
  ]);
  return { csv: csvOf(HEADER, records), rows: records.length };
}
