import {
  cartSum,
  lineAmount,
  lineWeight,
  toAmountString,
  type CartSum,
  type UnitLine,
} from '@nyiur/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { batchedRead, rowsPerKey } from '../db/batched-read';
import { readRows, type NamedStatement } from '../db/raw-sql';
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

/** What a cart line shows and how it counts towards the limits: enough for {@link cartView}. */
export type PricedProduct = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'featuredGraphicUrl' | 'priceSen' | 'weightGrams'
>;

export interface PricedLine {
  readonly id: number;
  readonly quantity: number;
  readonly product: PricedProduct;
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
export const unitLineOf = (line: PricedLine): UnitLine => ({
  quantity: line.quantity,
  unitPriceSen: line.product.priceSen,
  unitWeightGrams: line.product.weightGrams,
});

/** The subtotal and weight of the cart's rows. */
export const cartLinesSum = (lines: readonly PricedLine[]): CartSum =>
  cartSum(lines.map(unitLineOf));

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
export function cartView(lines: readonly PricedLine[]): CartView {
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

/** A cart line of a row that joins `cart_items` (`line_id`, `quantity`) and `products`. */
export const pricedLineOf = (row: Record<string, unknown>): PricedLine => ({
  id: row.line_id as number,
  quantity: row.quantity as number,
  product: {
    id: row.product_id as number,
    name: row.name as string,
    description: row.description as string,
    featuredGraphicUrl: row.featured_graphic_url as string,
    priceSen: row.price_sen as number,
    weightGrams: row.weight_grams as number,
  },
});

/** The columns of {@link pricedLineOf}, for a query on `cart_items c` joined with `products p`. */
export const PRICED_LINE_COLUMNS = `c.id as line_id, c.quantity, p.id as product_id, p.name,
  p.description, p.featured_graphic_url, p.price_sen, p.weight_grams`;

/** The member's cart lines (`$1`: the member), in line order, as {@link pricedLineOf} reads them. */
export const MEMBER_CART_SQL = `select ${PRICED_LINE_COLUMNS}
    from cart_items c join products p on p.id = c.product_id
    where c.user_id = $1
    order by c.id`;

/** The cart lines of several members (`$1`: their ids), by member, then in line order. */
const membersCartsQuery: NamedStatement = {
  name: 'members_cart_rows',
  text: `select c.user_id, ${PRICED_LINE_COLUMNS}
    from cart_items c join products p on p.id = c.product_id
    where c.user_id = any($1::int[])
    order by c.user_id, c.id`,
};

const memberCartLines = batchedRead(async (db, userIds) =>
  rowsPerKey(await readRows(db, membersCartsQuery, [userIds]), 'user_id', userIds).map((rows) =>
    rows.map(pricedLineOf),
  ),
);

/**
 * The member's cart as the API answers it, read outside any transaction (in one query with the
 * carts other requests asked for at the same moment).
 */
export async function loadCart(db: Database, userId: number): Promise<CartView> {
  return cartView(await memberCartLines(db, userId));
}
