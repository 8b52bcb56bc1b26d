import type { Courier } from '@nyiur/domain';
import { inArray } from 'drizzle-orm';
import { salesOrders } from '../../db/schema/sales-orders';
import type { Actor } from '../../audit/record-audit';
import { orderIdOfRef } from './admin-order-detail';
import { transitionOrder, type TransitionDeps, type TransitionOutcome } from './transition-order';

export interface BulkResult {
  readonly ref_no: string;
  readonly ok: boolean;
  readonly message: string;
}

const resultOf = (refNo: string, outcome: TransitionOutcome, done: string): BulkResult =>
  outcome.ok
    ? { ref_no: refNo, ok: true, message: outcome.changed ? done : 'Already done.' }
    : { ref_no: refNo, ok: false, message: outcome.message };

/**
 * Marks orders shipped from typed or pasted lines, one transition each: a line that fails
 * (unknown order, not paid, another tracking number) is reported and the others go through.
 */
export async function shipOrders(
  deps: TransitionDeps,
  shipments: readonly { ref_no: string; courier: Courier; tracking_number: string }[],
  actor: Actor,
): Promise<{ results: BulkResult[]; changed: number }> {
  const results: BulkResult[] = [];
  let changed = 0;
  for (const line of shipments) {
    const id = await orderIdOfRef(deps.db, line.ref_no);
    if (id === undefined) {
      results.push({ ref_no: line.ref_no, ok: false, message: 'There is no such order.' });
      continue;
    }
    const outcome = await transitionOrder(
      deps,
      id,
      { action: 'ship', courier: line.courier, trackingNumber: line.tracking_number },
      actor,
    );
    if (outcome.ok && outcome.changed) changed += 1;
    results.push(resultOf(line.ref_no, outcome, 'Marked shipped.'));
  }
  return { results, changed };
}

const DONE = {
  'mark-ready': 'Marked ready for pick-up.',
  collect: 'Marked collected.',
  complete: 'Marked completed.',
} as const;

/** Marks chosen pick-up orders ready or collected, or handed-over orders completed. */
export async function markOrders(
  deps: TransitionDeps,
  ids: readonly number[],
  action: keyof typeof DONE,
  actor: Actor,
): Promise<{ results: BulkResult[]; changed: number }> {
  const refs = new Map(
    (
      await deps.db
        .select({ id: salesOrders.id, refNo: salesOrders.refNo })
        .from(salesOrders)
        .where(inArray(salesOrders.id, [...ids]))
    ).map((row) => [row.id, row.refNo]),
  );
  const results: BulkResult[] = [];
  let changed = 0;
  for (const id of ids) {
    const refNo = refs.get(id);
    if (refNo === undefined) {
      results.push({ ref_no: String(id), ok: false, message: 'There is no such order.' });
      continue;
    }
    const outcome = await transitionOrder(deps, id, { action }, actor);
    if (outcome.ok && outcome.changed) changed += 1;
    results.push(resultOf(refNo, outcome, DONE[action]));
  }
  return { results, changed };
}
