import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

/** A member's saved addresses. Removal is soft (orders keep their own copy). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    address2: text('address_2').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    phoneNo: text('phone_no').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    removedAt: timestampTz('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault} and ${table.removedAt} is null`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
