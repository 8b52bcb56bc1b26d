import { contractMessages, ok, voucherCheck, vouchersAvailable } from '@nyiur/api';
import { cartTotals, grams, messages, sen, toAmountString } from '@nyiur/domain';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartLinesSum, loadCartLines } from '../cart/load-cart';
import { products } from '../db/schema';
import { vouchers } from '../db/schema/vouchers';
import { AppError } from '../http/app-error';
import { optionalUserCall, publicCall } from '../http/call-route';
import { voucherForCheckout, voucherLinesOf, type VoucherCart } from './checkout-voucher';
import { withinWrongCodeBudget, wrongCodeKeys } from './wrong-code-budget';

/** The checkout's voucher preview and its "Vouchers available" hint. */
export async function voucherRoutes(app: FastifyInstance): Promise<void> {
  optionalUserCall(app, voucherCheck, async ({ input, user, ctx, request }) => {
    const mode = input.is_pickup === '1' ? 'pickup' : 'delivery';
    const state = input.state ?? '';
    let cart: VoucherCart;
    if (input.product_id !== undefined) {
      const [product] = await ctx.db
        .select({ id: products.id, weightGrams: products.weightGrams })
        .from(products)
        .where(eq(products.id, input.product_id));
      if (!product) throw AppError.validation({ product_id: contractMessages.product });
      cart = {
        lines: [{ productId: product.id, lineTotal: sen(0) }],
        subtotal: sen(0),
        shipping: { mode: 'delivery', state, weight: grams(product.weightGrams) },
      };
    } else {
      if (!user) throw AppError.validation({ cart: messages.cart.empty });
      const lines = await loadCartLines(ctx.db, user.id);
      if (lines.length === 0) throw AppError.validation({ cart: messages.cart.empty });
      const { subtotal, weight } = cartTotals(cartLinesSum(lines), { mode, state });
      cart = { lines: voucherLinesOf(lines), subtotal, shipping: { mode, state, weight } };
    }
    const { voucher, priced } = await withinWrongCodeBudget(
      ctx.db,
      wrongCodeKeys(request.ip, user ? { userId: user.id } : null),
      () =>
        voucherForCheckout(
          ctx.db,
          input.voucher_code,
          { userId: user?.id ?? null, email: user?.email ?? '', isMember: user !== null },
          cart,
        ),
    );
    return ok({
      voucher_code: voucher.code,
      kind: voucher.kind,
      subtotal: toAmountString(priced.subtotal),
      discount: toAmountString(priced.discount),
      shipping_before: toAmountString(priced.shippingBeforeVoucher),
      shipping_cap:
        voucher.kind === 'free_shipping' && voucher.capSen !== null
          ? toAmountString(sen(voucher.capSen))
          : null,
      shipping: toAmountString(priced.shipping),
      total: toAmountString(priced.total),
    });
  });

  publicCall(app, vouchersAvailable, async ({ ctx }) => {
    const [hint] = await ctx.db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.showHint, true),
          eq(vouchers.status, 'active'),
          or(isNull(vouchers.startsAt), lte(vouchers.startsAt, sql`now()`)),
          or(isNull(vouchers.endsAt), gt(vouchers.endsAt, sql`now()`)),
          sql`(${vouchers.totalUses} is null or ${vouchers.usesTaken} < ${vouchers.totalUses})`,
        ),
      )
      .limit(1);
    return ok({ available: hint !== undefined });
  });
}
