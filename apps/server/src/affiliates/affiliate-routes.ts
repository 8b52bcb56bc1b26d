import { affiliateBalance, ok } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { referralCodes } from '../db/schema';
import { userCall } from '../http/call-route';
import { NO_BALANCE, balancesOf } from './affiliate-balances';
import { commissionTerms } from './commission-terms';

const amount = (value: number): string => toAmountString(sen(value));

/** The shopper's side of the affiliate ledger: a member sees only their own code's earnings. */
export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  userCall(app, affiliateBalance, async ({ user, ctx }) => {
    const [own] = await ctx.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(and(eq(referralCodes.ownerUserId, user.id), eq(referralCodes.kind, 'affiliate')))
      .orderBy(asc(referralCodes.createdAt))
      .limit(1);
    if (!own) return ok(null);
    const { returnWindowDays } = await commissionTerms(ctx.db);
    const balance = (await balancesOf(ctx.db, [own.code], returnWindowDays)).get(own.code);
    const { heldSen, payableSen, paidSen } = balance ?? NO_BALANCE;
    return ok({
      code: own.code,
      held: amount(heldSen),
      payable: amount(payableSen),
      paid: amount(paidSen),
    });
  });
}
