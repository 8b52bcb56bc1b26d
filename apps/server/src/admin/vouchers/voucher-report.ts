import type { AdminVoucherUse } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import { and, asc, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { salesOrders } from '../../db/schema/sales-orders';
import { voucherUses, vouchers, type VoucherRow } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { voucherMessages } from './voucher-input';

const LIST_LIMIT = 200;

/** Newest first; codes of a batch only when the search names them. */
export async function listVouchers(db: Executor, q: string): Promise<VoucherRow[]> {
  const search = q
    .trim()
    .toUpperCase()
    .replace(/[%_\\]/g, '');
  return db
    .select()
    .from(vouchers)
    .where(
      search
        ? or(ilike(vouchers.code, `${search}%`), eq(vouchers.batchId, q.trim()))
        : isNull(vouchers.batchId),
    )
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(LIST_LIMIT);
}

export async function voucherById(db: Executor, id: number): Promise<VoucherRow> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  if (!row) throw AppError.notFound(voucherMessages.notFound);
  return row;
}

/** Every use of a voucher with its order, oldest first (the CSV reads them all). */
export async function voucherUsesOf(db: Executor, voucherId: number) {
  return db
    .select({
      orderId: salesOrders.id,
      reference: salesOrders.refNo,
      email: salesOrders.email,
      state: voucherUses.state,
      discountSen: voucherUses.discountSen,
      shippingOffSen: voucherUses.shippingOffSen,
      totalSen: salesOrders.totalSen,
      refundedSen: salesOrders.refundedSen,
      status: salesOrders.status,
      paidAt: salesOrders.paidAt,
      at: voucherUses.createdAt,
    })
    .from(voucherUses)
    .innerJoin(salesOrders, eq(salesOrders.id, voucherUses.orderId))
    .where(and(eq(voucherUses.voucherId, voucherId)))
    .orderBy(asc(voucherUses.createdAt), asc(voucherUses.id));
}

type UseRow = Awaited<ReturnType<typeof voucherUsesOf>>[number];

export const adminVoucherUseView = (use: UseRow): AdminVoucherUse => ({
  order_id: use.orderId,
  reference: use.reference,
  customer: use.email,
  state: use.state,
  discount: toAmountString(sen(use.discountSen)),
  shipping_off: toAmountString(sen(use.shippingOffSen)),
  order_total: toAmountString(sen(use.totalSen)),
  order_status: use.status,
  at: use.at.toISOString(),
});

/**
 * Uses taken (held or used), paid orders, the discount they got (off the goods and off the
 * delivery fee) and the revenue they brought: what was paid less what was refunded.
 */
export function voucherFigures(uses: readonly UseRow[]) {
  const paid = uses.filter((use) => use.paidAt !== null);
  return {
    uses: uses.filter((use) => use.state !== 'released').length,
    paid_orders: paid.length,
    discount_given: toAmountString(
      sen(paid.reduce((sum, use) => sum + use.discountSen + use.shippingOffSen, 0)),
    ),
    revenue: toAmountString(
      sen(paid.reduce((sum, use) => sum + use.totalSen - use.refundedSen, 0)),
    ),
  };
}
