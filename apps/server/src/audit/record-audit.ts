import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { auditLog, auditLogPersonal, type AuditLogRow } from '../db/schema';

/** Who did it, from where: the signed-in member of staff behind a back-office write. */
export interface Actor {
  /** Null for the shop itself (the parcel-tracking job moving an order). */
  readonly adminId: number | null;
  readonly actorEmail: string;
  readonly ip: string;
}

export interface AuditEntry {
  /** Null for the system itself (the create-owner command). */
  readonly adminId: number | null;
  readonly actorEmail: string;
  /** Verb-noun, e.g. "order.ship", "staff.set_role". */
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | number;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly ip: string;
}

/**
 * Keys of `before`/`after` whose values are free text about a person (a note, a cancel reason,
 * a refund reference, bank details) or a code that may carry a name (a voucher named after an
 * affiliate). They go to `audit_log_personal`, which an erase can blank; the append-only entry
 * keeps the rest.
 */
export const PERSONAL_AUDIT_KEYS: ReadonlySet<string> = new Set([
  'text',
  'reason',
  'cancel_reason',
  'reference',
  'bank_name',
  'account_holder',
  'account_number',
  'referral_code',
  'note',
  'code',
  'affiliate_code',
]);

type Split = { kept: unknown; personal: Record<string, unknown> | null };

const split = (value: unknown): Split => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { kept: value ?? null, personal: null };
  }
  const kept: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (PERSONAL_AUDIT_KEYS.has(key)) personal[key] = field;
    else kept[key] = field;
  }
  return { kept, personal: Object.keys(personal).length > 0 ? personal : null };
};

/**
 * Appends one line to the audit log. Call it inside the transaction of the write it describes,
 * so the change and its record stand or fall together. The table refuses UPDATE and DELETE.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const before = split(entry.before);
  const after = split(entry.after);
  const [row] = await db
    .insert(auditLog)
    .values({
      adminId: entry.adminId,
      actorEmail: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: before.kept,
      after: after.kept,
      ip: entry.ip,
    })
    .returning({ id: auditLog.id });
  if (!row || (before.personal === null && after.personal === null)) return;
  await db
    .insert(auditLogPersonal)
    .values({ auditId: row.id, before: before.personal, after: after.personal });
}

const merge = (kept: unknown, personal: unknown): unknown =>
  personal && typeof personal === 'object'
    ? { ...(kept && typeof kept === 'object' ? kept : {}), ...personal }
    : kept;

/** Audit rows as they were written: each with its personal text put back (or "Erased"). */
export async function withPersonalText(
  db: Executor,
  rows: readonly AuditLogRow[],
): Promise<AuditLogRow[]> {
  if (rows.length === 0) return [];
  const personal = await db
    .select()
    .from(auditLogPersonal)
    .where(
      inArray(
        auditLogPersonal.auditId,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(personal.map((entry) => [entry.auditId, entry]));
  return rows.map((row) => {
    const extra = byId.get(row.id);
    return extra
      ? { ...row, before: merge(row.before, extra.before), after: merge(row.after, extra.after) }
      : row;
  });
}
