import { adminContract } from '@nyiur/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database';
import { adminRecoveryCodes, adminUsers, type AdminUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { actorOf, adminCall } from '../../http/admin-call';
import { revokeAdminSessions } from '../../http/admin-session';
import { recordAudit } from '../../audit/record-audit';
import { lockActiveOwners } from '../../db/active-owners';
import { revokeSetupLinks } from '../core/setup-link';
import { mailSetupLink } from './mail-setup-link';
import { staffMemberOf } from './staff-view';

const {
  adminStaffDisable,
  adminStaffEnable,
  adminStaffResendInvite,
  adminStaffResetAuthenticator,
  adminStaffSignOut,
} = adminContract;

export const staffAccountMessages = {
  lastOwner: 'The shop needs at least one active owner. Make someone else owner first.',
  disabled: 'This account is disabled. Enable it first.',
  setUpAlready:
    'This colleague has finished setting up. Use Reset authenticator to send a new set-up link.',
} as const;

/** The account, locked for the rest of the transaction; 404 when there is none. */
async function lockedAccount(tx: Executor, id: number): Promise<AdminUserRow> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!row) throw AppError.notFound('This colleague has no account.');
  return row;
}

/**
 * Disable and enable, end sessions, reset the authenticator and resend an invitation. Sessions
 * are checked against the database on every request, so each takes effect on the next request
 * on every node.
 */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminStaffDisable, async ({ input, caller, ctx, request }) => {
    await ctx.db.transaction(async (tx) => {
      const owners = await lockActiveOwners(tx);
      const target = await lockedAccount(tx, input.id);
      if (target.disabledAt) return;
      if (target.role === 'owner' && owners.every((owner) => owner.id === target.id)) {
        throw new AppError('conflict', staffAccountMessages.lastOwner);
      }
      await tx
        .update(adminUsers)
        .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(adminUsers.id, target.id));
      const ended = await revokeAdminSessions(tx, { adminId: target.id });
      // An unused set-up link must not work again once the account is enabled (I3).
      await revokeSetupLinks(tx, target.id);
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: 'staff.disable',
        entity: 'admin_user',
        entityId: target.id,
        after: { sessions_ended: ended },
      });
    });
    return { staff: await staffMemberOf(ctx.db, input.id) };
  });

  adminCall(app, adminStaffEnable, async ({ input, caller, ctx, request }) => {
    await ctx.db.transaction(async (tx) => {
      const target = await lockedAccount(tx, input.id);
      if (!target.disabledAt) return;
      await tx
        .update(adminUsers)
        .set({ disabledAt: null, failedSignIns: 0, lockedUntil: null, updatedAt: sql`now()` })
        .where(eq(adminUsers.id, target.id));
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: 'staff.enable',
        entity: 'admin_user',
        entityId: target.id,
        before: { disabled_at: target.disabledAt.toISOString() },
      });
    });
    return { staff: await staffMemberOf(ctx.db, input.id) };
  });

  adminCall(app, adminStaffSignOut, async ({ input, caller, ctx, request }) =>
    ctx.db.transaction(async (tx) => {
      const target = await lockedAccount(tx, input.id);
      const ended = await revokeAdminSessions(tx, { adminId: target.id });
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: 'staff.sign_out',
        entity: 'admin_user',
        entityId: target.id,
        after: { sessions_ended: ended },
      });
      return { ended };
    }),
  );

  adminCall(app, adminStaffResetAuthenticator, async ({ input, caller, ctx, request }) => {
    const setupUrl = await ctx.db.transaction(async (tx) => {
      const target = await lockedAccount(tx, input.id);
      if (target.disabledAt) throw new AppError('conflict', staffAccountMessages.disabled);
      await tx
        .update(adminUsers)
        .set({
          totpSecret: null,
          totpEnrolled: false,
          totpLastStep: 0,
          failedSignIns: 0,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(eq(adminUsers.id, target.id));
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, target.id));
      const ended = await revokeAdminSessions(tx, { adminId: target.id });
      const url = await mailSetupLink(tx, target, ctx.config.publicBaseUrl, 'reset');
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: 'staff.reset_authenticator',
        entity: 'admin_user',
        entityId: target.id,
        after: { sessions_ended: ended },
      });
      return url;
    });
    ctx.outbox.wake();
    return { staff: await staffMemberOf(ctx.db, input.id), setup_url: setupUrl };
  });

  adminCall(app, adminStaffResendInvite, async ({ input, caller, ctx, request }) => {
    const setupUrl = await ctx.db.transaction(async (tx) => {
      const target = await lockedAccount(tx, input.id);
      if (target.disabledAt) throw new AppError('conflict', staffAccountMessages.disabled);
      if (target.totpEnrolled) throw new AppError('conflict', staffAccountMessages.setUpAlready);
      const url = await mailSetupLink(tx, target, ctx.config.publicBaseUrl, 'invite');
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: 'staff.resend_invite',
        entity: 'admin_user',
        entityId: target.id,
      });
      return url;
    });
    ctx.outbox.wake();
    return { staff: await staffMemberOf(ctx.db, input.id), setup_url: setupUrl };
  });
}
