import type { Actor } from '../../audit/record-audit';
import type { Executor } from '../../db/database';

/** One audit entry about an order, written in the transaction of the change it records. */
export interface OrderAuditEntry {
  readonly action: string;
  readonly orderId: number;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
}

/** Appends to the audit log; the back office's audit writer, passed in by the routes. */
export type OrderAuditWriter = (
  tx: Executor,
  actor: Actor,
  entry: OrderAuditEntry,
) => Promise<void>;
