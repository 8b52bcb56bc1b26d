import type { AdminVoucherUse } from '@nyiur/api';
import { csvOf as asCsv, csvTime as malaysianTime } from '../../http/csv';

const STATE_LABELS = {
  held: 'Waiting for payment',
  used: 'Used',
  released: 'Given back',
  over_total: 'Paid late, after the last use',
} as const;

/** A voucher's uses, oldest first, with a byte-order mark so Excel reads UTF-8. */
export const voucherUsesCsv = (code: string, uses: readonly AdminVoucherUse[]): string =>
  asCsv(
    [
      'Voucher',
      'Used at (MYT)',
      'Order',
      'Customer',
      'Use',
      'Discount (RM)',
      'Shipping off (RM)',
      'Order total (RM)',
      'Order status',
    ],
    uses.map((use) => [
      code,
      malaysianTime(use.at),
      use.reference,
      use.customer,
      STATE_LABELS[use.state],
      use.discount,
      use.shipping_off,
      use.order_total,
      use.order_status,
    ]),
  );

/** A batch of single-use codes, one a line, to print or mail merge. */
export const voucherBatchCsv = (
  codes: readonly { code: string; status: string; used: boolean }[],
) =>
  asCsv(
    ['Code', 'Status', 'Used'],
    codes.map((code) => [code.code, code.status, code.used ? 'yes' : 'no']),
  );
