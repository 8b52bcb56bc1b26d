import type { HeldBoxes } from '@nyiur/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { comboItems } from '../db/schema';
import { selectRows } from '../db/select-rows';

/** A quantity of one product: a box, or a combo before it is opened into its boxes. */
export interface StockLine {
  readonly productId: number;
  readonly quantity: number;
}

/**
 * The boxes the lines take off the shelf: a combo counts as the boxes inside it. One line per
 * product, in product id order (the order rows are locked in).
 */
export async function boxesOf(
  db: Executor,
  lines: readonly StockLine[],
): Promise<{ productId: number; quantity: number; from: number[] }[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const contents =
    ids.length === 0
      ? []
      : await db.select().from(comboItems).where(inArray(comboItems.comboId, ids));
  const boxes = new Map<number, { quantity: number; from: number[] }>();
  const add = (productId: number, quantity: number, from: number) => {
    const box = boxes.get(productId) ?? { quantity: 0, from: [] };
    box.quantity += quantity;
    if (!box.from.includes(from)) box.from.push(from);
    boxes.set(productId, box);
  };
  for (const line of lines) {
    const inside = contents.filter((item) => item.comboId === line.productId);
    if (inside.length === 0) add(line.productId, line.quantity, line.productId);
    for (const item of inside) add(item.productId, line.quantity * item.quantity, line.productId);
  }
  return [...boxes.entries()]
    .map(([productId, box]) => ({ productId, ...box }))
    .sort((a, b) => a.productId - b.productId);
}

/** Boxes of an order's lines, combos opened into their boxes. */
export async function orderBoxes(db: Executor, orderId: number): Promise<StockLine[]> {
  return selectRows<StockLine>(
    db,
    sql`select coalesce(c.product_id, i.product_id) as "productId",
        sum(i.quantity * coalesce(c.quantity, 1))::int as quantity
      from sales_order_items i left join combo_items c on c.combo_id = i.product_id
      where i.order_id = ${orderId} and i.product_id is not null
      group by 1 order by 1`,
  );
}

/**
 * Boxes on the shelf that are not free to sell, per product: reserved by Pending orders and paid
 * for but not yet shipped or collected. Products with none are missing from the map.
 */
export async function heldBoxes(db: Executor): Promise<Map<number, HeldBoxes>> {
  const rows = await selectRows<{ id: number; reserved: number; to_ship: number }>(
    db,
    sql`select coalesce(c.product_id, i.product_id) as id,
        sum(case when o.stock_hold = 'reserved' then i.quantity * coalesce(c.quantity, 1) else 0 end)::int as reserved,
        sum(case when o.stock_hold = 'committed' then i.quantity * coalesce(c.quantity, 1) else 0 end)::int as to_ship
      from sales_orders o
        join sales_order_items i on i.order_id = o.id
        left join combo_items c on c.combo_id = i.product_id
      where i.product_id is not null
        and (o.stock_hold = 'reserved'
          or (o.stock_hold = 'committed' and o.handed_over_at is null
            and o.status not in ('Cancelled', 'Refunded')))
      group by 1`,
  );
  return new Map(rows.map((row) => [row.id, { reserved: row.reserved, toShip: row.to_ship }]));
}

/** Boxes of each product paid for in the last 24 hours. */
export async function paidLastDay(db: Executor, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await selectRows<{ id: number; boxes: number }>(
    db,
    sql`select coalesce(c.product_id, i.product_id) as id,
        sum(i.quantity * coalesce(c.quantity, 1))::int as boxes
      from sales_orders o
        join sales_order_items i on i.order_id = o.id
        left join combo_items c on c.combo_id = i.product_id
      where o.paid_at > now() - interval '24 hours' and i.product_id is not null
      group by 1`,
  );
  return new Map(rows.filter((row) => productIds.includes(row.id)).map((r) => [r.id, r.boxes]));
}
