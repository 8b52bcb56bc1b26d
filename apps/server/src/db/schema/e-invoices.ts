import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { orderRefunds } from './order-fulfilment';
import { salesOrders } from './sales-orders';

export const E_INVOICE_KINDS = [
  'individual',
  'consolidated',
  'credit_note',
  'refund_note',
] as const;
export type EInvoiceKind = (typeof E_INVOICE_KINDS)[number];
export const E_INVOICE_STATES = ['pending', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EInvoiceState = (typeof E_INVOICE_STATES)[number];

/** What a buyer gave for their own e-invoice (the `Buyer` of @nyiur/myinvois). */
export interface StoredBuyer {
  name: string;
  tin: string;
  idType: 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY';
  idNumber: string;
  sstNumber?: string;
  email: string;
  phone: string;
  address: { lines: string[]; city: string; postcode: string; stateCode: string };
}

/** LHDN's reasons for refusing a document, as Get Document Details lists them. */
export interface StoredReason {
  code: string;
  message: string;
  path?: string | null;
}

/**
 * Every document sent to MyInvois, and the queue that sends it (decision 0033): a row is written
 * in the transaction that causes it and submitted by the e-invoice worker, claimed with SKIP
 * LOCKED as the mail outbox is. `code` is the document's own number and LHDN's codeNumber.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: E_INVOICE_KINDS }).notNull(),
    code: text('code').notNull(),
    orderId: integer('order_id').references(() => salesOrders.id),
    /** The consolidated invoice's month, YYYY-MM in Malaysian time. */
    month: text('month'),
    /** A note's invoice. */
    originalId: integer('original_id').references((): AnyPgColumn => eInvoices.id),
    /** A refund note's refund. */
    refundId: integer('refund_id').references(() => orderRefunds.id),
    amountSen: integer('amount_sen').notNull(),
    orderCount: integer('order_count').notNull().default(1),
    buyer: jsonb('buyer').$type<StoredBuyer>(),
    state: text('state', { enum: E_INVOICE_STATES }).notNull().default('pending'),
    /** The exact JSON whose bytes were submitted, so a retry sends the same hash. */
    documentJson: text('document_json'),
    documentHash: text('document_hash'),
    submissionUid: text('submission_uid'),
    uuid: text('uuid'),
    longId: text('long_id'),
    /** MyInvois's public link of a valid document (and of its QR code). */
    validationUrl: text('validation_url'),
    reasons: jsonb('reasons').$type<StoredReason[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    emailedAt: timestampTz('emailed_at'),
    submittedAt: timestampTz('submitted_at'),
    validatedAt: timestampTz('validated_at'),
    cancelledAt: timestampTz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('e_invoices_code_unique').on(table.code),
    uniqueIndex('e_invoices_one_individual_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} = 'individual'`),
    uniqueIndex('e_invoices_one_consolidated_per_month')
      .on(table.month)
      .where(sql`${table.kind} = 'consolidated'`),
    uniqueIndex('e_invoices_one_note_per_refund')
      .on(table.refundId)
      .where(sql`${table.refundId} is not null`),
    index('e_invoices_due_idx').on(table.state, table.nextAttemptAt),
    index('e_invoices_created_idx').on(table.createdAt, table.id),
    check(
      'e_invoices_kind_check',
      sql.raw(`kind in (${E_INVOICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'e_invoices_state_check',
      sql.raw(`state in (${E_INVOICE_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
    check('e_invoices_amount_check', sql`${table.amountSen} >= 0`),
  ],
);

export type EInvoiceRow = typeof eInvoices.$inferSelect;

/** The columns that queue an e-invoice again from the start (resubmitted, asked again, redone). */
export const pendingAgain = (now: Date) => ({
  state: 'pending' as const,
  documentJson: null,
  documentHash: null,
  submissionUid: null,
  uuid: null,
  reasons: null,
  attempts: 0,
  nextAttemptAt: now,
  submittedAt: null,
  updatedAt: now,
});

/** The seller as MyInvois knows it: one row (id 1); the client secret only sealed. */
export const eInvoiceSettings = pgTable(
  'e_invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    sellerName: text('seller_name').notNull().default(''),
    tin: text('tin').notNull().default(''),
    brn: text('brn').notNull().default(''),
    sstNumber: text('sst_number').notNull().default('NA'),
    msicCode: text('msic_code').notNull().default(''),
    businessActivity: text('business_activity').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    clientId: text('client_id').notNull().default(''),
    clientSecretSealed: text('client_secret_sealed'),
    /** Null: MYINVOIS_ENV. */
    environment: text('environment', { enum: ['sandbox', 'preprod', 'production'] }),
    updatedAt: updatedAt(),
  },
  (table) => [check('e_invoice_settings_one_row', sql`${table.id} = 1`)],
);

export type EInvoiceSettingsRow = typeof eInvoiceSettings.$inferSelect;
