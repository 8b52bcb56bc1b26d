import { asc, eq, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { pickupLocations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';

export interface PickupLocationView {
  readonly id: number;
  readonly venue: string;
  readonly active: boolean;
}

export interface PickupLocationChange {
  /** Absent: a new pick-up place. */
  readonly id?: number | undefined;
  readonly venue: string;
  readonly active: boolean;
}

export const pickupMessages = {
  unknown: 'A pick-up place in the list is no longer there. Reload and try again.',
  missing: 'Keep every pick-up place in the list: close one instead of removing it.',
} as const;

/** Every pick-up place, open and closed, in the order shoppers see them. */
export async function listPickupLocations(db: Executor): Promise<PickupLocationView[]> {
  return db
    .select({
      id: pickupLocations.id,
      venue: pickupLocations.venue,
      active: pickupLocations.active,
    })
    .from(pickupLocations)
    .orderBy(asc(pickupLocations.position), asc(pickupLocations.id));
}

/**
 * Saves the whole list in its new order: renamed, reordered, opened or closed, new ones added.
 * A place is never deleted (past orders name it); a closed one cannot be chosen at checkout.
 */
export async function savePickupLocations(
  db: Database,
  list: readonly PickupLocationChange[],
  actor: Actor,
): Promise<PickupLocationView[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${pickupLocations} in share row exclusive mode`);
    const before = await listPickupLocations(tx);
    const known = new Set(before.map((row) => row.id));
    const sent = new Set(list.flatMap((row) => (row.id === undefined ? [] : [row.id])));
    if ([...sent].some((id) => !known.has(id))) {
      throw AppError.validation({ locations: pickupMessages.unknown });
    }
    if (before.some((row) => !sent.has(row.id))) {
      throw AppError.validation({ locations: pickupMessages.missing });
    }
    const [top] = await tx.select({ id: max(pickupLocations.id) }).from(pickupLocations);
    let nextId = (top?.id ?? 0) + 1;
    for (const [position, row] of list.entries()) {
      if (row.id === undefined) {
        await tx
          .insert(pickupLocations)
          .values({ id: nextId, venue: row.venue, position, active: row.active });
        nextId += 1;
      } else {
        await tx
          .update(pickupLocations)
          .set({ venue: row.venue, position, active: row.active, updatedAt: sql`now()` })
          .where(eq(pickupLocations.id, row.id));
      }
    }
    const after = await listPickupLocations(tx);
    await recordAudit(tx, {
      ...actor,
      action: 'settings.pickup_locations',
      entity: 'pickup_locations',
      entityId: 'all',
      before,
      after,
    });
    return after;
  });
}
