import { malaysianMonth } from '@nyiur/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { eInvoices, pendingAgain, type EInvoiceRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { consolidatedOrders } from '../../e-invoices/build-e-invoice';
import {
  consolidatedPastDue,
  monthIsOver,
  requestDeadline,
} from '../../e-invoices/e-invoice-month';

export interface ConsolidatedDraft {
  readonly month: string;
  readonly orderCount: number;
  readonly totalSen: number;
  /** The month is over, so it can be submitted. */
  readonly canSubmit: boolean;
  /** LHDN wants it within 7 days after the month. */
  readonly dueBy: Date;
  /** Due by is over, with sales in the month and nothing submitted (or only a refused one). */
  readonly pastDue: boolean;
  readonly submitted: EInvoiceRow | null;
}

/** A month's consolidated e-invoice: the draft of its orders, and what was submitted. */
export async function consolidatedDraft(
  db: Executor,
  month: string,
  now: Date,
): Promise<ConsolidatedDraft> {
  const [submittedRow] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.kind, 'consolidated'), eq(eInvoices.month, month)));
  const submitted = submittedRow ?? null;
  const orders = await consolidatedOrders(db, month, submitted?.createdAt ?? null);
  return {
    month,
    orderCount: orders.length,
    totalSen: orders.reduce((total, order) => total + order.amountSen, 0),
    canSubmit: monthIsOver(month, now) && (!submitted || submitted.state === 'invalid'),
    dueBy: requestDeadline(month),
    pastDue: consolidatedPastDue(month, now, orders.length, submitted?.state ?? null),
    submitted,
  };
}

/**
 * Queues the month's consolidated e-invoice; the worker builds it from the month's orders at
 * submission. An invalid one is built and submitted again.
 */
export async function submitConsolidated(
  db: Executor,
  month: string,
  now: Date,
): Promise<EInvoiceRow> {
  if (!monthIsOver(month, now) || month > malaysianMonth(now)) {
    throw AppError.validation({ month: 'A month is consolidated once it is over.' });
  }
  const draft = await consolidatedDraft(db, month, now);
  if (draft.orderCount === 0) {
    throw AppError.validation({ month: 'There are no sales to consolidate in this month.' });
  }
  const fields = {
    amountSen: draft.totalSen,
    orderCount: draft.orderCount,
    ...pendingAgain(now),
  };
  if (draft.submitted) {
    if (draft.submitted.state !== 'invalid') {
      throw new AppError(
        'conflict',
        `The consolidated e-invoice of ${month} is already submitted.`,
      );
    }
    const [row] = await db
      .update(eInvoices)
      .set(fields)
      .where(eq(eInvoices.id, draft.submitted.id))
      .returning();
    if (!row) throw new Error('consolidated e-invoice vanished');
    return row;
  }
  const [row] = await db
    .insert(eInvoices)
    .values({ kind: 'consolidated', code: `CON-${month}`, month, ...fields })
    .returning();
  if (!row) throw new Error('consolidated e-invoice not inserted');
  return row;
}
