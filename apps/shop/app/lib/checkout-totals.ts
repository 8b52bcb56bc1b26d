import type { Cart } from '@nyiur/api';
import { cartFiguresSum, cartTotals, checkCheckout, priceOrder, sen } from '@nyiur/domain';
import type { Grams, Sen } from '@nyiur/domain';

/**
 * A voucher the server priced for this cart: its code, kind, discount on the goods and, for free
 * shipping, the most of the fee it covers (null: all of it).
 */
export interface AppliedVoucher {
  readonly code: string;
  readonly kind: 'amount_off' | 'percent_off' | 'free_shipping';
  readonly discount: Sen;
  readonly shippingCap: Sen | null;
}

export interface CheckoutTotals {
  readonly subtotal: Sen;
  readonly shipping: Sen;
  readonly weight: Grams;
  readonly total: Sen;
  /** The spec's limit message when the order is over 10 kg or RM3000, else null. */
  readonly limit: string | null;
  /** The voucher's line; its discount comes off the goods before the shipping rule (0031). */
  readonly voucher?: { code: string; discount: Sen; shippingBefore: Sen } | undefined;
}

/** The checkout summary's figures (spec §2, §9): subtotal, shipping by mode and state, weight, total. */
export function checkoutTotals(
  cart: Cart | null,
  mode: 'delivery' | 'pickup',
  state: string,
  voucher: AppliedVoucher | null = null,
): CheckoutTotals {
  const sum = cartFiguresSum(cart);
  const totals = cartTotals(sum, { mode, state: state || null });
  if (!voucher || (mode === 'delivery' && !state)) {
    return { ...totals, limit: totals.limit?.message ?? null };
  }
  // The server priced the discount; the fee follows the same rule as on the server.
  const priced = priceOrder({ mode, state, weight: sum.weight }, sum.subtotal, {
    benefit:
      voucher.kind === 'free_shipping'
        ? { kind: 'free_shipping', cap: voucher.shippingCap }
        : { kind: 'amount_off', amount: voucher.discount },
    eligibleSubtotal: sum.subtotal,
  });
  return {
    subtotal: sum.subtotal,
    weight: sum.weight,
    shipping: priced.shipping,
    total: priced.total,
    limit: checkCheckout({ total: priced.total, weight: sum.weight })?.message ?? null,
    voucher: {
      code: voucher.code,
      discount: sen(priced.discount),
      shippingBefore: priced.shippingBeforeVoucher,
    },
  };
}
