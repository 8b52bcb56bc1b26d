import { RESERVED_ALERT_FACTOR, RESERVED_ALERT_FLOOR } from '@nyiur/domain';
import type { MailMessage } from '../mail/mail-message';
import { brandMail } from '../mail/templates/layout';

/** More boxes of a product sit in unpaid orders than a day of sales explains. */
export function reservedAlertEmail(input: {
  to: string;
  product: string;
  reserved: number;
  paidLastDay: number;
  available: number;
}): MailMessage {
  return brandMail(
    input.to,
    `${input.reserved} boxes of ${input.product} held in unpaid orders`,
    'Many boxes held in unpaid orders',
    {
      paragraphs: [
        `${input.reserved} boxes of ${input.product} are held in orders waiting for payment, against ${input.paidLastDay} paid for in the last 24 hours. ${input.available} are free to sell.`,
        `We write when unpaid orders hold more than ${RESERVED_ALERT_FLOOR} boxes and more than ${RESERVED_ALERT_FACTOR} times a day of sales, at most once a day for each product. Each shopper can keep one unpaid order; its boxes go back when the payment window ends.`,
      ],
    },
  );
}

/** A payment came after the window let its boxes go, and some were sold meanwhile. */
export function shortfallAlertEmail(input: {
  to: string;
  refNo: string;
  short: readonly { name: string; boxes: number }[];
}): MailMessage {
  return brandMail(
    input.to,
    `Order ${input.refNo} paid without enough stock`,
    'A paid order is short of stock',
    {
      paragraphs: [
        `Order ${input.refNo} was paid after its payment window ended, and its boxes had been sold meanwhile.`,
        `Short: ${input.short.map((line) => `${line.name} x ${line.boxes}`).join(', ')}.`,
        'Receive more stock before packing it, or refund the customer.',
      ],
    },
  );
}

/** The note a short order carries in the back office. */
export const shortfallNote = (short: readonly { name: string; boxes: number }[]): string =>
  `Paid after its payment window, when these boxes were no longer in stock: ${short
    .map((line) => `${line.name} x ${line.boxes}`)
    .join(', ')}. Receive more stock before packing it, or refund the customer.`;
