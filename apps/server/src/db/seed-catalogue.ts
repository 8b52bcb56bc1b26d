import { catalogue, pickupLocations as contentPickupLocations, referral } from '@nyiur/content';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import {
  comboItems,
  pickupLocations,
  products,
  referralCodes,
  reviews,
  stockMovements,
} from './schema';
import { sampleReviews } from './sample-reviews';

/** Boxes on hand when a product is first seeded (SEED_STOCK_ON_HAND); the owner counts after. */
export const SEED_STOCK = 100;

/**
 * Seeds products missing from the database, the pick-up points into an empty table, and the house
 * referral code from @nyiur/content. Safe to run on every start of every node. A product already in the
 * database keeps what the owner set (price, crossed-out price, listed / hidden / not for sale,
 * weight, stock): only its words and picture follow the code. A combo whose price is sample data
 * starts not for sale until the owner sets a real price; what is inside a combo follows the code.
 */
export async function seedCatalogue(
  db: Database,
  options: { readonly stockOnHand?: number } = {},
): Promise<void> {
  const stock = options.stockOnHand ?? SEED_STOCK;
  // A combo holds no boxes of its own.
  const opening = (item: (typeof catalogue)[number]) =>
    item.sellable && item.kind === 'product' ? stock : 0;
  await db.transaction(async (tx) => {
    const known = new Set((await tx.select({ id: products.id }).from(products)).map((r) => r.id));
    for (const item of catalogue) {
      const words = {
        slug: item.slug,
        name: item.name,
        description: item.description,
        kind: item.kind,
        featuredGraphicUrl: item.featuredGraphicUrl,
      };
      const sample = item.sample ?? false;
      await tx
        .insert(products)
        .values({
          id: item.id,
          ...words,
          priceSen: item.priceSen,
          weightGrams: item.weightGrams,
          sellable: item.sellable && !sample,
          isSample: sample,
          stockOnHand: opening(item),
        })
        .onConflictDoUpdate({ target: products.id, set: { ...words, updatedAt: sql`now()` } });
      // The ledger starts with the first stock, so it adds up to the stock from the first day.
      if (!known.has(item.id) && opening(item) > 0) {
        await tx.insert(stockMovements).values({
          productId: item.id,
          kind: 'opening',
          quantity: opening(item),
          availableAfter: opening(item),
          reason: 'First stock',
        });
      }
    }

    // A combo is the boxes inside it: its stock follows theirs.
    const idOf = new Map(catalogue.map((item) => [item.slug, item.id]));
    for (const combo of catalogue) {
      for (const line of combo.contents ?? []) {
        const productId = idOf.get(line.slug);
        if (productId === undefined) throw new Error(`${combo.slug} holds unknown ${line.slug}`);
        await tx
          .insert(comboItems)
          .values({ comboId: combo.id, productId, quantity: line.quantity })
          .onConflictDoUpdate({
            target: [comboItems.comboId, comboItems.productId],
            set: { quantity: line.quantity },
          });
      }
    }

    // Pick-up places are the owner's once there are any: the first start seeds an empty table.
    const [places] = await tx.select({ n: count() }).from(pickupLocations);
    if ((places?.n ?? 0) === 0) {
      await tx
        .insert(pickupLocations)
        .values(
          contentPickupLocations.map((location, position) => ({
            id: location.id,
            venue: location.venue,
            position,
            active: true,
          })),
        )
        .onConflictDoNothing();
    }

    await tx
      .insert(referralCodes)
      .values({ code: referral.houseCode.toUpperCase(), kind: 'house' })
      .onConflictDoNothing();

    const [existing] = await tx
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.isSample, true));
    if ((existing?.n ?? 0) === 0) {
      await tx.insert(reviews).values(sampleReviews(new Date()));
    }
  });
}
