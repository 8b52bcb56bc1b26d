import type { Cart } from '@nyiur/api';
import { cartFiguresSum, cartTotals } from '@nyiur/domain';
import type { Grams, Sen } from '@nyiur/domain';

export interface CheckoutTotals {
  readonly subtotal: Sen;
  readonly shipping: Sen;
  readonly weight: Grams;
  readonly total: Sen;
  /** The spec's limit message when the order is over 10 kg or RM3000, else null. */
  readonly limit: string | null;
}

/** The checkout summary's figures (spec §2, §9): subtotal, shipping by mode and state, weight, total. */
export function checkoutTotals(
  cart: Cart | null,
  mode: 'delivery' | 'pickup',
  state: string,
): CheckoutTotals {
  const totals = cartTotals(cartFiguresSum(cart), { mode, state: state || null });
  return { ...totals, limit: totals.limit?.message ?? null };
}
