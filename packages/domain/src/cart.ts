import { checkAddToCart, checkCheckout, type LimitError } from './limits';
import { parseAmount } from './money';
import { shippingFee } from './shipping';
import { grams, sen, type Grams, type Sen } from './units';

/** A cart line by the unit: a quantity of one product at its unit price and unit weight. */
export interface UnitLine {
  readonly quantity: number;
  readonly unitPriceSen: number;
  readonly unitWeightGrams: number;
}

/** What a line costs: quantity × unit price. */
export const lineAmount = (line: Pick<UnitLine, 'quantity' | 'unitPriceSen'>): Sen =>
  sen(line.unitPriceSen * line.quantity);

/** What a line weighs: quantity × unit weight. */
export const lineWeight = (line: Pick<UnitLine, 'quantity' | 'unitWeightGrams'>): Grams =>
  grams(line.unitWeightGrams * line.quantity);

/** What a cart's lines add up to: the item subtotal and the weight. */
export interface CartSum {
  readonly subtotal: Sen;
  readonly weight: Grams;
}

export const EMPTY_CART_SUM: CartSum = { subtotal: sen(0), weight: grams(0) };

/** The subtotal and weight of lines counted by the unit (the server's cart rows). */
export const cartSum = (lines: readonly UnitLine[]): CartSum => ({
  subtotal: sen(lines.reduce((sum, line) => sum + lineAmount(line), 0)),
  weight: grams(lines.reduce((sum, line) => sum + lineWeight(line), 0)),
});

/** The cart as the API answers it: its subtotal as "198.00" and each line's weight in grams. */
export interface CartFigures {
  readonly amount: string;
  readonly cart_items: readonly { readonly weight: number }[];
}

/** The subtotal and weight of a cart as the API answered it; no cart counts as empty. */
export const cartFiguresSum = (cart: CartFigures | null | undefined): CartSum =>
  cart
    ? {
        subtotal: parseAmount(cart.amount) ?? sen(0),
        weight: grams(cart.cart_items.reduce((sum, item) => sum + item.weight, 0)),
      }
    : EMPTY_CART_SUM;

/** The limit problem of a cart after a line is added or set, or null (spec §9). */
export const addLineLimit = (others: CartSum, line: UnitLine): LimitError | null =>
  checkAddToCart({
    cartAmount: others.subtotal,
    cartWeight: others.weight,
    lineAmount: lineAmount(line),
    lineWeight: lineWeight(line),
  });

/** How the order travels; a delivery without a state yet has no shipping fee to show. */
export interface CartDelivery {
  readonly mode: 'delivery' | 'pickup';
  /** The Malaysian state delivered to; null while the shopper has not chosen one. */
  readonly state: string | null;
}

export interface CartTotals extends CartSum {
  readonly shipping: Sen;
  readonly total: Sen;
  /** Over 10 kg or RM3,000 (total with shipping): the spec's message, else null. */
  readonly limit: LimitError | null;
}

/**
 * An order's figures (spec §2, §9): subtotal and weight, shipping by mode, state, weight and
 * subtotal, the total with shipping, and the limit that total and weight break, if any.
 */
export const cartTotals = (sum: CartSum, delivery: CartDelivery): CartTotals => {
  const shipping =
    delivery.mode === 'pickup' || delivery.state !== null
      ? shippingFee({
          mode: delivery.mode,
          state: delivery.state ?? '',
          weight: sum.weight,
          subtotal: sum.subtotal,
        })
      : sen(0);
  const total = sen(sum.subtotal + shipping);
  return { ...sum, shipping, total, limit: checkCheckout({ total, weight: sum.weight }) };
};
