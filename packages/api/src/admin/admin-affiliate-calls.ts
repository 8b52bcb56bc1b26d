import { z } from '../zod';
import { amountString, optionalText, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* Affiliates: commission balances, each code's ledger, rates and bank details, monthly payouts. */

export const COMMISSION_STATUSES = ['held', 'released', 'cancelled', 'paid'] as const;

const balances = {
  held: amountString,
  /** Released and not yet paid out, clawbacks taken off. */
  payable: amountString,
  paid: amountString,
};

export const adminAffiliate = z.object({
  code: z.string(),
  name: z.string(),
  email: z.string(),
  /** The code's own rate in percent; null follows the default. */
  rate_percent: z.number().nullable(),
  effective_rate_percent: z.number(),
  bank_name: z.string(),
  account_holder: z.string(),
  account_number: z.string(),
  ...balances,
});
export type AdminAffiliate = z.output<typeof adminAffiliate>;

export const adminCommissionLine = z.object({
  id: z.number().int(),
  kind: z.enum(['commission', 'clawback']),
  status: z.enum(COMMISSION_STATUSES),
  amount: amountString,
  base_amount: amountString,
  rate_percent: z.number(),
  order_id: z.number().int(),
  ref_no: z.string(),
  order_status: z.string(),
  created_at: timestamp,
  /** When a held commission is (or was) released: the return window's end. */
  releases_at: timestamp.nullable(),
  payout_month: z.string().nullable(),
});
export type AdminCommissionLine = z.output<typeof adminCommissionLine>;

const affiliateCode = z
  .string({ error: 'Choose an affiliate.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,20}$/, { error: 'Choose an affiliate.' });

/** A payout month, YYYY-MM. */
export const payoutMonth = z
  .string({ error: 'Choose a month.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month.' });

export const adminAffiliateList = defineAdminCall({
  path: '/admin/affiliates/list',
  summary: 'Every affiliate code with its held, payable and paid commission',
  tag: 'admin affiliates',
  admin: { stage: 'full', permission: 'affiliates.manage' },
  request: z.object({}),
  response: z.object({
    affiliates: z.array(adminAffiliate),
    default_rate_percent: z.number(),
    return_window_days: z.number().int(),
  }),
});

export const adminAffiliateGet = defineAdminCall({
  path: '/admin/affiliates/get',
  summary: 'One affiliate and every line of its commission ledger, newest first',
  tag: 'admin affiliates',
  admin: { stage: 'full', permission: 'affiliates.manage' },
  request: z.object({ code: affiliateCode }),
  response: z.object({ affiliate: adminAffiliate, lines: z.array(adminCommissionLine) }),
});

const rateMessage = 'Enter a rate from 0 to 100, with at most two decimals, or leave it empty.';

export const adminAffiliateUpdate = defineAdminCall({
  path: '/admin/affiliates/update',
  summary: "Set an affiliate's commission rate and payout bank details",
  tag: 'admin affiliates',
  admin: { stage: 'full', permission: 'affiliates.manage', reauth: true },
  request: z.object({
    code: affiliateCode,
    /** Empty or null: the default rate. */
    rate_percent: z
      .union([z.number({ error: rateMessage }), z.string({ error: rateMessage }), z.null()])
      .transform((value, ctx) => {
        if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
        const rate = typeof value === 'number' ? value : Number(value.trim());
        if (
          !Number.isFinite(rate) ||
          rate < 0 ||
          rate > 100 ||
          Math.round(rate * 100) !== rate * 100
        ) {
          ctx.addIssue({ code: 'custom', message: rateMessage });
          return z.NEVER;
        }
        return rate;
      }),
    bank_name: optionalText(100, 'Enter the bank name in at most 100 characters.').default(''),
    account_holder: optionalText(
      100,
      "Enter the account holder's name in at most 100 characters.",
    ).default(''),
    account_number: z
      .string({ error: 'Enter the account number.' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{0,20}$/, { error: 'Enter the account number in digits only.' })),
  }),
  response: z.object({ affiliate: adminAffiliate }),
});

export const adminAffiliatePayoutMarkPaid = defineAdminCall({
  path: '/admin/affiliates/payouts/mark-paid',
  summary: "Record a month's payout as paid: every line in it becomes paid",
  tag: 'admin affiliates',
  admin: { stage: 'full', permission: 'affiliates.manage', reauth: true },
  request: z.object({ month: payoutMonth }),
  response: z.object({
    month: z.string(),
    affiliates: z.number().int(),
    lines: z.number().int(),
    total: amountString,
  }),
});
