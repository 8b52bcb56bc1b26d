import { siteConfig } from '@nyiur/content';
import { formatMalaysianTime, formatRM, sen, startOfMalaysianDay } from '@nyiur/domain';
import type { MailMessage } from '../../mail/mail-message';
import { renderHtml, renderText } from '../../mail/templates/layout';

export interface DigestFigures {
  /** The Malaysian day the figures are about (yesterday), YYYY-MM-DD. */
  readonly day: string;
  readonly revenueSen: number;
  readonly orders: number;
  readonly averageSen: number;
  readonly toShip: number;
  readonly lowStock: readonly { name: string; stock_on_hand: number }[];
  readonly mismatches: number;
  /** Vouchers on the day's paid orders; absent in digests made before vouchers existed. */
  readonly vouchers?: readonly { code: string; orders: number; discountSen: number }[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The owner's morning e-mail: yesterday's sales, what waits to ship, stock and payment checks. */
export function dailyDigestEmail(
  to: string,
  figures: DigestFigures,
  adminUrl: string,
): MailMessage {
  const date = formatMalaysianTime(startOfMalaysianDay(figures.day), 'fullDate');
  const heading = `Your shop on ${date}`;
  const block = {
    paragraphs: [
      `Sales: ${formatRM(sen(figures.revenueSen))} from ${plural(figures.orders, 'paid order', 'paid orders')}` +
        (figures.orders > 0
          ? `, ${formatRM(sen(Math.round(figures.averageSen)))} on average.`
          : '.'),
      ...(figures.vouchers && figures.vouchers.length > 0
        ? [
            `Vouchers: ${figures.vouchers
              .map(
                (row) =>
                  `${row.code} on ${plural(row.orders, 'order', 'orders')} (${formatRM(sen(row.discountSen))} off)`,
              )
              .join(', ')}.`,
          ]
        : []),
      `To ship: ${plural(figures.toShip, 'order', 'orders')} paid and waiting to be packed.`,
      figures.lowStock.length === 0
        ? 'Low stock: none.'
        : `Low stock: ${figures.lowStock.map((item) => `${item.name} (${item.stock_on_hand} left)`).join(', ')}.`,
      figures.mismatches === 0
        ? 'Payments: the gateway and the orders agree.'
        : `Payments: ${plural(figures.mismatches, 'order needs', 'orders need')} checking against the gateway.`,
    ],
    button: { label: 'Open the dashboard', url: adminUrl },
  };
  return {
    to,
    subject: `${siteConfig.brandName}: Daily summary for ${figures.day}`,
    text: renderText(heading, block),
    html: renderHtml(heading, block),
  };
}
