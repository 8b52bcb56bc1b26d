import { checkAddToCart, grams, isForSale, sen } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cartItems, products, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { cartTotals, cartView, loadCartLines, type CartLine, type CartView } from './load-cart';

export const cartMessages = {
  unavailable: 'This product is not available for sale.',
  lineUnavailable: (name: string) =>
    `${name} is no longer for sale. Please remove it from your cart to check out.`,
  itemNotFound: 'This item is no longer in your cart.',
} as const;

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
    const [found] = await tx
      .select({ product: products })
      .from(users)
      .innerJoin(products, eq(products.id, input.product_id))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    const product = found?.product;
    if (!product || !isForSale(product))
      throw AppError.validation({ product_id: cartMessages.unavailable });

    const lines = await loadCartLines(tx, userId);
    const current = lines.find((line) => line.product.id === product.id);
    const quantity =
      input.to_add === '1' ? (current?.quantity ?? 0) + input.quantity : input.quantity;
    const others = cartTotals(lines.filter((line) => line !== current));
    const limit = checkAddToCart({
      cartAmount: others.amount,
      cartWeight: others.weight,
      lineAmount: sen(product.priceSen * quantity),
      lineWeight: grams(product.weightGrams * quantity),
    });
    if (limit) throw AppError.validation({ quantity: limit.message });

    const [saved] = await tx
      .insert(cartItems)
      .values({ userId, productId: product.id, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity, updatedAt: sql`now()` },
      })
      .returning({ id: cartItems.id });
    if (!saved) throw new Error('cart upsert returned no line');
    // The cart after the change, from what was read under the lock: no second read.
    const after: CartLine[] = current
      ? lines.map((line) => (line === current ? { ...line, quantity } : line))
      : [...lines, { id: saved.id, quantity, product }];
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
