import { grams, sen, toAmountString, type Grams, type Sen } from '@nyiur/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { cartItems, products, type ProductRow } from '../db/schema';

export interface CartView {
  amount: string;
  cart_items: {
    id: number;
    qty: number;
    amount: string;
    weight: number;
    product: { id: number; name: string; description: string; featured_graphic_url: string | null };
  }[];
}

export interface CartLine {
  readonly id: number;
  readonly quantity: number;
  readonly product: ProductRow;
}

export const productSummaryOf = (product: ProductRow) => ({
  id: product.id,
  name: product.name,
  description: product.description,
  featured_graphic_url: product.featuredGraphicUrl,
});

export const lineAmount = (line: CartLine): Sen => sen(line.product.priceSen * line.quantity);
export const lineWeight = (line: CartLine): Grams =>
  grams(line.product.weightGrams * line.quantity);

export const cartTotals = (lines: readonly CartLine[]): { amount: Sen; weight: Grams } => ({
  amount: sen(lines.reduce((sum, line) => sum + lineAmount(line), 0)),
  weight: grams(lines.reduce((sum, line) => sum + lineWeight(line), 0)),
});

/** The cart and its lines' products in one query. */
const cartLinesQuery = preparedStatement((db) =>
  db
    .select({ id: cartItems.id, quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.id))
    .prepare('cart_lines'),
);

export async function loadCartLines(db: Executor, userId: number): Promise<CartLine[]> {
  return cartLinesQuery(db).execute({ userId });
}

/** The cart as the API answers it (amounts as "198.00", weights in grams). */
export function cartView(lines: readonly CartLine[]): CartView {
  return {
    amount: toAmountString(cartTotals(lines).amount),
    cart_items: lines.map((line) => ({
      id: line.id,
      qty: line.quantity,
      amount: toAmountString(lineAmount(line)),
      weight: lineWeight(line),
      product: productSummaryOf(line.product),
    })),
  };
}

export async function loadCart(db: Executor, userId: number): Promise<CartView> {
  return cartView(await loadCartLines(db, userId));
}
