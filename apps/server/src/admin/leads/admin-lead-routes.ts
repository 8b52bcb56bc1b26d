import { adminContract, leadTabSchema, type AdminLead, type LeadTab } from '@nyiur/api';
import { and, asc, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { contacts, referralCodes, users, type ContactRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/parse-input';
import { enqueueEmail } from '../../mail/enqueue-email';
import { affiliateApprovedEmail } from '../../mail/templates/affiliate-approved-email';
import { codeFor, grantAffiliateCode } from '../../orders/grant-affiliate-code';
import { actorOf, adminCall, authorizeAdmin } from '../core/admin-call';
import type { AdminSession } from '../core/admin-session';
import { recordAudit } from '../core/record-audit';
import { leadsCsv } from './leads-csv';

const {
  adminLeadApproveAffiliate,
  adminLeadDeclineAffiliate,
  adminLeadList,
  adminLeadMarkHandled,
} = adminContract;

const LEAD_PAGE = 50;

export const leadView = (row: ContactRow): AdminLead => ({
  id: row.id,
  kind: row.contactType,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  country: row.country,
  comments: row.comments,
  is_pro: row.isPro,
  is_content_creator: row.isContentCreator,
  is_blog_writer: row.isBlogWriter,
  handled_at: row.handledAt?.toISOString() ?? null,
  decision: row.decision,
  decided_at: row.decidedAt?.toISOString() ?? null,
  referral_code: row.referralCode,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function leadConditions(tab: LeadTab, q: string | undefined): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(contacts.contactType, tab)];
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(
      or(ilike(contacts.name, like), ilike(contacts.email, like), ilike(contacts.phone, like)),
    );
  }
  return and(...where);
}

const csvQuery = z.object({ tab: leadTabSchema, q: z.string().trim().max(100).optional() });

/** A lead of the given kind, locked for the change about to be made to it. */
async function lockedLead(tx: Transaction, id: number, kinds: readonly LeadTab[]) {
  const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
  if (!row || !kinds.includes(row.contactType)) throw AppError.notFound('There is no such lead.');
  return row;
}

/** The referral code of an approved applicant: a member with that address keeps their own. */
async function referralCodeFor(tx: Transaction, lead: ContactRow): Promise<string> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, lead.email));
  if (member) return grantAffiliateCode(tx, member.id);
  const firstName = lead.name.split(/\s+/)[0] ?? '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [inserted] = await tx
      .insert(referralCodes)
      .values({ code: codeFor(firstName), kind: 'affiliate' })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
  }
  throw new Error('could not find a free referral code');
}

/** The Leads screen: messages, free-sample requests, affiliate applications, subscribers. */
export async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminLeadList, async ({ input, ctx }) => {
    const where = [leadConditions(input.tab, input.q)];
    if (input.before_id) where.push(lt(contacts.id, input.before_id));
    const rows = await ctx.db
      .select()
      .from(contacts)
      .where(and(...where))
      .orderBy(desc(contacts.id))
      .limit(LEAD_PAGE + 1);
    const page = rows.slice(0, LEAD_PAGE);
    const last = page.at(-1);
    return {
      leads: page.map(leadView),
      next_before_id: rows.length > LEAD_PAGE && last ? last.id : null,
    };
  });

  adminCall(app, adminLeadMarkHandled, async ({ input, caller, ctx, request }) => {
    return ctx.db.transaction(async (tx) => {
      const before = await lockedLead(tx, input.id, ['contact', 'free_sample']);
      if (before.handledAt) return { lead: leadView(before) };
      const [after] = await tx
        .update(contacts)
        .set({ handledAt: new Date() })
        .where(eq(contacts.id, before.id))
        .returning();
      if (!after) throw new Error('update returned nothing');
      await recordAudit(tx, {
        ...actorOf({ caller, request }),
        action: before.contactType === 'contact' ? 'lead.mark_handled' : 'lead.mark_sample_sent',
        entity: 'contact',
        entityId: after.id,
        before: { handled_at: null },
        after: { handled_at: after.handledAt?.toISOString() },
      });
      return { lead: leadView(after) };
    });
  });

  const decide = async (
    id: number,
    decision: 'approved' | 'declined',
    args: { caller: AdminSession; request: FastifyRequest },
  ) => {
    const { ctx } = app;
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
      let queued = false;
      if (code) {
        queued = await enqueueEmail(
          tx,
          affiliateApprovedEmail({ to: after.email, code, shopUrl: ctx.config.publicBaseUrl }),
        );
      }
      await recordAudit(tx, {
        ...actorOf(args),
        action: decision === 'approved' ? 'lead.approve_affiliate' : 'lead.decline_affiliate',
        entity: 'contact',
        entityId: after.id,
        before: { decision: null },
        after: { decision, referral_code: code },
      });
      return { lead: leadView(after), queued };
    });
    if (result.queued) ctx.outbox.wake();
    return { lead: result.lead };
  };

  adminCall(app, adminLeadApproveAffiliate, ({ input, caller, request }) =>
    decide(input.id, 'approved', { caller, request }),
  );
  adminCall(app, adminLeadDeclineAffiliate, ({ input, caller, request }) =>
    decide(input.id, 'declined', { caller, request }),
  );

  app.get('/admin/leads.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    await authorizeAdmin(app.ctx.db, request, { stage: 'full', permission: 'leads.read' });
    const { tab, q } = parseInput(csvQuery, request.query);
    const rows = await app.ctx.db
      .select()
      .from(contacts)
      .where(leadConditions(tab, q))
      .orderBy(asc(contacts.id));
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${tab}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(leadsCsv(tab, rows.map(leadView)));
  });
}
