import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../http/app-error';
import type { Executor } from '../db/database';
import { products } from '../db/schema';
import { orderNotes } from '../db/schema/order-fulfilment';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';
import { enqueueEmail } from '../mail/enqueue-email';
import { selectRows } from '../db/select-rows';
import { moveStock } from './move-stock';
import { shortfallAlertEmail, shortfallNote } from './stock-alert-emails';
import { boxesOf, orderBoxes } from './stock-levels';

export const stockMessages = {
  outOfStock: (name: string, left: number) =>
    left > 0
      ? `Only ${left} of ${name} left. Please lower the quantity in your cart.`
      : `${name} is out of stock. Please remove it from your cart to check out.`,
} as const;

/** What a product or combo has free to sell now (a combo: as many as its boxes allow). */
export async function availableOf(db: Executor, productId: number): Promise<number> {
  const [row] = await selectRows<{ available: number | null }>(
    db,
    sql`select product_available(${productId}) as available`,
  );
  return row?.available ?? 0;
}

/**
 * Takes the lines' boxes off the shelf for the payment window, a combo as the boxes inside it.
 * Each box is one conditional update in product id order: PostgreSQL locks the product row and
 * checks the stock again after any checkout ahead of it commits, so two checkouts can never both
 * take the last box. Throws a 422 naming the line when there is not enough; the caller's
 * transaction then undoes the boxes already taken.
 */
export async function reserveStock(
  tx: Executor,
  orderId: number,
  lines: readonly { productId: number; name: string; quantity: number }[],
): Promise<void> {
  for (const box of await boxesOf(tx, lines)) {
    const left = await moveStock(tx, {
      productId: box.productId,
      kind: 'reserved',
      quantity: -box.quantity,
      orderId,
    });
    if (left === null) {
      const line = lines.find((candidate) => box.from.includes(candidate.productId)) ?? lines[0];
      const name = line?.name ?? '';
      throw AppError.validation({
        cart: stockMessages.outOfStock(name, line ? await availableOf(tx, line.productId) : 0),
      });
    }
  }
}

/**
 * Puts an order's boxes back on the shelf: a reserved order whose payment failed or whose window
 * ended, or (with `paidToo`) a paid order cancelled before it left. Runs once per order;
 * a refunded order's boxes are written as returned, any other as released.
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
    .returning({
      refNo: salesOrders.refNo,
      status: salesOrders.status,
      refundedSen: salesOrders.refundedSen,
    });
  if (!order) return false;
  const returned = order.refundedSen > 0;
  for (const box of await orderBoxes(tx, orderId)) {
    await moveStock(tx, {
      productId: box.productId,
      kind: returned ? 'returned' : 'released',
      quantity: box.quantity,
      orderId,
      reason: `Order ${order.refNo} ${returned ? 'refunded' : order.status.toLowerCase()}`,
    });
  }
  return true;
}

/**
 * The payment made the reservation final. A payment that arrives after the window released the
 * boxes takes them again (the money is real). What is no longer there is not taken: the order
 * keeps the shortfall and the owner gets an e-mail at `alertTo` to restock or refund.
 * Answers the boxes short.
 */
export async function commitStock(
  tx: Executor,
  orderId: number,
  alertTo: string | null = null,
): Promise<number> {
  const [order] = await tx
    .select({ hold: salesOrders.stockHold, refNo: salesOrders.refNo })
    .from(salesOrders)
    .where(eq(salesOrders.id, orderId))
    .for('update');
  if (order?.hold !== 'reserved' && order?.hold !== 'released') return 0;
  const short: { name: string; boxes: number }[] = [];
  if (order.hold === 'released') {
    for (const box of await orderBoxes(tx, orderId)) {
      const [row] = await tx
        .select({ name: products.name, stock: products.stockOnHand })
        .from(products)
        .where(eq(products.id, box.productId))
        .for('update');
      const taken = Math.min(box.quantity, row?.stock ?? 0);
      if (taken > 0) {
        await moveStock(tx, {
          productId: box.productId,
          kind: 'sold',
          quantity: -taken,
          orderId,
          reason: `Order ${order.refNo} paid after its window`,
        });
      }
      if (taken < box.quantity) short.push({ name: row?.name ?? '', boxes: box.quantity - taken });
    }
  }
  const shortfall = short.reduce((sum, line) => sum + line.boxes, 0);
  await tx
    .update(salesOrders)
    .set({ stockHold: 'committed', stockShortfall: shortfall })
    .where(eq(salesOrders.id, orderId));
  if (shortfall === 0) return 0;
  // On the order page too, where the packer sees it before packing.
  await tx.insert(orderNotes).values({ orderId, adminId: null, text: shortfallNote(short) });
  if (alertTo) {
    await enqueueEmail(tx, shortfallAlertEmail({ to: alertTo, refNo: order.refNo, short }));
  }
  return shortfall;
}

/** Boxes of one order line that came back with a refund. */
export interface ReturnedBoxes {
  readonly itemId: number;
  readonly boxes: number;
}

const returnRefused = (message: string) => AppError.validation({ returned: message });

/**
 * Puts back on the shelf exactly the boxes the owner says came back with a refund (a combo line
 * as the boxes inside it), never the rest of the order. Boxes come back only from a paid order
 * that was handed over, or one refunded in full before it left (`refundedInFull`); never more of
 * a product than the order took, counting earlier returns. Throws a 422 on `returned` otherwise.
 */
export async function returnBoxes(
  tx: Executor,
  order: { id: number; refNo: string; stockHold: string; handedOverAt: Date | null },
  returned: readonly ReturnedBoxes[],
  options: { refundedInFull: boolean; adminId: number | null },
): Promise<void> {
  const wanted = returned.filter((line) => line.boxes > 0);
  if (wanted.length === 0) return;
  if (order.stockHold !== 'committed') {
    throw returnRefused('This order’s boxes are already back in stock.');
  }
  if (order.handedOverAt === null && !options.refundedInFull) {
    throw returnRefused(
      'This order has not left the shop, so no boxes came back. Refund it in full to put them back, or ship it.',
    );
  }
  const items = await tx
    .select({
      id: salesOrderItems.id,
      productId: salesOrderItems.productId,
      name: salesOrderItems.name,
      quantity: salesOrderItems.quantity,
    })
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, order.id));
  const lines = [];
  for (const line of wanted) {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) throw returnRefused('Choose a line of this order.');
    if (line.boxes > item.quantity) {
      throw returnRefused(`The order has ${item.quantity} of ${item.name}.`);
    }
    lines.push({ productId: item.productId, quantity: line.boxes });
  }
  const ordered = new Map(
    (await orderBoxes(tx, order.id)).map((box) => [box.productId, box.quantity]),
  );
  const before = await selectRows<{ productId: number; quantity: number }>(
    tx,
    sql`select product_id as "productId", sum(quantity)::int as quantity from stock_movements
      where order_id = ${order.id} and kind = 'returned' group by 1`,
  );
  const earlier = new Map(before.map((row) => [row.productId, row.quantity]));
  for (const box of await boxesOf(tx, lines)) {
    const left = (ordered.get(box.productId) ?? 0) - (earlier.get(box.productId) ?? 0);
    if (box.quantity > left) {
      const item = items.find((candidate) => box.from.includes(candidate.productId));
      throw returnRefused(
        `Only ${Math.max(left, 0)} more boxes of ${item?.name ?? 'this line'} can come back.`,
      );
    }
    await moveStock(tx, {
      productId: box.productId,
      kind: 'returned',
      quantity: box.quantity,
      orderId: order.id,
      adminId: options.adminId,
      reason: `Order ${order.refNo}: ${box.quantity} came back with a refund`,
    });
    earlier.set(box.productId, (earlier.get(box.productId) ?? 0) + box.quantity);
  }
  // Every box is back: the order holds none any more, as a cancelled one.
  const allBack = [...ordered].every(([id, boxes]) => (earlier.get(id) ?? 0) >= boxes);
  if (allBack) {
    await tx.update(salesOrders).set({ stockHold: 'released' }).where(eq(salesOrders.id, order.id));
  }
}
