import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { attemptThrottles } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { addressKey } from '../http/address-key';
import { AppError } from '../http/app-error';
import { boxesOf, type StockLine } from '../stock/stock-levels';

/*
 * Sign-up needs no verification, so a crowd of fresh accounts could hold every box for the
 * payment window, again and again (review N2). Until an account has paid once, what it and its
 * network may reserve is bounded; a shopper who has paid is not.
 */

/** Where a checkout comes from, and what accounts that never paid may reserve (settings N2). */
export interface UnprovenHoldBudget {
  readonly ip: string;
  /** Boxes one checkout may reserve (6 unless NEW_ACCOUNT_BOXES_PER_ORDER says otherwise). */
  readonly perOrder: number;
  /** Boxes one address (IPv6 by /64) may reserve in an hour (12 by default). */
  readonly perAddressHour: number;
}

export const unprovenHoldMessages = {
  perOrder: (boxes: number) =>
    `Until your first order is paid, you can check out up to ${boxes} boxes at a time. Please lower the quantity in your cart.`,
  perAddress:
    'Many boxes are already waiting for payment from new accounts on your network. Please pay an open order, or try again in an hour.',
} as const;

/**
 * Refuses a checkout of an account that has never paid when it reserves more than its share,
 * and counts its boxes against its address's hourly budget in the checkout's transaction (a
 * refused checkout counts nothing).
 */
export async function boundUnprovenHold(
  tx: Transaction,
  userId: number,
  budget: UnprovenHoldBudget,
  lines: readonly StockLine[],
): Promise<void> {
  const [paid] = await tx
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(and(eq(salesOrders.userId, userId), isNotNull(salesOrders.paidAt)))
    .limit(1);
  if (paid) return;
  const boxes = (await boxesOf(tx, lines)).reduce((sum, box) => sum + box.quantity, 0);
  if (boxes > budget.perOrder) {
    throw AppError.validation({ cart: unprovenHoldMessages.perOrder(budget.perOrder) });
  }
  const key = `unproven-boxes:${addressKey(budget.ip)}`;
  const expired = sql`${attemptThrottles.windowStartedAt} < now() - interval '1 hour'`;
  const [row] = await tx
    .insert(attemptThrottles)
    .values({ key, count: boxes })
    .onConflictDoUpdate({
      target: attemptThrottles.key,
      set: {
        count: sql`case when ${expired} then ${boxes} else ${attemptThrottles.count} + ${boxes} end`,
        windowStartedAt: sql`case when ${expired} then now() else ${attemptThrottles.windowStartedAt} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ count: attemptThrottles.count });
  if ((row?.count ?? boxes) > budget.perAddressHour) {
    throw new AppError('rate_limited', unprovenHoldMessages.perAddress);
  }
}
