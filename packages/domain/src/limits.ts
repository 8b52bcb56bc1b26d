import { cartMessages } from './messages-shop';
import { grams, sen, type Grams, type Sen } from './units';

/** Maximum order weight: 10 kg. */
export const MAX_ORDER_WEIGHT = grams(10000);

/** Maximum amount of one transaction: RM3,000. */
export const MAX_TRANSACTION = sen(300000);

export type LimitError = { kind: 'weight' | 'amount'; message: string };

const overWeight: LimitError = { kind: 'weight', message: cartMessages.overWeight };
const overAmount: LimitError = { kind: 'amount', message: cartMessages.overAmount };

const exceeds = (value: number, limit: number): boolean => !Number.isFinite(value) || value > limit;

/** Checks an order total and weight at checkout; exactly at a limit is allowed. */
export const checkCheckout = ({
  total,
  weight,
}: {
  total: Sen;
  weight: Grams;
}): LimitError | null => {
  if (exceeds(weight, MAX_ORDER_WEIGHT)) return overWeight;
  if (exceeds(total, MAX_TRANSACTION)) return overAmount;
  return null;
};

/** Checks adding a line to a cart: the current cart plus the new line must stay within both limits. */
export const checkAddToCart = ({
  cartAmount,
  cartWeight,
  lineAmount,
  lineWeight,
}: {
  cartAmount: Sen;
  cartWeight: Grams;
  lineAmount: Sen;
  lineWeight: Grams;
}): LimitError | null => {
  if (exceeds(cartAmount + lineAmount, MAX_TRANSACTION)) return overAmount;
  if (exceeds(cartWeight + lineWeight, MAX_ORDER_WEIGHT)) return overWeight;
  return null;
};
