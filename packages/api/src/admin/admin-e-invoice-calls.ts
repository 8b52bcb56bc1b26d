import { z } from '../zod';
import { amountString, inputText, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* e-Invoices (LHDN's MyInvois): the seller settings, the documents, each month's consolidation. */

const text = (max: number) => inputText(max, 'This field is too long.', 'Enter text here.');

const environment = z.enum(['sandbox', 'preprod', 'production'], {
  error: 'Choose sandbox, pre-production or production.',
});

export const eInvoiceSellerFields = {
  seller_name: text(300),
  tin: text(14),
  brn: text(20),
  sst_number: text(35),
  msic_code: text(5),
  business_activity: text(300),
  address_line1: text(150),
  address_line2: text(150),
  city: text(50),
  postcode: text(10),
  state_code: text(2),
  phone: text(20),
  email: text(320),
  client_id: text(100),
};

const shown = z.string();

export const eInvoiceSettingsView = z.object({
  seller_name: shown,
  tin: shown,
  brn: shown,
  sst_number: shown,
  msic_code: shown,
  business_activity: shown,
  address_line1: shown,
  address_line2: shown,
  city: shown,
  postcode: shown,
  state_code: shown,
  phone: shown,
  email: shown,
  client_id: shown,
  /** The secret is never sent back: only whether one is stored. */
  client_secret_set: z.boolean(),
  environment,
  /** MYINVOIS_ENV, what an unset environment means. */
  default_environment: environment,
  /** Why nothing can be submitted yet, or null. */
  problem: z.string().nullable(),
});
export type EInvoiceSettingsView = z.output<typeof eInvoiceSettingsView>;

export const adminEInvoiceSettingsGet = defineAdminCall({
  path: '/admin/e-invoices/settings/get',
  summary: 'The seller details and MyInvois connection (the client secret only as set or not)',
  tag: 'admin e-invoices',
  admin: { stage: 'full', permission: 'einvoices.read' },
  request: z.object({}),
  response: eInvoiceSettingsView,
});

export const adminEInvoiceSettingsUpdate = defineAdminCall({
  path: '/admin/e-invoices/settings/update',
  summary:
    'Save the seller details and MyInvois credentials (an empty secret keeps the stored one)',
  tag: 'admin e-invoices',
  admin: { stage: 'full', permission: 'einvoices.write', reauth: true },
  request: z.object({
    ...eInvoiceSellerFields,
    client_secret: text(200).default(''),
    environment,
  }),
  response: eInvoiceSettingsView,
});

const states = z.enum(['pending', 'submitted', 'valid', 'invalid', 'cancelled']);

export const eInvoiceEntry = z.object({
  code: z.string(),
  kind: z.enum(['individual', 'consolidated', 'credit_note', 'refund_note']),
  state: states,
  order_ref_no: z.string().nullable(),
  month: z.string().nullable(),
  /** The invoice a note refers to. */
  original_code: z.string().nullable(),
  buyer_name: z.string().nullable(),
  buyer_tin: z.string().nullable(),
  amount: amountString,
  order_count: z.number().int(),
  uuid: z.string().nullable(),
  validation_url: z.string().nullable(),
  reasons: z.array(z.string()),
  last_error: z.string().nullable(),
  created_at: timestamp,
  validated_at: timestamp.nullable(),
  /** Valid and validated less than 72 hours ago. */
  can_cancel: z.boolean(),
  /** Invalid: it can be built and submitted again. */
  can_resubmit: z.boolean(),
});
export type EInvoiceEntry = z.output<typeof eInvoiceEntry>;

export const consolidatedMonth = z.object({
  month: z.string(),
  order_count: z.number().int(),
  total: amountString,
  can_submit: z.boolean(),
  due_by: timestamp,
  /** Due by is over, with sales in the month and nothing submitted, or only a refused one. */
  past_due: z.boolean(),
  submitted: eInvoiceEntry.nullable(),
});
export type ConsolidatedMonth = z.output<typeof consolidatedMonth>;

export const adminEInvoiceList = defineAdminCall({
  path: '/admin/e-invoices/list',
  summary: 'Buyer e-invoices, refund notes, and the consolidated e-invoice of recent months',
  tag: 'admin e-invoices',
  admin: { stage: 'full', permission: 'einvoices.read' },
  request: z.object({}),
  response: z.object({
    documents: z.array(eInvoiceEntry),
    months: z.array(consolidatedMonth),
  }),
});

const monthField = z
  .string({ error: 'Choose a month.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month.' });
const codeField = z.string({ error: 'Choose an e-invoice.' }).trim().min(1).max(50);

export const adminEInvoiceSubmitMonth = defineAdminCall({
  path: '/admin/e-invoices/submit-month',
  summary: "Submit a month's consolidated e-invoice to MyInvois",
  tag: 'admin e-invoices',
  admin: { stage: 'full', permission: 'einvoices.write' },
  request: z.object({ month: monthField }),
  response: consolidatedMonth,
});

export const adminEInvoiceCancel = defineAdminCall({
  path: '/admin/e-invoices/cancel',
  summary: 'Cancel a valid e-invoice at MyInvois, within 72 hours of its validation',
  tag: 'admin e-invoices',
  admin: { stage: 'full', permission: 'einvoices.write' },
  request: z.object({
    code: codeField,
    reason: inputText(300, 'Keep the reason under 300 characters.', 'Say why it is cancelled.').min(
      3,
      { error: 'Say why it is cancelled.' },
    ),
  }),
  response: eInvoiceEntry,
});

export const adminEInvoiceResubmit = defineAdminCall({
  path: '/admin/e-invoices/resubmit',
  summary: 'Build an invalid e-invoice again from the current details and submit it',
  tag: 'admin e-invoices',
  admin: { stage: 'full', permission: 'einvoices.write' },
  request: z.object({ code: codeField }),
  response: eInvoiceEntry,
});
