import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, timestampTz, updatedAt } from './columns';
import { referralCodes } from './referral-codes';
import { salesOrders } from './sales-orders';

/**
 * What the owner set for one affiliate code: its commission rate (null: the shop's default) and
 * where the payout goes. A code without a row here earns the default and has no bank details.
 */
export const affiliateTerms = pgTable(
  'affiliate_terms',
  {
    code: text('code')
      .primaryKey()
      .references(() => referralCodes.code),
    /** Hundredths of a percent (1000 = 10%); null follows the default rate. */
    rateBasisPoints: integer('rate_basis_points'),
    bankName: text('bank_name').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    updatedBy: integer('updated_by').references(() => adminUsers.id),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'affiliate_terms_rate_bounds',
      sql`${table.rateBasisPoints} is null or (${table.rateBasisPoints} >= 0 and ${table.rateBasisPoints} <= 10000)`,
    ),
  ],
);
export type AffiliateTermsRow = typeof affiliateTerms.$inferSelect;

export const COMMISSION_KINDS = ['commission', 'clawback'] as const;
/**
 * Stored states. A held commission counts as released once its return window has passed: that
 * is computed when it is read (see affiliates/commission-ledger.ts), never swept.
 */
export const COMMISSION_STATUSES = ['held', 'released', 'cancelled', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/**
 * The affiliate ledger. One `commission` line per paid order of a member who registered with an
 * affiliate code (positive sen); a `clawback` line (negative sen, payable at once) for each
 * refund or cancellation that reaches a commission already released or paid out.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code')
      .notNull()
      .references(() => referralCodes.code),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    kind: text('kind', { enum: COMMISSION_KINDS }).notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull(),
    /** Positive for a commission, negative for a clawback. A held line shrinks with partial refunds. */
    amountSen: integer('amount_sen').notNull(),
    /** The order's goods subtotal (shipping excluded) the commission was taken from. */
    baseSen: integer('base_sen').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** The order was completed or collected: the return window runs from here. */
    windowStartsAt: timestampTz('window_starts_at'),
    /** The payout month (YYYY-MM) that settled this line. */
    payoutMonth: text('payout_month'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Exactly one commission per order, whichever payment callback gets there first.
    uniqueIndex('affiliate_commissions_one_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} = 'commission'`),
    index('affiliate_commissions_code_idx').on(table.code, table.id),
    index('affiliate_commissions_order_idx').on(table.orderId),
    check(
      'affiliate_commissions_kind_check',
      sql.raw(`kind in (${COMMISSION_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'affiliate_commissions_status_check',
      sql.raw(`status in (${COMMISSION_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'affiliate_commissions_sign_check',
      sql`(${table.kind} = 'commission' and ${table.amountSen} >= 0) or (${table.kind} = 'clawback' and ${table.amountSen} < 0)`,
    ),
  ],
);
export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect;
