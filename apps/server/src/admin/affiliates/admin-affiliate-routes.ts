import { adminContract, payoutMonthSchema } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { commissionTerms } from '../../affiliates/commission-terms';
import { parseInput } from '../../http/parse-input';
import { actorOf, adminCall, authorizeAdmin } from '../../http/admin-call';
import { auditExport } from '../../audit/audit-export';
import { markPayoutPaid, payoutCsv, payoutRows } from './affiliate-payouts';
import { affiliateView, affiliateViews, commissionLines } from './affiliate-view';
import { updateAffiliate } from './update-affiliate';

const {
  adminAffiliateGet,
  adminAffiliateList,
  adminAffiliatePayoutMarkPaid,
  adminAffiliateUpdate,
} = adminContract;

const csvQuery = z.object({ month: payoutMonthSchema });

/** The Affiliates screen: balances, each code's ledger, its terms, and the monthly payout. */
export async function adminAffiliateRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminAffiliateList, async ({ ctx }) => {
    const terms = await commissionTerms(ctx.db);
    return {
      affiliates: await affiliateViews(ctx.db),
      default_rate_percent: terms.defaultRatePercent,
      return_window_days: terms.returnWindowDays,
    };
  });

  adminCall(app, adminAffiliateGet, async ({ input, ctx }) => ({
    affiliate: await affiliateView(ctx.db, input.code),
    lines: await commissionLines(ctx.db, input.code),
  }));

  adminCall(app, adminAffiliateUpdate, async ({ input, caller, ctx, request }) => {
    const affiliate = await updateAffiliate(
      ctx.db,
      {
        code: input.code,
        ratePercent: input.rate_percent,
        bankName: input.bank_name,
        accountHolder: input.account_holder,
        accountNumber: input.account_number,
      },
      actorOf({ caller, request }),
    );
    // A change of bank details queued a notice to the owners.
    ctx.outbox.wake();
    return { affiliate };
  });

  adminCall(app, adminAffiliatePayoutMarkPaid, async ({ input, caller, ctx, request }) => {
    const paid = await markPayoutPaid(ctx.db, input.month, actorOf({ caller, request }));
    return {
      month: input.month,
      affiliates: paid.affiliates,
      lines: paid.lines,
      total: toAmountString(sen(paid.totalSen)),
    };
  });

  app.get('/admin/affiliates/payouts.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authorizeAdmin(app.ctx.db, request, {
      stage: 'full',
      permission: 'affiliates.manage',
    });
    const { month } = parseInput(csvQuery, request.query);
    const payouts = await payoutRows(app.ctx.db, month);
    await auditExport(app.ctx.db, actorOf({ caller, request }), 'affiliate_payouts', {
      rows: payouts.length,
      month,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="affiliate-payout-${month}.csv"`)
      .header('cache-control', 'no-store')
      .send(payoutCsv(payouts));
  });
}
