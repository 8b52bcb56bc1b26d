import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '../http/app-error';
import type { Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { products } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';

export const stockMessages = {
  outOfStock: (name: string, left: number) =>
    left > 0
      ? `Only ${left} of ${name} left. Please lower the quantity in your cart.`
      : `${name} is out of stock. Please remove it from your cart to check out.`,
} as const;

const takeStock = preparedStatement((tx) =>
  tx
    .update(products)
    .set({ stockOnHand: sql`${products.stockOnHand} - ${sql.placeholder('quantity')}` })
    .where(
      and(
        eq(products.id, sql.placeholder('productId')),
        gte(products.stockOnHand, sql.placeholder('quantity')),
      ),
    )
    .returning({ id: products.id })
    .prepare('take_stock'),
);

/**
 * Takes the lines' quantities off the shelf for the payment window. Each line is one
 * conditional update: PostgreSQL locks the product row and checks the stock again after any
 * checkout ahead of it commits, so two checkouts can never both take the last box. Throws a
 * 422 naming the product when there is not enough; the caller's transaction then undoes the
 * lines already taken.
 */
export async function reserveStock(
  tx: Executor,
  lines: readonly { productId: number; name: string; quantity: number }[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await takeStock(tx).execute({
      productId: line.productId,
      quantity: line.quantity,
    });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ left: products.stockOnHand })
        .from(products)
        .where(eq(products.id, line.productId));
      throw AppError.validation({ cart: stockMessages.outOfStock(line.name, row?.left ?? 0) });
    }
  }
}

/**
 * Puts an order's boxes back on the shelf: a reserved order whose payment failed or whose window
 * ended, or (with `paidToo`) a paid order cancelled or refunded with restock. Runs once per order.
 */
export async function releaseStock(
  tx: Executor,
  orderId: number,
  options: { paidToo?: boolean } = {},
): Promise<boolean> {
  const holds: ('reserved' | 'committed')[] = options.paidToo
    ? ['reserved', 'committed']
    : ['reserved'];
  const [order] = await tx
    .update(salesOrders)
    .set({ stockHold: 'released' })
    .where(and(eq(salesOrders.id, orderId), inArray(salesOrders.stockHold, holds)))
    .returning({ id: salesOrders.id });
  if (!order) return false;
  await changeStockByItems(tx, orderId, 1);
  return true;
}

/**
 * The payment made the reservation final. A payment that arrives after the window released the
 * boxes takes them again (the money is real), never below zero.
 */
export async function commitStock(tx: Executor, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ hold: salesOrders.stockHold })
    .from(salesOrders)
    .where(eq(salesOrders.id, orderId))
    .for('update');
  if (order?.hold !== 'reserved' && order?.hold !== 'released') return;
  await tx.update(salesOrders).set({ stockHold: 'committed' }).where(eq(salesOrders.id, orderId));
  if (order.hold === 'released') await changeStockByItems(tx, orderId, -1);
}

async function changeStockByItems(tx: Executor, orderId: number, sign: 1 | -1): Promise<void> {
  const items = await tx
    .select({ productId: salesOrderItems.productId, quantity: salesOrderItems.quantity })
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, orderId));
  for (const item of items) {
    if (item.productId === null) continue;
    await tx
      .update(products)
      .set({
        stockOnHand: sql`greatest(${products.stockOnHand} + ${sign * item.quantity}, 0)`,
      })
      .where(eq(products.id, item.productId));
  }
}
