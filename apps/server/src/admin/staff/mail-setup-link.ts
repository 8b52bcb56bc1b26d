import type { Executor } from '../../db/database';
import type { AdminUserRow } from '../../db/schema';
import { enqueueEmail } from '../../mail/enqueue-email';
import { newSetupLink } from '../core/setup-link';
import { staffInvitationEmail } from './staff-invitation-email';

/** A new one-time set-up link for the account, queued to its e-mail in the same transaction. */
export async function mailSetupLink(
  tx: Executor,
  target: AdminUserRow,
  publicBaseUrl: string,
  reason: 'invite' | 'reset',
): Promise<string> {
  const setupUrl = await newSetupLink(tx, target.id, publicBaseUrl);
  await enqueueEmail(
    tx,
    staffInvitationEmail({ to: target.email, role: target.role, setupUrl, reason }),
  );
  return setupUrl;
}
