import {
  checkCheckout,
  checkVoucher,
  customerIdentityOf,
  isSameCustomer,
  isWrongCode,
  lineAmount,
  normaliseVoucherCode,
  sen,
  priceOrder,
  voucherRefusalMessage,
  type CustomerIdentity,
  type Grams,
  type PricedOrder,
  type Sen,
  type VoucherLine,
} from '@nyiur/domain';
import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { identityOfOrder, lockCustomer, mayBeCustomersOrder } from '../db/customer-orders';
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

const identityOf = (customer: VoucherCustomer): CustomerIdentity => customerIdentityOf(customer);

const orderColumns = {
  userId: salesOrders.userId,
  email: salesOrders.email,
  phone: salesOrders.phone,
  address: salesOrders.address,
  postcode: salesOrders.postcode,
};

/** Uses of this voucher held or used by this customer, under any of their names. */
async function usesByCustomer(
  tx: Executor,
  voucherId: number,
  customer: VoucherCustomer,
): Promise<number> {
  const key = customerKeyOf(customer);
  const identity = identityOf(customer);
  const rows = await tx
    .select({ key: voucherUses.customerKey, ...orderColumns })
    .from(voucherUses)
    .innerJoin(salesOrders, eq(salesOrders.id, voucherUses.orderId))
    .where(
      and(
        eq(voucherUses.voucherId, voucherId),
        inArray(voucherUses.state, ['held', 'used']),
        or(eq(voucherUses.customerKey, key), mayBeCustomersOrder(identity)),
      ),
    );
  return rows.filter((row) => row.key === key || isSameCustomer(identity, identityOfOrder(row)))
    .length;
}

/**
 * Earlier orders that make this one not the customer's first: paid ones under any of their names,
 * and another account's unpaid one holding a first-order voucher (two accounts of one person
 * checking out side by side). The customer's own unpaid orders are closed by this checkout.
 */
async function earlierOrdersOf(tx: Executor, customer: VoucherCustomer): Promise<number> {
  const identity = identityOf(customer);
  const rows = await tx
    .select({ ...orderColumns, paid: sql<boolean>`${salesOrders.paidAt} is not null` })
    .from(salesOrders)
    .where(
      and(
        mayBeCustomersOrder(identity),
        // A free sample (goods RM 0, only its delivery paid) is not a first order (I1): the lead
        // thanked with a first-order code can still use it.
        gt(salesOrders.itemsSen, 0),
        or(
          isNotNull(salesOrders.paidAt),
          sql`exists (select 1 from ${voucherUses} join ${vouchers} on ${vouchers.id} = ${voucherUses.voucherId}
            where ${voucherUses.orderId} = ${salesOrders.id} and ${voucherUses.state} = 'held'
              and ${vouchers.firstOrderOnly})`,
        ),
      ),
    );
  const own = (row: (typeof rows)[number]) =>
    customer.userId !== null
      ? row.userId === customer.userId
      : row.userId === null &&
        row.email.trim().toLowerCase() === customer.email.trim().toLowerCase();
  return rows.filter(
    (row) => isSameCustomer(identity, identityOfOrder(row)) && (row.paid || !own(row)),
  ).length;
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
  options: { now?: number; lock?: boolean } = {},
): Promise<CheckoutVoucher> {
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)));
  if (!voucher) throw refuse({ reason: 'unknown' });
  const rules = rulesOf(voucher);
  // A checkout (in its transaction) waits for any other checkout of the same person.
  if (options.lock && (voucher.usesPerCustomer !== null || voucher.firstOrderOnly)) {
    await lockCustomer(tx, identityOf(customer));
  }
  const checked = checkVoucher(
    rules,
    {
      isMember: customer.isMember,
      usesByShopper:
        voucher.usesPerCustomer === null ? 0 : await usesByCustomer(tx, voucher.id, customer),
      paidOrders: voucher.firstOrderOnly ? await earlierOrdersOf(tx, customer) : 0,
    },
    cart.lines,
    options.now ?? Date.now(),
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
        eq(vouchers.awaitingApproval, false),
        sql`(${vouchers.totalUses} is null or ${vouchers.usesTaken} < ${vouchers.totalUses})`,
      ),
    )
    .returning({ id: vouchers.id });
  if (taken.length === 0) {
    // Say which condition failed (I6): paused or ended meanwhile reads as on hold, not used up.
    const [now] = await tx
      .select({ status: vouchers.status, awaiting: vouchers.awaitingApproval })
      .from(vouchers)
      .where(eq(vouchers.id, applied.voucher.id));
    const held = now !== undefined && (now.status !== 'active' || now.awaiting);
    throw refuse(
      held ? { reason: now.status === 'ended' ? 'ended' : 'paused' } : { reason: 'used_up' },
    );
  }
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
