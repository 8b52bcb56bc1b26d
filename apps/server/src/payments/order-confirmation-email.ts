import { siteConfig } from '@nyiur/content';
import { formatRM, sen } from '@nyiur/domain';
import type { SalesOrderItemRow } from '../db/schema/sales-order-items';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import type { MailMessage } from '../mail/mail-message';
import { shippingFeeBefore } from '../vouchers/shipping-off';
import {
  renderHtml,
  renderText,
  type EmailBlock,
  type StruckParagraph,
} from '../mail/templates/layout';

const whereItGoes = (order: SalesOrderRow): string =>
  order.deliveryMode === 'pickup'
    ? `Collect it at: ${order.pickupVenue}. Please bring your order reference.`
    : `We deliver to: ${[
        order.address,
        order.address2,
        `${order.postcode} ${order.city}`,
        order.state,
        order.country,
      ]
        .filter((part) => part.trim().length > 0)
        .join(', ')}. Delivery takes 5 - 7 working days.`;

/** The fee paid, after the fee before struck through when a free-shipping voucher took some off. */
const shippingLine = (order: SalesOrderRow, shippingOffSen: number): string | StruckParagraph => {
  const paid = formatRM(sen(order.shippingFeeSen));
  const feeBefore = shippingFeeBefore(order, shippingOffSen);
  if (feeBefore === null) return `Shipping: ${paid}`;
  const before = formatRM(feeBefore);
  const voucher = order.voucherCode ? ` (voucher ${order.voucherCode})` : '';
  return {
    before: 'Shipping: ',
    struck: before,
    after: ` ${paid}${voucher}`,
    text: `Shipping: ${paid}, was ${before}${voucher}`,
  };
};

/** The one e-mail a paid order sends: what was bought, what was charged and where it goes. */
export function orderConfirmationEmail(input: {
  order: SalesOrderRow;
  items: readonly SalesOrderItemRow[];
  orderUrl: string;
  /** What a free-shipping voucher took off the delivery fee, in sen. */
  shippingOffSen?: number;
}): MailMessage {
  const { order, items } = input;
  const name = order.firstName.trim();
  const heading = 'Thank you, your payment is received';
  const block: EmailBlock = {
    paragraphs: [
      name ? `Hi ${name},` : 'Hi,',
      `Your order ${order.refNo} is paid and we are preparing it.`,
      ...items.map((item) => `${item.name} x ${item.quantity}: ${formatRM(sen(item.amountSen))}`),
      ...(order.voucherCode && order.discountSen > 0
        ? [`Voucher ${order.voucherCode}: −${formatRM(sen(order.discountSen))}`]
        : []),
      shippingLine(order, input.shippingOffSen ?? 0),
      `Total paid: ${formatRM(sen(order.totalSen))}`,
      whereItGoes(order),
    ],
    button: { label: 'View your order', url: input.orderUrl },
    footnote: 'Orders ship Monday to Friday, except Malaysian public holidays.',
  };
  return {
    to: order.email,
    subject: `${siteConfig.brandName}: order ${order.refNo} is paid`,
    text: renderText(heading, block),
    html: renderHtml(heading, block),
  };
}
