import { formatRM, sen } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderNotes } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { voucherUses, vouchers } from '../db/schema/vouchers';
import { enqueueEmail } from '../mail/enqueue-email';
import type { MailMessage } from '../mail/mail-message';
import { brandMail } from '../mail/templates/layout';

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

/** The note and e-mail of a late payment that found the voucher's uses all taken. */
export const overTotalNote = (code: string, discountSen: number): string =>
  `Paid after its payment window with voucher ${code}, whose uses had all been taken meanwhile: the customer paid ${formatRM(sen(discountSen))} less than without it. Accept it, or refund the order.`;

const overTotalEmail = (to: string, refNo: string, note: string): MailMessage =>
  brandMail(to, `Order ${refNo} paid with a voucher already used up`, 'A voucher passed its uses', {
    paragraphs: [`Order ${refNo}: ${note}`],
  });

/**
 * The payment made the use final. A payment that arrives after the window released the use takes
 * it again only while the voucher has uses left, by the same conditional update as checkout, so
 * uses never pass the total. Otherwise the use is marked `over_total`, counts for nothing, and the
 * order carries a note (and the owner an e-mail at `alertTo`) to accept or refund the discount.
 */
export async function markVoucherUsed(
  tx: Executor,
  orderId: number,
  alertTo: string | null = null,
): Promise<void> {
  const [held] = await tx
    .update(voucherUses)
    .set({ state: 'used', updatedAt: sql`now()` })
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.state, 'held')))
    .returning({ id: voucherUses.id });
  if (held) return;
  const [late] = await tx
    .select()
    .from(voucherUses)
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.state, 'released')))
    .for('update');
  if (!late) return;
  const retaken = await tx
    .update(vouchers)
    .set({ usesTaken: sql`${vouchers.usesTaken} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(vouchers.id, late.voucherId),
        sql`(${vouchers.totalUses} is null or ${vouchers.usesTaken} < ${vouchers.totalUses})`,
      ),
    )
    .returning({ code: vouchers.code });
  const state = retaken.length > 0 ? 'used' : 'over_total';
  await tx
    .update(voucherUses)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(voucherUses.id, late.id));
  if (state === 'used') return;
  const [order] = await tx
    .select({ refNo: salesOrders.refNo, code: salesOrders.voucherCode })
    .from(salesOrders)
    .where(eq(salesOrders.id, orderId));
  const note = overTotalNote(order?.code ?? '', late.discountSen + late.shippingOffSen);
  await tx.insert(orderNotes).values({ orderId, adminId: null, text: note });
  if (alertTo && order) await enqueueEmail(tx, overTotalEmail(alertTo, order.refNo, note));
}
