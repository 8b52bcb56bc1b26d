import type { AdminVoucher } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import type { VoucherRow } from '../../db/schema';

const money = (value: number | null): string | null =>
  value === null ? null : toAmountString(sen(value));

/** A voucher row as the back office sees it. */
export const adminVoucherView = (row: VoucherRow): AdminVoucher => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  amount: row.kind === 'amount_off' ? money(row.amountSen) : null,
  percent: row.kind === 'percent_off' ? row.percent : null,
  cap: row.kind === 'amount_off' ? null : money(row.capSen),
  min_spend: toAmountString(sen(row.minSpendSen)),
  product_ids: row.productIds ?? null,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  total_uses: row.totalUses,
  uses_taken: row.usesTaken,
  uses_per_customer: row.usesPerCustomer,
  first_order_only: row.firstOrderOnly,
  members_only: row.membersOnly,
  show_hint: row.showHint,
  status: row.status,
  affiliate_code: row.affiliateCode,
  note: row.note,
  batch_id: row.batchId,
  awaiting_approval: row.awaitingApproval,
  created_at: row.createdAt.toISOString(),
});
