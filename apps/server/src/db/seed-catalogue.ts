import { catalogue, pickupLocations as contentPickupLocations, referral } from '@nyiur/content';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { pickupLocations, products, referralCodes, reviews } from './schema';
import { sampleReviews } from './sample-reviews';

/** Boxes on hand when a product is first seeded (SEED_STOCK_ON_HAND); the owner counts after. */
export const SEED_STOCK = 100;

/**
 * Seeds products missing from the database, the pick-up points into an empty table, and the house
 * referral code from @nyiur/content. Safe to run on every start of every node. A product already in the
 * database keeps what the owner set (price, crossed-out price, listed / hidden / not for sale,
 * weight, stock): only its words and picture follow the code. A combo whose price is sample data
 * starts not for sale until the owner sets a real price.
 */
export async function seedCatalogue(
  db: Database,
  options: { readonly stockOnHand?: number } = {},
): Promise<void> {
  const stock = options.stockOnHand ?? SEED_STOCK;
  await db.transaction(async (tx) => {
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
          stockOnHand: item.sellable ? stock : 0,
        })
        .onConflictDoUpdate({ target: products.id, set: { ...words, updatedAt: sql`now()` } });
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
