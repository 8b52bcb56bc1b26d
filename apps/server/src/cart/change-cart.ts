import { addLineLimit, isForSale } from '@nyiur/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { cartItems, products, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { cartLinesSum, cartView, loadCartLines, type CartLine, type CartView } from './load-cart';

export const cartMessages = {
  unavailable: 'This product is not available for sale.',
  outOfStock: (name: string) => `${name} is out of stock for now.`,
  lineUnavailable: (name: string) =>
    `${name} is no longer for sale. Please remove it from your cart to check out.`,
  itemNotFound: 'This item is no longer in your cart.',
} as const;

/**
 * The member's row locked with the product read in the same statement. Named, so PostgreSQL
 * parses and plans it once per connection even though it runs inside a transaction.
 *
 * The same statement lets this transaction's commit return before its WAL record reaches the
 * disk (`synchronous_commit` off, for this transaction only): a cart line is not money, and a
 * database crash can at worst forget the last fraction of a second of cart changes, never leave
 * one half made. Checkout and payments keep the durable commit.
 */
const lockMemberWithProduct = preparedStatement((db) =>
  db
    .select({
      product: products,
      commitMode: sql<string>`set_config('synchronous_commit', 'off', true)`,
    })
    .from(users)
    .innerJoin(products, eq(products.id, sql.placeholder('productId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update', { of: users })
    .prepare('lock_member_with_product'),
);

/**
 * Saves the line (added to, or set) and reads the rest of the cart with its products, in one
 * statement. The rest is read in this statement's snapshot, taken after the member's row was
 * locked, so it holds every change committed before; the saved line comes from the insert itself.
 */
const saveLineReadCart = preparedStatement((db) => {
  const saved = db.$with('saved', { id: cartItems.id, quantity: cartItems.quantity }).as(
    sql`insert into ${cartItems} (user_id, product_id, quantity)
      values (${sql.placeholder('userId')}, ${sql.placeholder('productId')}, ${sql.placeholder('quantity')})
      on conflict (user_id, product_id) do update set
        quantity = case when ${sql.placeholder('toAdd')}::boolean
          then ${cartItems}.quantity + excluded.quantity else excluded.quantity end,
        updated_at = now()
      returning id, quantity`,
  );
  return db
    .with(saved)
    .select({
      savedId: saved.id,
      savedQuantity: saved.quantity,
      lineId: cartItems.id,
      quantity: cartItems.quantity,
      product: products,
    })
    .from(saved)
    .leftJoin(
      cartItems,
      and(
        eq(cartItems.userId, sql.placeholder('userId')),
        ne(cartItems.productId, sql.placeholder('productId')),
      ),
    )
    .leftJoin(products, eq(products.id, cartItems.productId))
    .orderBy(asc(cartItems.id))
    .prepare('save_cart_line');
});

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
  return db.transaction(async (tx) => {
    // One statement locks the member's row and reads the product: concurrent changes to one
    // cart queue here, and the limits below are checked on the cart as it is after them.
    const [found] = await lockMemberWithProduct(tx).execute({
      productId: input.product_id,
      userId,
    });
    const product = found?.product;
    if (!product || !isForSale(product))
      throw AppError.validation({ product_id: cartMessages.unavailable });
    if (product.stockOnHand <= 0)
      throw AppError.validation({ product_id: cartMessages.outOfStock(product.name) });

    const rows = await saveLineReadCart(tx).execute({
      userId,
      productId: product.id,
      quantity: input.quantity,
      toAdd: input.to_add === '1',
    });
    const [first] = rows;
    if (!first) throw new Error('cart upsert returned no line');
    const others: CartLine[] = [];
    for (const row of rows) {
      if (row.lineId !== null && row.quantity !== null && row.product !== null)
        others.push({ id: row.lineId, quantity: row.quantity, product: row.product });
    }
    // Checked on the saved line: over a limit, the error undoes the save with the transaction.
    const limit = addLineLimit(cartLinesSum(others), {
      quantity: first.savedQuantity,
      unitPriceSen: product.priceSen,
      unitWeightGrams: product.weightGrams,
    });
    if (limit) throw AppError.validation({ quantity: limit.message });
    const savedLine: CartLine = { id: first.savedId, quantity: first.savedQuantity, product };
    const after = [...others, savedLine].sort((a, b) => a.id - b.id);
    return cartView(after);
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
