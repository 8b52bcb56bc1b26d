import type { Cart } from '@nyiur/api';
import { checkCheckout, grams, parseAmount, sen, shippingFee } from '@nyiur/domain';
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
  const subtotal = cart ? (parseAmount(cart.amount) ?? sen(0)) : sen(0);
  const weight = grams(cart ? cart.cart_items.reduce((sum, item) => sum + item.weight, 0) : 0);
  const shipping =
    state || mode === 'pickup' ? shippingFee({ mode, state, weight, subtotal }) : sen(0);
  const total = sen(subtotal + shipping);
  return {
    subtotal,
    shipping,
    weight,
    total,
    limit: checkCheckout({ total, weight })?.message ?? null,
  };
}
