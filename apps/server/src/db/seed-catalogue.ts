import { catalogue, pickupLocations as contentPickupLocations, referral } from '@nyiur/content';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { pickupLocations, products, referralCodes, reviews } from './schema';
import { sampleReviews } from './sample-reviews';

/**
 * Brings the catalogue, pick-up points and house referral code in line with @nyiur/content. Safe
 * to run on every start of every node: each write is an idempotent upsert.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of catalogue) {
      const values = {
        slug: item.slug,
        name: item.name,
        description: item.description,
        priceSen: item.priceSen,
        weightGrams: item.weightGrams,
        sellable: item.sellable,
        kind: item.kind,
        featuredGraphicUrl: item.featuredGraphicUrl,
        isSample: item.sample ?? false,
      };
      await tx
        .insert(products)
        .values({ id: item.id, ...values })
        .onConflictDoUpdate({ target: products.id, set: { ...values, updatedAt: sql`now()` } });
    }

    const listed = new Set(contentPickupLocations.map((location) => location.id));
    for (const [position, location] of contentPickupLocations.entries()) {
      await tx
        .insert(pickupLocations)
        .values({ id: location.id, venue: location.venue, position, active: true })
        .onConflictDoUpdate({
          target: pickupLocations.id,
          set: { venue: location.venue, position, active: true, updatedAt: sql`now()` },
        });
    }
    for (const row of await tx.select({ id: pickupLocations.id }).from(pickupLocations)) {
      if (!listed.has(row.id)) {
        await tx
          .update(pickupLocations)
          .set({ active: false })
          .where(eq(pickupLocations.id, row.id));
      }
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
