import { sen, type VoucherBenefit, type VoucherRules } from '@nyiur/domain';
import type { VoucherRow } from '../db/schema';

/** What a voucher row gives, as the domain reads it. */
export const benefitOf = (row: VoucherRow): VoucherBenefit => {
  switch (row.kind) {
    case 'amount_off':
      return { kind: 'amount_off', amount: sen(row.amountSen) };
    case 'percent_off':
      return {
        kind: 'percent_off',
        percent: row.percent ?? 0,
        cap: row.capSen === null ? null : sen(row.capSen),
      };
    case 'free_shipping':
      return { kind: 'free_shipping', cap: row.capSen === null ? null : sen(row.capSen) };
  }
};

/** A voucher row as the domain's rules. */
export const rulesOf = (row: VoucherRow): VoucherRules => ({
  benefit: benefitOf(row),
  // Waiting for an owner's approval (above the owner's ceilings): not usable yet, as if paused.
  status: row.awaitingApproval && row.status === 'active' ? 'paused' : row.status,
  startsAt: row.startsAt?.getTime() ?? null,
  endsAt: row.endsAt?.getTime() ?? null,
  minSpend: sen(row.minSpendSen),
  productIds: row.productIds ?? null,
  totalUses: row.totalUses,
  usesTaken: row.usesTaken,
  usesPerCustomer: row.usesPerCustomer,
  firstOrderOnly: row.firstOrderOnly,
  membersOnly: row.membersOnly,
});

/**
 * Who is using a voucher (decision 0034): the member or guest e-mail, and at checkout the phone
 * and delivery address given; any one shared with an earlier order names the same customer.
 */
export interface VoucherCustomer {
  readonly userId: number | null;
  readonly email: string;
  readonly phone?: string;
  readonly address?: string;
  readonly postcode?: string;
}

/** The key a use is stored under: the member, or the guest's e-mail (decision 0032). */
export const customerKeyOf = (customer: VoucherCustomer): string =>
  customer.userId !== null
    ? `member:${customer.userId}`
    : `guest:${customer.email.trim().toLowerCase()}`;
