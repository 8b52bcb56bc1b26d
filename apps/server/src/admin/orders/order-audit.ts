import type { Executor } from '../../db/database';

/** Who did it and from where: every back-office write carries one. */
export interface AdminActor {
  /** Null for the shop itself (the parcel-following job moving an order). */
  readonly adminId: number | null;
  readonly email: string;
  readonly ip: string;
}

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
  actor: AdminActor,
  entry: OrderAuditEntry,
) => Promise<void>;
