import type { AdminLead, LeadTab } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { newAffiliateCode, grantAffiliateCode } from '../../db/affiliate-codes';
import type { Transaction } from '../../db/database';
import { contacts, users, type ContactRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueueEmail } from '../../mail/enqueue-email';
import { affiliateApprovedEmail } from '../../mail/templates/affiliate-approved-email';
import { siteLink } from '../../mail/templates/layout';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { leadView } from './lead-view';

/** A lead of the given kinds, locked for the change about to be made to it. */
async function lockedLead(tx: Transaction, id: number, kinds: readonly LeadTab[]) {
  const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
  if (!row || !kinds.includes(row.contactType)) throw AppError.notFound('There is no such lead.');
  return row;
}

/** A contact message was dealt with, or a free sample sent. Repeating it changes nothing. */
export async function markLeadHandled(
  ctx: AppContext,
  id: number,
  actor: Actor,
): Promise<AdminLead> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedLead(tx, id, ['contact', 'free_sample']);
    if (before.handledAt) return leadView(before);
    const [after] = await tx
      .update(contacts)
      .set({ handledAt: new Date() })
      .where(eq(contacts.id, before.id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    await recordAudit(tx, {
      ...actor,
      action: before.contactType === 'contact' ? 'lead.mark_handled' : 'lead.mark_sample_sent',
      entity: 'contact',
      entityId: after.id,
      before: { handled_at: null },
      after: { handled_at: after.handledAt?.toISOString() },
    });
    return leadView(after);
  });
}

/** The referral code of an approved applicant: a member with that address keeps their own. */
async function referralCodeFor(tx: Transaction, lead: ContactRow): Promise<string> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, lead.email));
  if (member) return grantAffiliateCode(tx, member.id);
  return newAffiliateCode(tx, null);
}

/**
 * Approves or declines an affiliate application. Approval makes a referral code and queues the
 * mail that tells the applicant, in the same transaction. Repeating the same answer changes
 * nothing; the other answer after one is given is refused (409).
 */
export async function decideAffiliate(
  ctx: AppContext,
  id: number,
  decision: 'approved' | 'declined',
  actor: Actor,
): Promise<AdminLead> {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await lockedLead(tx, id, ['affiliate']);
    if (before.decision === decision) return { lead: leadView(before), queued: false };
    if (before.decision) {
      throw new AppError('conflict', `This application was already ${before.decision}.`);
    }
    const code = decision === 'approved' ? await referralCodeFor(tx, before) : null;
    const [after] = await tx
      .update(contacts)
      .set({ decision, decidedAt: new Date(), referralCode: code })
      .where(eq(contacts.id, before.id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    const queued = code
      ? await enqueueEmail(
          tx,
          affiliateApprovedEmail({
            to: after.email,
            code,
            shopUrl: siteLink(ctx.config.publicBaseUrl, '/', after.locale),
            locale: after.locale,
          }),
        )
      : false;
    await recordAudit(tx, {
      ...actor,
      action: decision === 'approved' ? 'lead.approve_affiliate' : 'lead.decline_affiliate',
      entity: 'contact',
      entityId: after.id,
      before: { decision: null },
      after: { decision, referral_code: code },
    });
    return { lead: leadView(after), queued };
  });
  if (result.queued) ctx.outbox.wake();
  return result.lead;
}
