import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import { voucherUses } from '../db/schema/vouchers';
import { AppError } from '../http/app-error';

/**
 * Checked again before a payment request goes out: the total is the goods less the discount plus
 * shipping, and a discounted order still holds its voucher use at that discount.
 */
export async function assertPayableAmount(db: Executor, order: SalesOrderRow): Promise<void> {
  const notPayable = new AppError('conflict', 'This order can no longer be paid.');
  if (order.totalSen !== order.itemsSen - order.discountSen + order.shippingFeeSen) {
    throw notPayable;
  }
  if (order.voucherCode === null) return;
  const [use] = await db
    .select({ discountSen: voucherUses.discountSen })
    .from(voucherUses)
    .where(and(eq(voucherUses.orderId, order.id), eq(voucherUses.state, 'held')));
  if (use?.discountSen !== order.discountSen) throw notPayable;
}
