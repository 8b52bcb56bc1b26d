import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, timestampTz, updatedAt } from './columns';
import { referralCodes } from './referral-codes';
import { salesOrders } from './sales-orders';
import { users } from './users';

export const VOUCHER_KINDS = ['amount_off', 'percent_off', 'free_shipping'] as const;
export const VOUCHER_STATUSES = ['active', 'paused', 'ended'] as const;
export const VOUCHER_USE_STATES = ['held', 'used', 'released', 'over_total'] as const;

/**
 * Discount codes (decision 0032). `usesTaken` counts uses held by unpaid orders and used by paid
 * ones; it only grows through a conditional update, and a check keeps it within `totalUses`.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and upper-case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
    amountSen: integer('amount_sen').notNull().default(0),
    percent: integer('percent'),
    capSen: integer('cap_sen'),
    minSpendSen: integer('min_spend_sen').notNull().default(0),
    /** Null covers every product. */
    productIds: integer('product_ids').array(),
    startsAt: timestampTz('starts_at'),
    endsAt: timestampTz('ends_at'),
    totalUses: integer('total_uses'),
    usesTaken: integer('uses_taken').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    membersOnly: boolean('members_only').notNull().default(false),
    /** Counts toward the "Vouchers available" hint at checkout. */
    showHint: boolean('show_hint').notNull().default(false),
    status: text('status', { enum: VOUCHER_STATUSES }).notNull().default('active'),
    /** Above the owners' ceilings, made or changed by a non-owner: not usable until approved. */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    note: text('note').notNull().default(''),
    /** The affiliate an order paid with this voucher credits (decision 0010). */
    affiliateCode: text('affiliate_code').references(() => referralCodes.code, {
      onUpdate: 'cascade',
    }),
    /** The batch of single-use codes this one was generated in. */
    batchId: text('batch_id'),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(table.code),
    index('vouchers_batch_idx')
      .on(table.batchId)
      .where(sql`${table.batchId} is not null`),
    index('vouchers_created_idx').on(table.createdAt, table.id),
    check('vouchers_code_upper', sql`code = upper(code)`),
    check('vouchers_kind_check', sql`kind in ('amount_off', 'percent_off', 'free_shipping')`),
    check('vouchers_status_check', sql`status in ('active', 'paused', 'ended')`),
    check('vouchers_uses_within_total', sql`total_uses is null or uses_taken <= total_uses`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * One voucher on one order: held while the order waits for payment, used once paid, released
 * when it closes unpaid, over_total when paid late after its uses were all taken (not a use). `customerKey` is `member:<id>` or `guest:<lower-cased e-mail>`.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerKey: text('customer_key').notNull(),
    discountSen: integer('discount_sen').notNull(),
    /** What a free-shipping voucher took off the delivery fee; 0 for money off. */
    shippingOffSen: integer('shipping_off_sen').notNull().default(0),
    state: text('state', { enum: VOUCHER_USE_STATES }).notNull().default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('voucher_uses_one_per_order').on(table.orderId),
    uniqueIndex('voucher_uses_customer_order_unique').on(
      table.voucherId,
      table.customerKey,
      table.orderId,
    ),
    index('voucher_uses_voucher_created_idx').on(table.voucherId, table.createdAt, table.id),
    check('voucher_uses_state_check', sql`state in ('held', 'used', 'released', 'over_total')`),
  ],
);

export type VoucherUseRow = typeof voucherUses.$inferSelect;
