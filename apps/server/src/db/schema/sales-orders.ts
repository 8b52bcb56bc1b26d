import { ORDER_STATUSES } from '@nyiur/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, timestampTz, updatedAt } from './columns';
import { contacts } from './contacts';
import { pickupLocations } from './pickup-locations';
import { users } from './users';

/**
 * Orders, member or guest. Money in sen, weight in grams; the delivery details are a copy taken
 * at checkout. `status` only leaves Pending through conditional updates (see payments/).
 */
export const STOCK_HOLDS = ['none', 'reserved', 'committed', 'released'] as const;

export const salesOrders = pgTable(
  'sales_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The gateway's RefNo. */
    refNo: text('ref_no').notNull(),
    /** Unguessable; lets the order result page read the order without signing in. */
    token: text('token').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The free-sample lead of a guest order. */
    contactId: integer('contact_id').references(() => contacts.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    /**
     * The stock this order holds: none (free samples), reserved for the payment window,
     * committed by the payment, or released back to the shelf. See db/stock-holds.ts.
     */
    stockHold: text('stock_hold', { enum: STOCK_HOLDS }).notNull().default('none'),
    itemsSen: integer('items_sen').notNull(),
    shippingFeeSen: integer('shipping_fee_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
    /** The voucher applied at checkout (decision 0032); total = items − discount + shipping. */
    voucherCode: text('voucher_code'),
    discountSen: integer('discount_sen').notNull().default(0),
    currency: text('currency').notNull().default('MYR'),
    weightGrams: integer('weight_grams').notNull(),
    deliveryMode: text('delivery_mode', { enum: ['delivery', 'pickup'] }).notNull(),
    pickupLocationId: integer('pickup_location_id').references(() => pickupLocations.id),
    pickupVenue: text('pickup_venue').notNull().default(''),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    address2: text('address_2').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    /** The latest verified gateway result while Pending: a failed attempt can be paid again. */
    lastPaymentResult: text('last_payment_result', { enum: ['success', 'fail', 'unresolved'] }),
    paymentId: text('payment_id'),
    transId: text('trans_id'),
    paidAt: timestampTz('paid_at'),
    /** When an unpaid order stops taking payments and is closed. */
    expiresAt: timestampTz('expires_at').notNull(),
    closedAt: timestampTz('closed_at'),
    /** Set once a payment request went out: when the re-query worker next asks the gateway. */
    nextRequeryAt: timestampTz('next_requery_at'),
    requeryCount: integer('requery_count').notNull().default(0),
    /** What the back office recorded as refunded so far; never above the total. */
    refundedSen: integer('refunded_sen').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** A genuine payment that came after staff cancelled the order: to refund, never Paid (L4). */
    paidAfterCancelAt: timestampTz('paid_after_cancel_at'),
    paidAfterCancelTransId: text('paid_after_cancel_trans_id'),
    /** When the order left the shop (shipped or collected): the return window starts here. */
    handedOverAt: timestampTz('handed_over_at'),
    /** Boxes a late payment took that were no longer free to sell (the owner was alerted). */
    stockShortfall: integer('stock_shortfall').notNull().default(0),
    /** The language the order was placed in: its e-mails and payment return are in it. */
    locale: localeColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sales_orders_uuid_unique').on(table.uuid),
    uniqueIndex('sales_orders_ref_no_unique').on(table.refNo),
    uniqueIndex('sales_orders_token_unique').on(table.token),
    uniqueIndex('sales_orders_one_per_sample_contact')
      .on(table.contactId)
      .where(sql`${table.contactId} is not null`),
    index('sales_orders_user_created_idx').on(table.userId, table.createdAt),
    index('sales_orders_requery_idx').on(table.status, table.nextRequeryAt),
    // The back-office queue: a tab is a status, newest first, paged by (created_at, id).
    index('sales_orders_queue_idx').on(table.status, table.createdAt, table.id),
    index('sales_orders_created_idx').on(table.createdAt, table.id),
    // The dashboard: orders paid in a period, and each customer's paid orders by e-mail.
    index('sales_orders_paid_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    index('sales_orders_paid_email_idx')
      .on(sql`lower(${table.email})`, table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    index('sales_orders_refunds_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.refundedSen} > 0`),
    // Search by the start of a value: text_pattern_ops serves LIKE 'x%' whatever the collation,
    // and equality too. (pg_trgm would find inner matches, but PGlite needs it loaded by code.)
    index('sales_orders_ref_no_prefix_idx').on(sql`${table.refNo} text_pattern_ops`),
    index('sales_orders_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('sales_orders_phone_prefix_idx').on(sql`${table.phone} text_pattern_ops`),
    index('sales_orders_first_name_prefix_idx').on(sql`lower(${table.firstName}) text_pattern_ops`),
    index('sales_orders_last_name_prefix_idx').on(sql`lower(${table.lastName}) text_pattern_ops`),
    check(
      'sales_orders_status_check',
      sql.raw(`status in (${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'sales_orders_stock_hold_check',
      sql.raw(`stock_hold in (${STOCK_HOLDS.map((hold) => `'${hold}'`).join(', ')})`),
    ),
    check('sales_orders_locale_check', sql`${table.locale} in ('en', 'ms')`),
    check(
      'sales_orders_refund_bounds',
      sql`${table.refundedSen} >= 0 and ${table.refundedSen} <= ${table.totalSen}`,
    ),
  ],
);

export type SalesOrderRow = typeof salesOrders.$inferSelect;
