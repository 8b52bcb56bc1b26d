import {
  cartSum,
  lineAmount,
  lineWeight,
  toAmountString,
  type CartSum,
  type UnitLine,
} from '@nyiur/domain';
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

export const productSummaryOf = (
  product: Pick<ProductRow, 'id' | 'name' | 'description' | 'featuredGraphicUrl'>,
) => ({
  id: product.id,
  name: product.name,
  description: product.description,
  featured_graphic_url: product.featuredGraphicUrl,
});

/** A cart row counted by the unit, at the product's current price and weight. */
export const unitLineOf = (line: CartLine): UnitLine => ({
  quantity: line.quantity,
  unitPriceSen: line.product.priceSen,
  unitWeightGrams: line.product.weightGrams,
});

/** The subtotal and weight of the cart's rows. */
export const cartLinesSum = (lines: readonly CartLine[]): CartSum => cartSum(lines.map(unitLineOf));

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
    amount: toAmountString(cartLinesSum(lines).subtotal),
    cart_items: lines.map((line) => ({
      id: line.id,
      qty: line.quantity,
      amount: toAmountString(lineAmount(unitLineOf(line))),
      weight: lineWeight(unitLineOf(line)),
      product: productSummaryOf(line.product),
    })),
  };
}

export async function loadCart(db: Executor, userId: number): Promise<CartView> {
  return cartView(await loadCartLines(db, userId));
}
