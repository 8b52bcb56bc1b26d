import type { AdminProduct, StockMovement } from '@nyiur/api';
import {
  comboAvailable,
  onShelf,
  productStatusOf,
  sen,
  stockBadgeOf,
  toAmountString,
  type HeldBoxes,
} from '@nyiur/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { comboItems, products, type ProductRow } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { heldBoxes } from '../../stock/stock-levels';

/** Ledger lines shown with each product. */
export const RECENT_MOVEMENTS = 10;

interface StockFacts {
  readonly available: number;
  readonly held: HeldBoxes;
  readonly movements: StockMovement[];
}

/** A product row as the back office sees it, with its stock. */
export const adminProductView = (row: ProductRow, stock: StockFacts): AdminProduct => {
  const listed = productStatusOf(row) === 'listed';
  const badge = stockBadgeOf(stock.available, row.lowStockThreshold);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    price: toAmountString(sen(row.priceSen)),
    compare_at_price:
      row.compareAtPriceSen === null ? null : toAmountString(sen(row.compareAtPriceSen)),
    status: productStatusOf(row),
    weight_grams: row.weightGrams,
    on_hand: onShelf(stock.available, stock.held),
    reserved: stock.held.reserved,
    to_ship: stock.held.toShip,
    available: stock.available,
    low_stock_threshold: row.lowStockThreshold,
    low_stock: listed && badge === 'low_stock',
    out_of_stock: listed && badge === 'out_of_stock',
    movements: stock.movements,
    price_not_set: row.isSample,
    updated_at: row.updatedAt.toISOString(),
  };
};

interface MovementRow {
  product_id: number;
  id: number;
  kind: StockMovement['kind'];
  quantity: number;
  available_after: number;
  reason: string;
  by: string | null;
  order_ref: string | null;
  at: Date | string;
}

/** The newest ledger lines of the products, by product. */
async function recentMovements(db: Executor, ids: readonly number[]) {
  const byProduct = new Map<number, StockMovement[]>();
  if (ids.length === 0) return byProduct;
  const rows = await selectRows<MovementRow>(
    db,
    sql`select m.product_id, m.id, m.kind, m.quantity, m.available_after, m.reason,
        a.email as by, o.ref_no as order_ref, m.created_at as at
      from (select *, row_number() over (partition by product_id order by id desc) as n
        from stock_movements
        where product_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})) m
        left join admin_users a on a.id = m.admin_id
        left join sales_orders o on o.id = m.order_id
      where m.n <= ${RECENT_MOVEMENTS}
      order by m.product_id, m.id desc`,
  );
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      quantity: row.quantity,
      available_after: row.available_after,
      reason: row.reason,
      by: row.by,
      order_ref: row.order_ref,
      at: new Date(row.at).toISOString(),
    });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * The back office's view of these products: held boxes and recent movements read in one go; a
 * combo's stock is what its boxes allow, and their holds are the boxes'.
 */
export async function adminProductViews(
  db: Executor,
  rows: readonly ProductRow[],
): Promise<AdminProduct[]> {
  const held = await heldBoxes(db);
  const movements = await recentMovements(
    db,
    rows.map((row) => row.id),
  );
  const combos = rows.filter((row) => row.kind === 'combo').map((row) => row.id);
  const contents =
    combos.length === 0
      ? []
      : await db
          .select({
            comboId: comboItems.comboId,
            quantity: comboItems.quantity,
            available: products.stockOnHand,
          })
          .from(comboItems)
          .innerJoin(products, sql`${products.id} = ${comboItems.productId}`)
          .where(inArray(comboItems.comboId, combos));
  return rows.map((row) =>
    adminProductView(row, {
      available:
        row.kind === 'combo'
          ? comboAvailable(contents.filter((item) => item.comboId === row.id))
          : row.stockOnHand,
      held:
        row.kind === 'combo'
          ? { reserved: 0, toShip: 0 }
          : (held.get(row.id) ?? { reserved: 0, toShip: 0 }),
      movements: movements.get(row.id) ?? [],
    }),
  );
}

/** One product's view. */
export async function adminProductViewOf(db: Executor, row: ProductRow): Promise<AdminProduct> {
  const [view] = await adminProductViews(db, [row]);
  if (!view) throw new Error(`no view of product ${row.id}`);
  return view;
}
