import { malaysianDay } from '@nyiur/domain';
import { adminContract, leadTabSchema } from '@nyiur/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { actorOf, adminCall, authorizeAdmin } from '../../http/admin-call';
import { auditExport } from '../../audit/audit-export';
import { eq } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { eraseLead } from '../customers/erase-customer';
import { decideAffiliate, markLeadHandled } from './change-lead';
import { leadView } from './lead-view';
import { leadsCsv } from './leads-csv';
import { allLeads, listLeads } from './list-leads';

const {
  adminLeadApproveAffiliate,
  adminLeadDeclineAffiliate,
  adminLeadErase,
  adminLeadList,
  adminLeadMarkHandled,
} = adminContract;

const csvQuery = z.object({ tab: leadTabSchema, q: z.string().trim().max(100).optional() });

/** The Leads screen: messages, free-sample requests, affiliate applications, subscribers. */
export async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminLeadList, ({ input, ctx }) => listLeads(ctx.db, input));

  adminCall(app, adminLeadMarkHandled, async ({ input, caller, ctx, request }) => ({
    lead: await markLeadHandled(ctx, input.id, actorOf({ caller, request })),
  }));

  adminCall(app, adminLeadApproveAffiliate, async ({ input, caller, ctx, request }) => ({
    lead: await decideAffiliate(ctx, input.id, 'approved', actorOf({ caller, request })),
  }));

  adminCall(app, adminLeadDeclineAffiliate, async ({ input, caller, ctx, request }) => ({
    lead: await decideAffiliate(ctx, input.id, 'declined', actorOf({ caller, request })),
  }));

  adminCall(app, adminLeadErase, async ({ input, caller, ctx, request }) => {
    await eraseLead(ctx.db, input.id, actorOf({ caller, request }));
    // A member with the lead's e-mail was erased with it: their access tokens are refused at once.
    ctx.publicCache.changed('sessions');
    const [lead] = await ctx.db.select().from(contacts).where(eq(contacts.id, input.id));
    if (!lead) throw AppError.notFound('There is no such lead.');
    return { lead: leadView(lead) };
  });

  app.get('/admin/leads.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authorizeAdmin(app.ctx.db, request, {
      stage: 'full',
      permission: 'leads.read',
    });
    const { tab, q } = parseInput(csvQuery, request.query);
    const leads = await allLeads(app.ctx.db, tab, q);
    await auditExport(app.ctx.db, actorOf({ caller, request }), 'leads', {
      rows: leads.length,
      tab,
      searched: q ? 'yes' : 'no',
    });
    const day = malaysianDay(new Date());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${tab}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(leadsCsv(tab, leads));
  });
}
