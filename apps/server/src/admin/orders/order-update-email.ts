import { formatRM, isCourier, trackingLink, type Courier, type Sen } from '@nyiur/domain';
import type { SalesOrderRow } from '../../db/schema/sales-orders';
import type { MailMessage } from '../../mail/mail-message';
import { brandMail, type EmailBlock } from '../../mail/templates/layout';

/** What changed on an order that the shopper hears about. */
export type OrderUpdate =
  | {
      readonly kind: 'shipped';
      readonly courier: Courier | (string & {});
      readonly trackingNumber: string;
      /** The booking's own tracking page (EasyParcel); else the courier's is linked. */
      readonly trackingUrl?: string;
    }
  | { readonly kind: 'ready' }
  | { readonly kind: 'refunded'; readonly amountSen: Sen; readonly full: boolean }
  | { readonly kind: 'cancelled'; readonly reason: string; readonly paid: boolean };

const COPY = {
  en: {
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    shipped: {
      subject: (ref: string) => `order ${ref} is on its way`,
      heading: 'Your order is on its way',
      handed: (ref: string, courier: string) => `We handed order ${ref} to ${courier}.`,
      tracking: (number: string) => `Tracking number: ${number}`,
      days: 'Delivery takes 5 - 7 working days.',
      button: 'Track your parcel',
    },
    ready: {
      subject: (ref: string) => `order ${ref} is ready for pick-up`,
      heading: 'Your order is ready for pick-up',
      collect: (ref: string, venue: string) => `Order ${ref} is ready. Collect it at: ${venue}.`,
      bring: 'Please bring your order number.',
    },
    refunded: {
      subject: (ref: string) => `refund for order ${ref}`,
      heading: 'Your refund is on its way',
      refunded: (amount: string, ref: string, full: boolean) =>
        `We refunded ${amount} for order ${ref}${full ? ', the whole amount paid' : ''}.`,
      banks: 'Banks and card issuers take up to 14 working days to show it on your statement.',
    },
    cancelled: {
      subject: (ref: string) => `order ${ref} is cancelled`,
      heading: 'Your order is cancelled',
      cancelled: (ref: string, reason: string) => `Order ${ref} is cancelled. Reason: ${reason}`,
      paid: 'We will refund what you paid and e-mail you when it is done.',
      unpaid: 'Nothing was charged for it.',
    },
  },
  ms: {
    hello: (name: string) => (name ? `Hai ${name},` : 'Hai,'),
    shipped: {
      subject: (ref: string) => `pesanan ${ref} dalam perjalanan`,
      heading: 'Pesanan anda dalam perjalanan',
      handed: (ref: string, courier: string) =>
        `Kami telah menyerahkan pesanan ${ref} kepada ${courier}.`,
      tracking: (number: string) => `Nombor penjejakan: ${number}`,
      days: 'Penghantaran mengambil masa 5 - 7 hari bekerja.',
      button: 'Jejak bungkusan anda',
    },
    ready: {
      subject: (ref: string) => `pesanan ${ref} sedia untuk diambil`,
      heading: 'Pesanan anda sedia untuk diambil',
      collect: (ref: string, venue: string) =>
        `Pesanan ${ref} sudah sedia. Sila ambil di: ${venue}.`,
      bring: 'Sila bawa nombor pesanan anda.',
    },
    refunded: {
      subject: (ref: string) => `bayaran balik bagi pesanan ${ref}`,
      heading: 'Bayaran balik anda sedang diproses',
      refunded: (amount: string, ref: string, full: boolean) =>
        `Kami telah membuat bayaran balik ${amount} bagi pesanan ${ref}${full ? ', iaitu keseluruhan jumlah yang dibayar' : ''}.`,
      banks:
        'Bank dan pengeluar kad mengambil masa sehingga 14 hari bekerja untuk memaparkannya dalam penyata anda.',
    },
    cancelled: {
      subject: (ref: string) => `pesanan ${ref} telah dibatalkan`,
      heading: 'Pesanan anda telah dibatalkan',
      cancelled: (ref: string, reason: string) =>
        `Pesanan ${ref} telah dibatalkan. Sebab: ${reason}`,
      paid: 'Kami akan memulangkan bayaran anda dan menghantar e-mel apabila selesai.',
      unpaid: 'Tiada sebarang caj dikenakan untuk pesanan ini.',
    },
  },
} as const;

function content(order: SalesOrderRow, update: OrderUpdate): [string, string, EmailBlock] {
  const ref = order.refNo;
  const copy = COPY[order.locale];
  switch (update.kind) {
    case 'shipped': {
      const words = copy.shipped;
      const url =
        update.trackingUrl ??
        (isCourier(update.courier) ? trackingLink(update.courier, update.trackingNumber) : null);
      return [
        words.subject(ref),
        words.heading,
        {
          paragraphs: [
            words.handed(ref, update.courier),
            words.tracking(update.trackingNumber),
            words.days,
          ],
          ...(url ? { button: { label: words.button, url } } : {}),
        },
      ];
    }
    case 'ready':
      return [
        copy.ready.subject(ref),
        copy.ready.heading,
        { paragraphs: [copy.ready.collect(ref, order.pickupVenue), copy.ready.bring] },
      ];
    case 'refunded':
      return [
        copy.refunded.subject(ref),
        copy.refunded.heading,
        {
          paragraphs: [
            copy.refunded.refunded(formatRM(update.amountSen), ref, update.full),
            copy.refunded.banks,
          ],
        },
      ];
    case 'cancelled':
      return [
        copy.cancelled.subject(ref),
        copy.cancelled.heading,
        {
          paragraphs: [
            copy.cancelled.cancelled(ref, update.reason),
            update.paid ? copy.cancelled.paid : copy.cancelled.unpaid,
          ],
        },
      ];
  }
}

/**
 * The e-mail a shopper gets when the shop ships, readies, refunds or cancels an order, in the
 * language the order was placed in.
 */
export function orderUpdateEmail(order: SalesOrderRow, update: OrderUpdate): MailMessage {
  const [subject, heading, block] = content(order, update);
  const body: EmailBlock = {
    ...block,
    paragraphs: [COPY[order.locale].hello(order.firstName.trim()), ...block.paragraphs],
  };
  return brandMail(order.email, subject, heading, body, order.locale);
}
