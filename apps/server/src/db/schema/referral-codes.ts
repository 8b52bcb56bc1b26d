import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Codes accepted at registration: the house code, and each affiliate's own code. */
export const referralCodes = pgTable('referral_codes', {
  /** Upper-case. */
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['house', 'affiliate'] }).notNull(),
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
