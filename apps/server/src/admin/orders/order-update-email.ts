import { siteConfig } from '@nyiur/content';
import { formatRM, isCourier, trackingLink, type Courier, type Sen } from '@nyiur/domain';
import type { SalesOrderRow } from '../../db/schema/sales-orders';
import type { MailMessage } from '../../mail/mail-message';
import { renderHtml, renderText, type EmailBlock } from '../../mail/templates/layout';

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

function content(order: SalesOrderRow, update: OrderUpdate): [string, string, EmailBlock] {
  const ref = order.refNo;
  switch (update.kind) {
    case 'shipped': {
      const url =
        update.trackingUrl ??
        (isCourier(update.courier) ? trackingLink(update.courier, update.trackingNumber) : null);
      return [
        `order ${ref} is on its way`,
        'Your order is on its way',
        {
          paragraphs: [
            `We handed order ${ref} to ${update.courier}.`,
            `Tracking number: ${update.trackingNumber}`,
            'Delivery takes 5 - 7 working days.',
          ],
          ...(url ? { button: { label: 'Track your parcel', url } } : {}),
        },
      ];
    }
    case 'ready':
      return [
        `order ${ref} is ready for pick-up`,
        'Your order is ready for pick-up',
        {
          paragraphs: [
            `Order ${ref} is ready. Collect it at: ${order.pickupVenue}.`,
            'Please bring your order number.',
          ],
        },
      ];
    case 'refunded':
      return [
        `refund for order ${ref}`,
        'Your refund is on its way',
        {
          paragraphs: [
            `We refunded ${formatRM(update.amountSen)} for order ${ref}${update.full ? ', the whole amount paid' : ''}.`,
            'Banks and card issuers take up to 14 working days to show it on your statement.',
          ],
        },
      ];
    case 'cancelled':
      return [
        `order ${ref} is cancelled`,
        'Your order is cancelled',
        {
          paragraphs: [
            `Order ${ref} is cancelled. Reason: ${update.reason}`,
            update.paid
              ? 'We will refund what you paid and e-mail you when it is done.'
              : 'Nothing was charged for it.',
          ],
        },
      ];
  }
}

/** The e-mail a shopper gets when the shop ships, readies, refunds or cancels an order. */
export function orderUpdateEmail(order: SalesOrderRow, update: OrderUpdate): MailMessage {
  const [subject, heading, block] = content(order, update);
  const name = order.firstName.trim();
  const body: EmailBlock = {
    ...block,
    paragraphs: [name ? `Hi ${name},` : 'Hi,', ...block.paragraphs],
  };
  return {
    to: order.email,
    subject: `${siteConfig.brandName}: ${subject}`,
    text: renderText(heading, body),
    html: renderHtml(heading, body),
  };
}
