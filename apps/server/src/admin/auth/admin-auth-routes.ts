import { adminContract } from '@nyiur/api';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../crypto/passwords';
import { hashToken } from '../../crypto/opaque-token';
import { adminRecoveryCodes, adminSetupTokens, adminUsers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sensitiveRateLimit } from '../../http/security';
import { serverVersion } from '../../paths';
import { actorOf, adminCall, adminProfileOf, adminPublicCall } from '../../http/admin-call';
import {
  advanceAdminSession,
  clearAdminCookie,
  openAdminSession,
  reissueAdminSession,
  revokeAdminSessions,
} from '../../http/admin-session';
import { recordAudit } from '../../audit/record-audit';
import { hashRecoveryCode, newRecoveryCodes } from '../core/recovery-codes';
import { sealStoredSecrets } from '../core/seal-stored-secrets';
import { openSecret, sealSecret } from '../../crypto/secret-box';
import { revokeSetupLinks } from '../core/setup-link';
import { acceptedStep, enrolmentOf, newTotpSecret } from '../core/totp';
import {
  adminAuthMessages,
  checkAdminPassword,
  clearFailures,
  isLocked,
  recordFailure,
} from './sign-in-admin';
import { verifySecondFactor } from './verify-second-factor';

/** Back-office sign-in in two steps, first-time set-up and enrolment, and the session calls. */
export async function adminAuthRoutes(app: FastifyInstance): Promise<void> {
  const { config, passwordHashing } = app.ctx;
  const throttled = { rateLimit: sensitiveRateLimit(config, 'admin-sign-in') };

  app.addHook('onReady', async () => {
    const sealed = await sealStoredSecrets(app.ctx.db, config);
    if (sealed > 0) app.log.info({ sealed }, 'back-office secrets encrypted');
  });

  adminPublicCall(
    app,
    adminContract.adminSetup,
    async ({ input, ctx, request, reply }) => {
      const passwordHash = await hashPassword(input.password, passwordHashing);
      const adminId = await ctx.db.transaction(async (tx) => {
        const [used] = await tx
          .update(adminSetupTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(adminSetupTokens.tokenHash, hashToken(input.token)),
              isNull(adminSetupTokens.usedAt),
              gt(adminSetupTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ adminId: adminSetupTokens.adminId });
        if (!used) {
          throw AppError.validation({ token: 'This set-up link has expired or was used already.' });
        }
        const [admin] = await tx
          .update(adminUsers)
          .set({
            name: input.name,
            passwordHash,
            totpSecret: null,
            totpEnrolled: false,
            failedSignIns: 0,
            lockedUntil: null,
            updatedAt: sql`now()`,
          })
          .where(eq(adminUsers.id, used.adminId))
          .returning();
        if (!admin) throw AppError.notFound('This account no longer exists.');
        if (admin.disabledAt) {
          throw AppError.validation({
            token: 'This account is disabled. Ask the owner to enable it.',
          });
        }
        await revokeAdminSessions(tx, { adminId: admin.id });
        await revokeSetupLinks(tx, admin.id);
        await recordAudit(tx, {
          adminId: admin.id,
          actorEmail: admin.email,
          action: 'admin.set_up',
          entity: 'admin_user',
          entityId: admin.id,
          after: { name: admin.name },
          ip: request.ip,
        });
        await openAdminSession(tx, reply, request, admin.id, 'enrol');
        return admin.id;
      });
      request.log.info({ adminId }, 'back-office account set up');
      return { step: 'enrol' as const };
    },
    throttled,
  );

  adminPublicCall(
    app,
    adminContract.adminSignIn,
    async ({ input, ctx, request, reply }) => {
      const admin = await checkAdminPassword(ctx.db, passwordHashing, {
        email: input.email,
        password: input.password,
        ip: request.ip,
      });
      // Enrolment happens only within the set-up link's session, never with the password alone.
      if (!admin.totpEnrolled) throw new AppError('forbidden', adminAuthMessages.notEnrolled);
      await openAdminSession(ctx.db, reply, request, admin.id, 'password');
      return { step: 'totp' as const };
    },
    throttled,
  );

  adminCall(
    app,
    adminContract.adminVerifyTotp,
    async ({ input, caller, ctx, request, reply }) => {
      const { admin, session } = caller;
      if (isLocked(admin)) {
        await revokeAdminSessions(ctx.db, { sessionId: session.id });
        throw new AppError('rate_limited', adminAuthMessages.locked);
      }
      if (!(await verifySecondFactor(ctx.db, config, admin, input))) {
        await recordFailure(ctx.db, admin.id);
        throw AppError.validation({
          [('recovery_code' in input ? 'recovery_code' : 'code') as string]:
            'recovery_code' in input
              ? 'That recovery code is not one of yours, or it was used already.'
              : adminAuthMessages.wrongCode,
        });
      }
      await ctx.db.transaction(async (tx) => {
        await clearFailures(tx, admin.id);
        await reissueAdminSession(tx, reply, request, session, 'full');
        await recordAudit(tx, {
          ...actorOf({ caller, request }),
          action: 'recovery_code' in input ? 'admin.sign_in_recovery_code' : 'admin.sign_in',
          entity: 'admin_user',
          entityId: admin.id,
        });
      });
      return { admin: adminProfileOf(admin) };
    },
    throttled,
  );

  adminCall(app, adminContract.adminEnrolStart, async ({ caller, ctx }) => {
    const secret = newTotpSecret();
    await ctx.db
      .update(adminUsers)
      .set({ totpSecret: sealSecret(config, secret), totpEnrolled: false, updatedAt: sql`now()` })
      .where(eq(adminUsers.id, caller.admin.id));
    const { otpauthUrl, qrSvg } = await enrolmentOf(secret, caller.admin.email);
    return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
  });

  adminCall(
    app,
    adminContract.adminEnrolConfirm,
    async ({ input, caller, ctx, request, reply }) => {
      const { admin, session } = caller;
      const secret = admin.totpSecret;
      const step = secret ? acceptedStep(openSecret(config, secret), input.code, 0) : null;
      if (!secret || step === null) {
        await recordFailure(ctx.db, admin.id);
        throw AppError.validation({ code: adminAuthMessages.wrongCode });
      }
      const codes = newRecoveryCodes();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(adminUsers)
          .set({ totpEnrolled: true, totpLastStep: step, failedSignIns: 0, lockedUntil: null })
          .where(eq(adminUsers.id, admin.id));
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
        await tx
          .insert(adminRecoveryCodes)
          .values(
            codes.map((code) => ({ adminId: admin.id, codeHash: hashRecoveryCode(config, code) })),
          );
        await reissueAdminSession(tx, reply, request, session, 'full');
        await recordAudit(tx, {
          ...actorOf({ caller, request }),
          action: 'admin.enrol_authenticator',
          entity: 'admin_user',
          entityId: admin.id,
          after: { recovery_codes: codes.length },
        });
      });
      return { recovery_codes: codes, admin: adminProfileOf(admin) };
    },
    throttled,
  );

  adminCall(app, adminContract.adminMe, async ({ caller }) => ({
    admin: adminProfileOf(caller.admin),
    shop_version: serverVersion,
  }));

  adminCall(
    app,
    adminContract.adminReauth,
    async ({ input, caller, ctx }) => {
      const { admin, session } = caller;
      if (isLocked(admin)) throw new AppError('rate_limited', adminAuthMessages.locked);
      const proven =
        'password' in input
          ? await verifyPassword(admin.passwordHash, input.password)
          : await verifySecondFactor(ctx.db, config, admin, { code: input.code });
      if (!proven) {
        await recordFailure(ctx.db, admin.id);
        throw AppError.validation(
          'password' in input
            ? { password: 'That password is not right.' }
            : { code: adminAuthMessages.wrongCode },
        );
      }
      await advanceAdminSession(ctx.db, session.id, 'full');
      return {};
    },
    throttled,
  );

  adminPublicCall(app, adminContract.adminSignOut, async ({ caller, ctx, reply }) => {
    if (caller) await revokeAdminSessions(ctx.db, { sessionId: caller.session.id });
    clearAdminCookie(reply);
    return {};
  });

  adminCall(app, adminContract.adminSignOutEverywhere, async ({ caller, ctx, request, reply }) => {
    await ctx.db.transaction(async (tx) => {
      await revokeAdminSessions(tx, { adminId: caller.admin.id });
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: 'admin.sign_out_everywhere',
        entity: 'admin_user',
        entityId: caller.admin.id,
      });
    });
    clearAdminCookie(reply);
    return {};
  });
}
