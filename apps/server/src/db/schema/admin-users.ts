import { ADMIN_ROLES } from '@nyiur/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';

/**
 * Back-office staff: never the shoppers' table. `totpSecret` is set at enrolment and required
 * at every sign-in; `passwordHash` is argon2id and empty until the set-up link is used.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ADMIN_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull().default(''),
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The last TOTP step accepted: a code is good once. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    disabledAt: timestampTz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('admin_users_email_unique').on(sql`lower(${table.email})`),
    check('admin_users_role_check', sql`${table.role} in ('owner', 'packer', 'marketing')`),
  ],
);
export type AdminUserRow = typeof adminUsers.$inferSelect;

/** One signed-in browser. The cookie holds the token; only its hash is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Password checked, second factor still to come (or enrolment under way). */
    stage: text('stage', { enum: ['password', 'enrol', 'full'] }).notNull(),
    /** When the password or a code was last proven: refunds, roles and prices want it recent. */
    authenticatedAt: timestampTz('authenticated_at').notNull().defaultNow(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_sessions_token_unique').on(table.tokenHash)],
);
export type AdminSessionRow = typeof adminSessions.$inferSelect;

/** Ten single-use recovery codes per admin, stored hashed. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_recovery_codes_unique').on(table.adminId, table.codeHash)],
);

/** One-time set-up links (the first owner's, and each invited colleague's). */
export const adminSetupTokens = pgTable(
  'admin_setup_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_setup_tokens_unique').on(table.tokenHash)],
);
