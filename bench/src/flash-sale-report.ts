import { FLASH_STEPS, FLASH_STOCK, FLASH_VOUCHER_USES, type FlashSaleReport } from './flash-sale';
import { formatMs, formatNumber, markdownTable } from './markdown-table';

/** The 12.12 sale's section of the report: throughput, each step's latency and the books. */
export function flashSaleSection(sale: FlashSaleReport): string {
  const { books } = sale;
  const errors = Object.entries(sale.errors);
  return [
    '## 12.12 sale',
    '',
    `${sale.shoppers} shoppers, each signed in once, buy one box at a time of ${FLASH_STOCK} on the shelf with a RM10 voucher of ${FLASH_VOUCHER_USES} uses (one per customer), for up to ${sale.seconds} s or until the boxes are gone (${formatNumber(sale.elapsedSeconds, 1)} s): **${sale.paidOrders} orders paid, ${formatNumber(sale.ordersPerSecond, 2)} paid orders/s**; ${sale.soldOutAnswers} shoppers were told the boxes were gone, ${sale.refusedVoucher} lost the voucher between applying it and checking out.`,
    '',
    markdownTable(
      ['step', 'count', 'p50', 'p99', 'max'],
      FLASH_STEPS.map((step) => {
        const summary = sale.steps[step];
        return [
          step,
          String(summary.count),
          formatMs(summary.p50),
          formatMs(summary.p99),
          formatMs(summary.max),
        ];
      }),
    ),
    '',
    `Books: ${books.boxesSold} boxes sold (${books.stockLeft} left), ${books.oversold} oversold; ${books.ordersWithVoucher} paid orders with the voucher (${books.voucherUsesTaken} uses taken, at most ${FLASH_VOUCHER_USES}); ${books.amountMismatches} paid orders whose gateway amount differs from the order; ${books.totalsNotAddingUp} totals that are not goods − discount + shipping. **${books.ok ? 'Clean' : 'NOT clean'}.**`,
    '',
    errors.length === 0
      ? 'No errors.'
      : `Errors: ${errors.map(([key, count]) => `${key} × ${count}`).join('; ')}.`,
    '',
  ].join('\n');
}
