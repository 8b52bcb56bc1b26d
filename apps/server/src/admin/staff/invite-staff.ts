import type { AdminRole } from '@nyiur/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { adminUsers } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { mailSetupLink } from './mail-setup-link';

/**
 * Invites a colleague: e-mails their set-up link and answers it. An e-mail whose invitation is
 * still unfinished gets a new link (older ones stop working) with the role now chosen.
 */
export async function inviteStaff(
  ctx: AppContext,
  actor: Actor,
  input: { email: string; role: AdminRole },
): Promise<{ setup_url: string }> {
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = ${input.email.toLowerCase()}`)
        .for('update');
      if (existing && (existing.totpEnrolled || existing.disabledAt)) {
        throw AppError.validation({ email: 'This e-mail address already has an account.' });
      }
      const [admin] = existing
        ? await tx
            .update(adminUsers)
            .set({ role: input.role, updatedAt: sql`now()` })
            .where(sql`${adminUsers.id} = ${existing.id}`)
            .returning()
        : await tx.insert(adminUsers).values({ email: input.email, role: input.role }).returning();
      if (!admin) throw new Error('the account could not be saved');
      const setupUrl = await mailSetupLink(tx, admin, ctx.config.publicBaseUrl, 'invite');
      await recordAudit(tx, {
        ...actor,
        action: existing ? 'staff.renew_invite' : 'staff.invite',
        entity: 'admin_user',
        entityId: admin.id,
        ...(existing ? { before: { role: existing.role } } : {}),
        after: { email: admin.email, role: admin.role },
      });
      return { setup_url: setupUrl };
    });
    ctx.outbox.wake();
    return answer;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.validation({ email: 'This e-mail address already has an account.' });
    }
    throw error;
  }
}
