import { sen, type Sen } from '@nyiur/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { voucherUses } from '../db/schema/vouchers';

/**
 * What a free-shipping voucher took off each order's delivery fee, from its voucher use; orders
 * without one are absent. The order keeps the fee paid, so the fee before is the two added.
 */
export async function shippingOffOf(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: voucherUses.orderId, shippingOffSen: voucherUses.shippingOffSen })
    .from(voucherUses)
    .where(inArray(voucherUses.orderId, [...orderIds]));
  return new Map(
    rows.filter((row) => row.shippingOffSen > 0).map((row) => [row.orderId, row.shippingOffSen]),
  );
}

/** The delivery fee before a free-shipping voucher, or null when no voucher took any off. */
export const shippingFeeBefore = (
  order: { readonly shippingFeeSen: number },
  shippingOffSen: number,
): Sen | null => (shippingOffSen > 0 ? sen(order.shippingFeeSen + shippingOffSen) : null);
