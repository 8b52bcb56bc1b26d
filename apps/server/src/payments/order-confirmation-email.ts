import { formatRM, sen, type Locale } from '@nyiur/domain';
import type { SalesOrderItemRow } from '../db/schema/sales-order-items';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import type { MailMessage } from '../mail/mail-message';
import { shippingFeeBefore } from '../vouchers/shipping-off';
import { brandMail, type EmailBlock, type StruckParagraph } from '../mail/templates/layout';

const COPY = {
  en: {
    subject: (refNo: string) => `order ${refNo} is paid`,
    heading: 'Thank you, your payment is received',
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    paid: (refNo: string) => `Your order ${refNo} is paid and we are preparing it.`,
    voucher: 'Voucher',
    shipping: 'Shipping',
    was: 'was',
    total: 'Total paid',
    pickup: (venue: string) => `Collect it at: ${venue}. Please bring your order reference.`,
    delivery: (address: string) => `We deliver to: ${address}. Delivery takes 5 - 7 working days.`,
    button: 'View your order',
    footnote: 'Orders ship Monday to Friday, except Malaysian public holidays.',
  },
  ms: {
    subject: (refNo: string) => `pesanan ${refNo} telah dibayar`,
    heading: 'Terima kasih, bayaran anda telah diterima',
    hello: (name: string) => (name ? `Hai ${name},` : 'Hai,'),
    paid: (refNo: string) => `Pesanan ${refNo} anda telah dibayar dan kami sedang menyediakannya.`,
    voucher: 'Baucar',
    shipping: 'Penghantaran',
    was: 'asalnya',
    total: 'Jumlah dibayar',
    pickup: (venue: string) => `Ambil di: ${venue}. Sila bawa nombor rujukan pesanan anda.`,
    delivery: (address: string) =>
      `Kami hantar ke: ${address}. Penghantaran mengambil masa 5 - 7 hari bekerja.`,
    button: 'Lihat pesanan anda',
    footnote: 'Pesanan dihantar dari Isnin hingga Jumaat, kecuali pada cuti umum Malaysia.',
  },
} as const;

type Copy = (typeof COPY)[Locale];

const whereItGoes = (order: SalesOrderRow, copy: Copy): string =>
  order.deliveryMode === 'pickup'
    ? copy.pickup(order.pickupVenue)
    : copy.delivery(
        [
          order.address,
          order.address2,
          `${order.postcode} ${order.city}`,
          order.state,
          order.country,
        ]
          .filter((part) => part.trim().length > 0)
          .join(', '),
      );

/** The fee paid, after the fee before struck through when a free-shipping voucher took some off. */
const shippingLine = (
  order: SalesOrderRow,
  shippingOffSen: number,
  copy: Copy,
): string | StruckParagraph => {
  const paid = formatRM(sen(order.shippingFeeSen));
  const feeBefore = shippingFeeBefore(order, shippingOffSen);
  if (feeBefore === null) return `${copy.shipping}: ${paid}`;
  const before = formatRM(feeBefore);
  const voucher = order.voucherCode ? ` (${copy.voucher.toLowerCase()} ${order.voucherCode})` : '';
  return {
    before: `${copy.shipping}: `,
    struck: before,
    after: ` ${paid}${voucher}`,
    text: `${copy.shipping}: ${paid}, ${copy.was} ${before}${voucher}`,
  };
};

/**
 * The one e-mail a paid order sends: what was bought, what was charged and where it goes, in the
 * language the order was placed in.
 */
export function orderConfirmationEmail(input: {
  order: SalesOrderRow;
  items: readonly SalesOrderItemRow[];
  /** The order's page in the order's language. */
  orderUrl: string;
  /** What a free-shipping voucher took off the delivery fee, in sen. */
  shippingOffSen?: number;
}): MailMessage {
  const { order, items } = input;
  const copy = COPY[order.locale];
  const block: EmailBlock = {
    paragraphs: [
      copy.hello(order.firstName.trim()),
      copy.paid(order.refNo),
      ...items.map((item) => `${item.name} x ${item.quantity}: ${formatRM(sen(item.amountSen))}`),
      ...(order.voucherCode && order.discountSen > 0
        ? [`${copy.voucher} ${order.voucherCode}: −${formatRM(sen(order.discountSen))}`]
        : []),
      shippingLine(order, input.shippingOffSen ?? 0, copy),
      `${copy.total}: ${formatRM(sen(order.totalSen))}`,
      whereItGoes(order, copy),
    ],
    button: { label: copy.button, url: input.orderUrl },
    footnote: copy.footnote,
  };
  return brandMail(order.email, copy.subject(order.refNo), copy.heading, block, order.locale);
}
