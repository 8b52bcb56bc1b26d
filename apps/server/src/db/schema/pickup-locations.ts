import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Self-collection points, upserted from @nyiur/content at start. */
export const pickupLocations = pgTable('pickup_locations', {
  id: integer('id').primaryKey(),
  venue: text('venue').notNull(),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});
