import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Self-collection points: seeded from @nyiur/content into an empty table, then the owner's. */
export const pickupLocations = pgTable('pickup_locations', {
  id: integer('id').primaryKey(),
  venue: text('venue').notNull(),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});
