import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { voucherUses, vouchers } from '../db/schema/vouchers';

/**
 * Gives an unpaid order's use back to the voucher: the order expired, failed or was cancelled
 * before payment. Runs once per order; an order without a voucher changes nothing.
 */
export async function releaseVoucherUse(tx: Executor, orderId: number): Promise<boolean> {
  const [use] = await tx
    .update(voucherUses)
    .set({ state: 'released', updatedAt: sql`now()` })
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.state, 'held')))
    .returning({ voucherId: voucherUses.voucherId });
  if (!use) return false;
  await tx
    .update(vouchers)
    .set({ usesTaken: sql`greatest(${vouchers.usesTaken} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(vouchers.id, use.voucherId));
  return true;
}

/**
 * The payment made the use final. A payment that arrives after the window released the use takes
 * it again without the cap: the shopper paid the discounted amount.
 */
export async function markVoucherUsed(tx: Executor, orderId: number): Promise<void> {
  const [held] = await tx
    .update(voucherUses)
    .set({ state: 'used', updatedAt: sql`now()` })
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.state, 'held')))
    .returning({ id: voucherUses.id });
  if (held) return;
  const [late] = await tx
    .update(voucherUses)
    .set({ state: 'used', updatedAt: sql`now()` })
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.state, 'released')))
    .returning({ voucherId: voucherUses.voucherId });
  if (!late) return;
  await tx
    .update(vouchers)
    .set({ usesTaken: sql`${vouchers.usesTaken} + 1`, updatedAt: sql`now()` })
    .where(eq(vouchers.id, late.voucherId));
}
