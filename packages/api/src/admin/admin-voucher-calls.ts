import { z } from '../zod';
import { amountString, inputText, timestamp } from '../models/primitives';
import { newVoucherCode } from '../models/voucher-code';
import { defineAdminCall } from './define-admin-call';

/* Vouchers: codes, what they give, who may use them and when; the owner and marketing. */

export const VOUCHER_KIND_VALUES = ['amount_off', 'percent_off', 'free_shipping'] as const;
export const VOUCHER_STATUS_VALUES = ['active', 'paused', 'ended'] as const;

export const adminVoucher = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(VOUCHER_KIND_VALUES),
  /** RM off, e.g. "10.00" (RM off only). */
  amount: amountString.nullable(),
  percent: z.number().int().nullable(),
  /** The most a percentage takes off, or of the delivery fee free shipping covers; null: no cap. */
  cap: amountString.nullable(),
  min_spend: amountString,
  /** Null: every product. */
  product_ids: z.array(z.number().int()).nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  total_uses: z.number().int().nullable(),
  uses_taken: z.number().int(),
  uses_per_customer: z.number().int().nullable(),
  first_order_only: z.boolean(),
  members_only: z.boolean(),
  show_hint: z.boolean(),
  status: z.enum(VOUCHER_STATUS_VALUES),
  /** The affiliate code a paid order with this voucher credits, or null. */
  affiliate_code: z.string().nullable(),
  note: z.string(),
  batch_id: z.string().nullable(),
  /** Above the owners' ceilings and made or changed by marketing: not usable until approved. */
  awaiting_approval: z.boolean(),
  created_at: timestamp,
});
export type AdminVoucher = z.output<typeof adminVoucher>;

export const adminVoucherUse = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  customer: z.string(),
  state: z.enum(['held', 'used', 'released', 'over_total']),
  discount: amountString,
  /** What a free-shipping voucher took off the delivery fee. */
  shipping_off: amountString,
  order_total: amountString,
  order_status: z.string(),
  at: timestamp,
});
export type AdminVoucherUse = z.output<typeof adminVoucherUse>;

const ringgit = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: message });

const count = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1_000_000, { error: message });

/** A Malaysian date-time as a datetime-local field gives it, e.g. "2026-12-12T00:00". */
export const malaysianDateTime = z
  .string({ error: 'Enter a date and time, e.g. 12/12/2026 00:00.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
    error: 'Enter a date and time, e.g. 12/12/2026 00:00.',
  });

/** Who may use a voucher and when: everything but its code and what it gives. */
export const voucherTerms = {
  min_spend: ringgit('Enter the minimum spend in RM, e.g. 100.00, or 0.'),
  product_ids: z
    .array(z.number().int().positive())
    .min(1, { error: 'Choose a product.' })
    .nullable(),
  starts_at: malaysianDateTime.nullable(),
  ends_at: malaysianDateTime.nullable(),
  total_uses: count('Enter how many times it can be used, e.g. 100, or leave it empty.').nullable(),
  uses_per_customer: count('Enter the uses per customer, e.g. 1, or leave it empty.').nullable(),
  first_order_only: z.boolean(),
  members_only: z.boolean(),
  show_hint: z.boolean(),
  note: inputText(500, 'Keep the note under 500 characters.'),
  /** An affiliate's code: orders paid with the voucher credit that affiliate. */
  affiliate_code: z
    .string({ error: 'Choose an affiliate from the list.' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Choose an affiliate from the list.' })
    .max(40, { error: 'Choose an affiliate from the list.' })
    .nullable()
    .default(null),
};

/** What a voucher gives: RM off, a percentage or free shipping, the last two with an optional RM cap. */
export const voucherValue = {
  kind: z.enum(VOUCHER_KIND_VALUES, { error: 'Choose RM off, % off or free shipping.' }),
  amount: ringgit('Enter the RM off, e.g. 10.00.').nullable(),
  percent: z
    .number({ error: 'Enter a percentage from 1 to 100.' })
    .int({ error: 'Enter a percentage from 1 to 100.' })
    .min(1, { error: 'Enter a percentage from 1 to 100.' })
    .max(100, { error: 'Enter a percentage from 1 to 100.' })
    .nullable(),
  cap: ringgit('Enter the cap in RM, e.g. 5.00, or leave it empty.').nullable(),
};

const voucherId = z.number({ error: 'Choose a voucher.' }).int().positive();
const oneVoucher = z.object({ voucher: adminVoucher });

export const adminVoucherList = defineAdminCall({
  path: '/admin/vouchers/list',
  summary: 'Vouchers, newest first; codes of a batch are left out unless searched',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.read' },
  request: z.object({ q: inputText(40, 'Search with at most 40 characters.').default('') }),
  response: z.object({
    vouchers: z.array(adminVoucher),
    /** What a voucher can be limited to. */
    products: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Whom a voucher can credit: each affiliate code with its owner's name. */
    affiliates: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const adminVoucherGet = defineAdminCall({
  path: '/admin/vouchers/get',
  summary: 'One voucher with its uses, discount given, orders and revenue',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.read' },
  request: z.object({ id: voucherId }),
  response: z.object({
    voucher: adminVoucher,
    figures: z.object({
      uses: z.number().int(),
      paid_orders: z.number().int(),
      discount_given: amountString,
      revenue: amountString,
    }),
    uses: z.array(adminVoucherUse),
  }),
});

export const adminVoucherCreate = defineAdminCall({
  path: '/admin/vouchers/create',
  summary: 'A new voucher (what it gives is money: asks for the password again)',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.write', reauth: true },
  request: z.object({ code: newVoucherCode, ...voucherValue, ...voucherTerms }),
  response: oneVoucher,
});

export const adminVoucherUpdate = defineAdminCall({
  path: '/admin/vouchers/update',
  summary:
    'Change who may use a voucher, when, and the affiliate it credits (asks for the password again)',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.write', reauth: true },
  request: z.object({ id: voucherId, ...voucherTerms }),
  response: oneVoucher,
});

export const adminVoucherSetValue = defineAdminCall({
  path: '/admin/vouchers/set-value',
  summary: 'Change what a voucher gives (asks for the password again)',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.write', reauth: true },
  request: z.object({ id: voucherId, ...voucherValue }),
  response: oneVoucher,
});

export const adminVoucherSetStatus = defineAdminCall({
  path: '/admin/vouchers/set-status',
  summary: 'Pause, resume or end a voucher',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.write' },
  request: z.object({
    id: voucherId,
    status: z.enum(VOUCHER_STATUS_VALUES, { error: 'Choose active, paused or ended.' }),
  }),
  response: oneVoucher,
});

export const adminVoucherApprove = defineAdminCall({
  path: '/admin/vouchers/approve',
  summary: 'An owner lets a voucher above the ceilings be used (asks for the password again)',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.approve', reauth: true },
  request: z.object({ id: voucherId }),
  response: oneVoucher,
});

export const adminVoucherBatch = defineAdminCall({
  path: '/admin/vouchers/batch',
  summary: 'Generate single-use codes with the same value and terms (asks for the password again)',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.write', reauth: true },
  request: z.object({
    count: z
      .number({ error: 'Make from 1 to 2,000 codes.' })
      .int({ error: 'Make from 1 to 2,000 codes.' })
      .min(1, { error: 'Make from 1 to 2,000 codes.' })
      .max(2000, { error: 'Make from 1 to 2,000 codes.' }),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,8}$/, { error: 'Use up to 8 letters or digits.' }),
    ...voucherValue,
    ...voucherTerms,
  }),
  response: z.object({ batch_id: z.string(), codes: z.array(z.string()) }),
});

export const adminVoucherThankLead = defineAdminCall({
  path: '/admin/vouchers/thank-lead',
  summary: 'E-mail a free-sample lead a single-use first-order code (asks for the password again)',
  tag: 'admin vouchers',
  admin: { stage: 'full', permission: 'vouchers.write', reauth: true },
  request: z.object({
    lead_id: z.number({ error: 'Choose a free-sample request.' }).int().positive(),
    amount: ringgit('Enter the RM off, e.g. 10.00.'),
    days: z
      .number({ error: 'Enter how many days it lasts, from 1 to 365.' })
      .int({ error: 'Enter how many days it lasts, from 1 to 365.' })
      .min(1, { error: 'Enter how many days it lasts, from 1 to 365.' })
      .max(365, { error: 'Enter how many days it lasts, from 1 to 365.' }),
  }),
  response: z.object({ voucher: adminVoucher }),
});
