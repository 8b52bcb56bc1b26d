import {
  checkCheckout,
  checkVoucher,
  isWrongCode,
  lineAmount,
  normaliseVoucherCode,
  sen,
  priceOrder,
  voucherRefusalMessage,
  type Grams,
  type PricedOrder,
  type Sen,
  type VoucherLine,
} from '@nyiur/domain';
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { salesOrders } from '../db/schema/sales-orders';
import { voucherUses, vouchers, type VoucherRow } from '../db/schema/vouchers';
import { AppError } from '../http/app-error';
import { customerKeyOf, rulesOf, type VoucherCustomer } from './voucher-rules';
import { WrongVoucherCode } from './wrong-code-budget';

/** A voucher that passed its rules for this cart, with the order it prices. */
export interface CheckoutVoucher {
  readonly voucher: VoucherRow;
  readonly customer: VoucherCustomer;
  readonly priced: PricedOrder;
}

export interface VoucherCart {
  readonly lines: readonly VoucherLine[];
  readonly subtotal: Sen;
  readonly shipping: { mode: 'delivery' | 'pickup'; state: string; weight: Grams };
}

const refuse = (refusal: Parameters<typeof voucherRefusalMessage>[0]): AppError => {
  const message = voucherRefusalMessage(refusal);
  return isWrongCode(refusal)
    ? new WrongVoucherCode(message)
    : AppError.validation({ voucher_code: message });
};

async function usesByCustomer(tx: Executor, voucherId: number, key: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.voucherId, voucherId),
        eq(voucherUses.customerKey, key),
        inArray(voucherUses.state, ['held', 'used']),
      ),
    );
  return row?.n ?? 0;
}

async function paidOrdersOf(tx: Executor, customer: VoucherCustomer): Promise<number> {
  const byEmail = eq(sql`lower(${salesOrders.email})`, customer.email.trim().toLowerCase());
  const [row] = await tx
    .select({ n: count() })
    .from(salesOrders)
    .where(
      and(
        isNotNull(salesOrders.paidAt),
        customer.userId === null ? byEmail : or(eq(salesOrders.userId, customer.userId), byEmail),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Checks a code against a cart for a customer and prices the order with it, or throws a 422 on
 * `voucher_code` in the shop's words. The limit on the amount is checked on what is paid.
 */
export async function voucherForCheckout(
  tx: Executor,
  code: string,
  customer: VoucherCustomer & { isMember: boolean },
  cart: VoucherCart,
  now: number = Date.now(),
): Promise<CheckoutVoucher> {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)));
  if (!voucher) throw refuse({ reason: 'unknown' });
  const rules = rulesOf(voucher);
  const checked = checkVoucher(
    rules,
    {
      isMember: customer.isMember,
      usesByShopper: await usesByCustomer(tx, voucher.id, customerKeyOf(customer)),
      paidOrders: voucher.firstOrderOnly ? await paidOrdersOf(tx, customer) : 0,
    },
    cart.lines,
    now,
  );
  if (!checked.ok) throw refuse(checked);
  const priced = priceOrder(cart.shipping, cart.subtotal, {
    benefit: rules.benefit,
    eligibleSubtotal: checked.eligibleSubtotal,
  });
  if (priced.total <= 0) throw refuse({ reason: 'nothing_to_pay' });
  const limit = checkCheckout({ total: priced.total, weight: cart.shipping.weight });
  if (limit) throw AppError.validation({ cart: limit.message });
  return { voucher, customer, priced };
}

/**
 * Takes one use for an order being placed, in the checkout's transaction. The conditional update
 * locks the voucher row and checks the count again after any checkout ahead of it commits, so
 * the uses taken never pass the total, however many shoppers race for the last one.
 */
export async function holdVoucherUse(
  tx: Executor,
  applied: CheckoutVoucher,
  orderId: number,
): Promise<void> {
  const taken = await tx
    .update(vouchers)
    .set({ usesTaken: sql`${vouchers.usesTaken} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(vouchers.id, applied.voucher.id),
        eq(vouchers.status, 'active'),
        sql`(${vouchers.totalUses} is null or ${vouchers.usesTaken} < ${vouchers.totalUses})`,
      ),
    )
    .returning({ id: vouchers.id });
  if (taken.length === 0) throw refuse({ reason: 'used_up' });
  // An order placed again (a free sample re-submitted) keeps one row: the use it gave back goes.
  await tx
    .delete(voucherUses)
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.state, 'released')));
  await tx.insert(voucherUses).values({
    voucherId: applied.voucher.id,
    orderId,
    userId: applied.customer.userId,
    customerKey: customerKeyOf(applied.customer),
    discountSen: applied.priced.discount,
    shippingOffSen: applied.priced.shippingBeforeVoucher - applied.priced.shipping,
  });
}

/** Cart lines as the voucher rules read them: each product and what its line costs. */
export const voucherLinesOf = (
  lines: readonly { quantity: number; product: { id: number; priceSen: number } }[],
): VoucherLine[] =>
  lines.map((line) => ({
    productId: line.product.id,
    lineTotal: lineAmount({ quantity: line.quantity, unitPriceSen: sen(line.product.priceSen) }),
  }));
