import { z } from '../zod';
import { amountString, gramsValue } from './primitives';
import { productSummary } from './product-summary';

/** One cart line: `amount` is the line total, `weight` the line weight in grams. */
export const cartItem = z.object({
  id: z.number().int().positive(),
  qty: z.number().int().positive(),
  amount: amountString,
  weight: gramsValue,
  product: productSummary,
});
export type CartItem = z.output<typeof cartItem>;

/** The cart: `amount` is the sum of the line amounts, before shipping. */
export const cart = z.object({
  amount: amountString,
  cart_items: z.array(cartItem),
});
export type Cart = z.output<typeof cart>;
