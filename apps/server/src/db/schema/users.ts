import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** The referral code given at registration (upper-case). */
    referredBy: text('referred_by').notNull(),
    isPro: boolean('is_pro').notNull().default(false),
    /** The member's language: what e-mails without an order are written in. */
    locale: localeColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_locale_check', sql`${table.locale} in ('en', 'ms')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
