import { fromMalaysianDateTime, parseAmount } from '@nyiur/domain';
import type { VoucherRow } from '../../db/schema';
import type { vouchers } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';

type NewVoucher = typeof vouchers.$inferInsert;

/** What a voucher gives, as the forms send it. */
export interface VoucherValueInput {
  kind: VoucherRow['kind'];
  amount: string | null;
  percent: number | null;
  cap: string | null;
}

/** Who may use it and when, as the forms send it; times are Malaysian date-times. */
export interface VoucherTermsInput {
  min_spend: string;
  product_ids: number[] | null;
  starts_at: string | null;
  ends_at: string | null;
  total_uses: number | null;
  uses_per_customer: number | null;
  first_order_only: boolean;
  members_only: boolean;
  show_hint: boolean;
  note: string;
  affiliate_code?: string | null | undefined;
}

export const voucherMessages = {
  amount: 'Enter the RM off, e.g. 10.00.',
  percent: 'Enter a percentage from 1 to 100.',
  endsBeforeStart: 'The end must come after the start.',
  codeTaken: 'This code is already in use. Choose another.',
  affiliate: 'Choose an affiliate from the list.',
  products: 'Choose products from the list.',
  notFound: 'There is no such voucher.',
  belowTaken: (taken: number) =>
    `This voucher has already been used ${taken} times (unpaid orders included). Enter at least ${taken}.`,
} as const;

const malaysianInstant = (value: string | null): Date | null =>
  value === null ? null : fromMalaysianDateTime(value);

/** An optional RM cap: empty or zero means none. */
const capOf = (input: VoucherValueInput): number | null => {
  const cap = input.cap === null || input.cap === '' ? null : parseAmount(input.cap);
  return cap === null || cap <= 0 ? null : cap;
};

/** The value columns, or a 422 naming the field that is missing for the kind. */
export function valueColumns(
  input: VoucherValueInput,
): Pick<NewVoucher, 'kind' | 'amountSen' | 'percent' | 'capSen'> {
  switch (input.kind) {
    case 'amount_off': {
      const amount = input.amount === null ? null : parseAmount(input.amount);
      if (amount === null || amount <= 0) {
        throw AppError.validation({ amount: voucherMessages.amount });
      }
      return { kind: 'amount_off', amountSen: amount, percent: null, capSen: null };
    }
    case 'percent_off': {
      if (input.percent === null) throw AppError.validation({ percent: voucherMessages.percent });
      return { kind: 'percent_off', amountSen: 0, percent: input.percent, capSen: capOf(input) };
    }
    case 'free_shipping':
      return { kind: 'free_shipping', amountSen: 0, percent: null, capSen: capOf(input) };
  }
}

/** The terms columns, or a 422 when the dates are the wrong way round. */
export function termsColumns(input: VoucherTermsInput): Omit<NewVoucher, 'code' | 'kind'> {
  const startsAt = malaysianInstant(input.starts_at);
  const endsAt = malaysianInstant(input.ends_at);
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw AppError.validation({ ends_at: voucherMessages.endsBeforeStart });
  }
  return {
    minSpendSen: parseAmount(input.min_spend) ?? 0,
    productIds:
      input.product_ids === null ? null : [...new Set(input.product_ids)].sort((a, b) => a - b),
    startsAt,
    endsAt,
    totalUses: input.total_uses,
    usesPerCustomer: input.uses_per_customer,
    firstOrderOnly: input.first_order_only,
    membersOnly: input.members_only,
    showHint: input.show_hint,
    note: input.note,
    affiliateCode: input.affiliate_code ?? null,
  };
}
