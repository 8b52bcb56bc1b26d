import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz, updatedAt } from './columns';

/**
 * Counts attempts per account rather than per address: failed sign-ins per e-mail address typed
 * (known or not, so the lock says nothing about who has an account), reset requests per e-mail.
 * `key` is the action and the subject, e.g. `sign-in:aisyah@example.com`.
 */
export const attemptThrottles = pgTable('attempt_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestampTz('window_started_at').notNull().defaultNow(),
  lockedUntil: timestampTz('locked_until'),
  updatedAt: updatedAt(),
});
