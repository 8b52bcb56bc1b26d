import { formatMs, formatNumber, markdownTable } from './markdown-table';
import { FLASH_STEPS, type FlashSaleReport } from './flash-sale';

const counts = (title: string, entries: Record<string, number>): string[] => {
  const rows = Object.entries(entries).sort((a, b) => b[1] - a[1]);
  return rows.length === 0
    ? [`${title}: none.`, '']
    : [
        markdownTable(
          [title, 'times'],
          rows.map(([what, n]) => [what, String(n)]),
        ),
        '',
      ];
};

/** The 12.12 sale as a section of the report. */
export function renderFlashSale(sale: FlashSaleReport): string {
  const { books, reconciliation } = sale;
  const lines = [
    '## 12.12 flash sale',
    '',
    `${sale.stock} boxes of product and voucher ${sale.voucher.code} (RM${sale.voucher.amount} off, ${sale.voucher.uses} uses, one per shopper); ${sale.shoppers} shoppers, on database ${sale.database}. Before the sale opens each signs in once, ${sale.signInsAtOnce} at a time: ${sale.signedIn} signed in, in ${formatNumber(sale.signInSeconds, 1)} s. Then the sale is open to all of them at once for ${sale.seconds} s (${formatNumber(sale.elapsedSeconds, 1)} s with the last purchases finishing), each until the time is up: one box in the cart, apply the voucher, check out (with the voucher when it applied), pay on the sandbox; after a refusal it tries again 1 s later.`,
    '',
    `**${sale.ordersPaid} orders Paid in the database, ${formatNumber(sale.paidOrdersPerSecond, 2)} paid orders/s over the run**${
      sale.lastPaidAtSeconds === null
        ? ''
        : `; the last paid ${formatNumber(sale.lastPaidAtSeconds, 1)} s after the sale opened: **${formatNumber(sale.paidOrdersPerSecondWhileStockLasted ?? Number.NaN, 2)} paid orders/s while the stock lasted**`
    }. ${sale.shoppersSawSuccess} of the paying shoppers reached the success page (a step waits 30 s at most; the others' orders were paid by the gateway's BackendURL post). Boxes asked for: ${sale.demand}.`,
    '',
    markdownTable(
      ['step', 'count', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms'],
      FLASH_STEPS.map((step) => {
        const summary = sale.steps[step];
        return [
          step,
          String(summary.count),
          formatMs(summary.p50),
          formatMs(summary.p99),
          formatMs(summary.p999),
          formatMs(summary.max),
        ];
      }),
    ),
    '',
    ...counts('refusal', sale.refusals),
    ...counts('error', sale.errors),
  ];
  if (books) {
    lines.push(
      `The books, from the database after the server stopped: **${books.ok ? 'balanced' : 'NOT balanced'}**.`,
      '',
      markdownTable(
        ['check', 'found'],
        [
          ['boxes sold / min(stock, demand)', `${books.boxesSold} / ${books.boxesExpected}`],
          ['boxes sold beyond the stock', String(books.oversold)],
          [
            'boxes held by unpaid orders / free to sell now',
            `${books.boxesHeldUnpaid} / ${books.freeNow}`,
          ],
          ['boxes neither sold, held nor free', String(books.unaccounted)],
          ['stock ledger adds up to the stock', books.ledgerMatches ? 'yes' : 'no'],
          ['paid orders / with the voucher', `${books.paidOrders} / ${books.paidWithVoucher}`],
          ['orders of any status with the voucher', String(books.ordersWithVoucher)],
          [
            'voucher uses taken / held or used',
            `${books.voucherUsesTaken} / ${books.voucherUsesHeldOrUsed}`,
          ],
          ['paid orders whose amounts disagree', String(books.amountMismatches)],
        ],
      ),
      '',
      ...books.problems.map((problem) => `- ${problem}`),
    );
  }
  if (reconciliation) {
    lines.push(
      `Reconciliation of the shoppers' orders: **${reconciliation.ok ? 'clean' : 'NOT clean'}** (${reconciliation.ordersInDatabase} orders; ${reconciliation.notPaid} approved not Paid, ${reconciliation.abandoned} never approved, ${reconciliation.withoutConfirmation} without and ${reconciliation.confirmedMoreThanOnce} with more than one confirmation e-mail, ${reconciliation.duplicateEmails} e-mails queued twice, ${reconciliation.cartMismatches} carts not matching, ${reconciliation.leftoverCartLines} cart lines left, ${reconciliation.missingBackendCallback} without a BackendURL message).`,
      '',
      ...reconciliation.problems.map((problem) => `- ${problem}`),
    );
  }
  lines.push('');
  return lines.join('\n');
}
