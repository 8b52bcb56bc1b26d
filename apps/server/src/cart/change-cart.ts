import { addLineLimit, isForSale } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/database';
import { poolOf, pooledTransaction, sqlInt } from '../db/raw-sql';
import { preparedStatement } from '../db/prepared';
import { cartItems, products, users, type ProductRow } from '../db/schema';
import { AppError } from '../http/app-error';
import {
  cartLinesSum,
  cartView,
  loadCartLines,
  pricedLineOf,
  MEMBER_CART_SQL,
  type CartView,
  type PricedLine,
  type PricedProduct,
} from './load-cart';

export const cartMessages = {
  unavailable: 'This product is not available for sale.',
  outOfStock: (name: string) => `${name} is out of stock for now.`,
  lineUnavailable: (name: string) =>
    `${name} is no longer for sale. Please remove it from your cart to check out.`,
  itemNotFound: 'This item is no longer in your cart.',
} as const;

/** The product as add to cart needs it: shown in the cart, counted, and checked for sale. */
type CartProduct = PricedProduct & Pick<ProductRow, 'hidden' | 'sellable' | 'stockOnHand'>;

/** What add to cart reads under the member's lock: the product, and the cart as it is. */
interface LockedCart {
  readonly product: CartProduct | undefined;
  readonly lines: readonly PricedLine[];
}

/** The line add to cart saves, once the product and the limits are checked. */
interface LineToSave {
  readonly productId: number;
  readonly quantity: number;
  /** The cart's other lines, as they stay. */
  readonly others: readonly PricedLine[];
  readonly product: CartProduct;
}

/**
 * Checks the product and the RM3,000 and 10 kg limits on the cart read under the member's lock,
 * and answers the line to save: added to (`to_add` "1") or set. Throws the spec's messages.
 */
function lineToSave(locked: LockedCart, input: AddToCartInput): LineToSave {
  const { product } = locked;
  if (!product || !isForSale(product))
    throw AppError.validation({ product_id: cartMessages.unavailable });
  if (product.stockOnHand <= 0)
    throw AppError.validation({ product_id: cartMessages.outOfStock(product.name) });
  const existing = locked.lines.find((line) => line.product.id === product.id);
  const others = locked.lines.filter((line) => line !== existing);
  const quantity =
    input.to_add === '1' && existing ? existing.quantity + input.quantity : input.quantity;
  const limit = addLineLimit(cartLinesSum(others), {
    quantity,
    unitPriceSen: product.priceSen,
    unitWeightGrams: product.weightGrams,
  });
  if (limit) throw AppError.validation({ quantity: limit.message });
  return { productId: product.id, quantity, others, product };
}

/** The cart after the save, in line order. */
const cartAfter = (save: LineToSave, savedId: number): CartView =>
  cartView(
    [...save.others, { id: savedId, quantity: save.quantity, product: save.product }].sort(
      (a, b) => a.id - b.id,
    ),
  );

/*
 * On PostgreSQL add to cart is two round trips: `begin`, the lock and the cart's read in the
 * first; the save and `commit` in the second, once the limits are checked here. The statements
 * are prepared once per connection and map their rows by hand (no query builder per call).
 *
 * The lock statement also lets this transaction's commit return before its WAL record reaches the
 * disk (`synchronous_commit` off, for this transaction only): a cart line is not money, and a
 * database crash can at worst forget the last fraction of a second of cart changes, never leave
 * one half made. Checkout and payments keep the durable commit.
 */
const CART_STATEMENTS = {
  cart_lock_product: `prepare cart_lock_product(int, int) as
    select set_config('synchronous_commit', 'off', true) as commit_mode,
      p.id, p.name, p.description, p.featured_graphic_url, p.price_sen, p.weight_grams,
      p.sellable, p.hidden, product_available(p.id) as stock_on_hand
    from users u join products p on p.id = $2
    where u.id = $1
    for update of u`,
  cart_read_lines: `prepare cart_read_lines(int) as ${MEMBER_CART_SQL}`,
  cart_save_line: `prepare cart_save_line(int, int, int) as
    insert into cart_items (user_id, product_id, quantity) values ($1, $2, $3)
    on conflict (user_id, product_id) do update set quantity = excluded.quantity, updated_at = now()
    returning id`,
} as const;

async function addToCartOnPool(
  pool: pg.Pool,
  userId: number,
  input: AddToCartInput,
): Promise<CartView> {
  const user = sqlInt(userId);
  return pooledTransaction(pool, CART_STATEMENTS, async (batch) => {
    // The lock comes first and the cart is read in the next statement, in a snapshot taken once
    // the lock is held: concurrent changes to one cart queue on the lock and each sees the last.
    const [locked = [], lines = []] = await batch.run([
      `execute cart_lock_product(${user}, ${sqlInt(input.product_id)})`,
      `execute cart_read_lines(${user})`,
    ]);
    const [row] = locked;
    const save = lineToSave(
      {
        product: row && {
          id: row.id as number,
          name: row.name as string,
          description: row.description as string,
          featuredGraphicUrl: row.featured_graphic_url as string,
          priceSen: row.price_sen as number,
          weightGrams: row.weight_grams as number,
          sellable: row.sellable as boolean,
          hidden: row.hidden as boolean,
          stockOnHand: row.stock_on_hand as number,
        },
        lines: lines.map(pricedLineOf),
      },
      input,
    );
    const [saved = []] = await batch.run(
      [`execute cart_save_line(${user}, ${sqlInt(save.productId)}, ${sqlInt(save.quantity)})`],
      { commit: true },
    );
    const savedId = saved[0]?.id;
    if (typeof savedId !== 'number') throw new Error('cart upsert returned no line');
    return cartAfter(save, savedId);
  });
}

/**
 * The member's row locked with the product read in the same statement (other drivers: PGlite,
 * where a round trip costs little).
 */
const lockMemberWithProduct = preparedStatement((db) =>
  db
    .select({ product: products, available: sql<number>`product_available(${products.id})` })
    .from(users)
    .innerJoin(products, eq(products.id, sql.placeholder('productId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update', { of: users })
    .prepare('lock_member_with_product'),
);

export interface AddToCartInput {
  product_id: number;
  quantity: number;
  to_add?: '1' | '0' | undefined;
}

/**
 * Adds to a line (`to_add` "1") or sets its quantity, within the RM3,000 and 10 kg limits. The
 * member's row is locked first, so concurrent changes to one cart run one after another and the
 * limits hold whatever the timing.
 */
export async function addToCart(
  db: Database,
  userId: number,
  input: AddToCartInput,
): Promise<CartView> {
  const pool = poolOf(db);
  if (pool) return addToCartOnPool(pool, userId, input);
  return db.transaction(async (tx) => {
    const [found] = await lockMemberWithProduct(tx).execute({
      productId: input.product_id,
      userId,
    });
    const save = lineToSave(
      {
        // A combo's stock is what its boxes allow.
        product: found && { ...found.product, stockOnHand: found.available },
        lines: await loadCartLines(tx, userId),
      },
      input,
    );
    const [saved] = await tx
      .insert(cartItems)
      .values({ userId, productId: save.productId, quantity: save.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: save.quantity, updatedAt: sql`now()` },
      })
      .returning({ id: cartItems.id });
    if (!saved) throw new Error('cart upsert returned no line');
    return cartAfter(save, saved.id);
  });
}

/** Removes one of the member's own lines; anyone else's line id is a 404. */
export async function removeCartItem(
  db: Database,
  userId: number,
  cartItemId: number,
): Promise<CartView> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw AppError.notFound(cartMessages.itemNotFound);
    return cartView(await loadCartLines(tx, userId));
  });
}
