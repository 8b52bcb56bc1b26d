import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { preparedStatement } from '../db/prepared';
import { pickupLocations, products, type ProductRow } from '../db/schema';

/**
 * A product as the catalogue describes it: name, price, status, weight. The stock is left out on
 * purpose: it changes with every checkout, so whoever needs it reads it from the database.
 */
export type CatalogueProduct = Omit<ProductRow, 'stockOnHand'>;

const productById = preparedStatement((db) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('product_by_id'),
);

const productStock = preparedStatement((db) =>
  db
    // A combo has what its boxes allow (see the product_available function of migration 0014).
    .select({ stockOnHand: sql<number>`product_available(${products.id})` })
    .from(products)
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('product_stock'),
);

const activePickupLocations = preparedStatement((db) =>
  db
    .select({ id: pickupLocations.id, venue: pickupLocations.venue })
    .from(pickupLocations)
    .where(eq(pickupLocations.active, true))
    .orderBy(asc(pickupLocations.position))
    .prepare('active_pickup_locations'),
);

/** One product of the catalogue from memory (topic `catalogue`), or null when there is none. */
export function catalogueProduct(
  ctx: AppContext,
  productId: number,
): Promise<CatalogueProduct | null> {
  return ctx.publicCache.remember('catalogue', String(productId), async () => {
    const [row] = await productById(ctx.db).execute({ productId });
    if (!row) return null;
    const { stockOnHand: _stock, ...described } = row;
    return described;
  });
}

/** The boxes on the shelf now, always from the database. */
export async function stockOnHand(ctx: AppContext, productId: number): Promise<number> {
  const [row] = await productStock(ctx.db).execute({ productId });
  return row?.stockOnHand ?? 0;
}

/** The active pickup points, in the order the shop lists them (topic `pickup-locations`). */
export function activePickupPoints(ctx: AppContext): Promise<{ id: number; venue: string }[]> {
  return ctx.publicCache.remember('pickup-locations', 'active', () =>
    activePickupLocations(ctx.db).execute(),
  );
}
