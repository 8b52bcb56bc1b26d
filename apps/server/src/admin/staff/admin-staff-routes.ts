import { adminContract } from '@nyiur/api';
import { and, desc, eq, ilike, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, adminUsers, type AuditLogRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { actorOf, adminCall } from '../../http/admin-call';
import { recordAudit, withPersonalText } from '../../audit/record-audit';
import { lockActiveOwners } from '../../db/active-owners';
import { inviteStaff } from './invite-staff';
import { listStaff, staffMemberOf } from './staff-view';

const { adminAuditList, adminStaffInvite, adminStaffList, adminStaffSetRole } = adminContract;

const AUDIT_PAGE = 50;

export const auditView = (row: AuditLogRow) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor_email: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
  ip: row.ip,
});

/** The owner's pages: colleagues and their roles, and the audit log. */
export async function adminStaffRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminStaffList, async ({ ctx }) => ({ staff: await listStaff(ctx.db) }));

  adminCall(app, adminStaffInvite, async ({ input, caller, ctx, request }) =>
    inviteStaff(ctx, actorOf({ caller, request }), input),
  );

  adminCall(app, adminStaffSetRole, async ({ input, caller, ctx, request }) => {
    return ctx.db.transaction(async (tx) => {
      // An invited owner who has not set up yet cannot sign in, so does not count (I4).
      const owners = await lockActiveOwners(tx);
      const [before] = await tx
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.id, input.id))
        .for('update');
      if (!before) throw AppError.notFound('This colleague has no account.');
      const lastOwner =
        before.role === 'owner' &&
        input.role !== 'owner' &&
        owners.every((owner) => owner.id === before.id);
      if (lastOwner) {
        throw new AppError(
          'conflict',
          'The shop needs at least one owner. Make someone else owner first.',
        );
      }
      const [after] = await tx
        .update(adminUsers)
        .set({ role: input.role, updatedAt: sql`now()` })
        .where(and(eq(adminUsers.id, input.id), ne(adminUsers.role, input.role)))
        .returning();
      const current = after ?? before;
      if (after) {
        await recordAudit(tx, {
          ...actorOf({ caller, request }),
          action: 'staff.set_role',
          entity: 'admin_user',
          entityId: current.id,
          before: { role: before.role },
          after: { role: current.role },
        });
      }
      return { staff: await staffMemberOf(tx, current.id) };
    });
  });

  adminCall(app, adminAuditList, async ({ input, ctx }) => {
    const where: SQL[] = [];
    if (input.actor) where.push(ilike(auditLog.actorEmail, `%${escapeLike(input.actor)}%`));
    if (input.action) where.push(ilike(auditLog.action, `${escapeLike(input.action)}%`));
    if (input.entity) where.push(eq(auditLog.entity, input.entity));
    if (input.before_id) where.push(lt(auditLog.id, input.before_id));
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE + 1);
    const page = await withPersonalText(ctx.db, rows.slice(0, AUDIT_PAGE));
    return {
      entries: page.map(auditView),
      next_before_id: rows.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
    };
  });
}

/** A search term taken literally inside LIKE. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
