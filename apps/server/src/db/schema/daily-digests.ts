import { date, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per Malaysian day whose digest e-mail was queued. The primary key is the claim: the
 * node that inserts the day sends it, every other node (or a restart) finds it taken.
 */
export const dailyDigests = pgTable('daily_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedAt: createdAt(),
});
