import { formatRM, sen } from '@nyiur/domain';
import type { SalesOrderItemRow } from '../../db/schema/sales-order-items';
import type { SalesOrderRow } from '../../db/schema/sales-orders';
import type { MailMessage } from '../mail-message';
import { brandMail } from './layout';

/** Tells the shop an order was paid: what to pack and where it goes. */
export function newOrderAlertEmail(input: {
  to: string;
  order: SalesOrderRow;
  items: readonly SalesOrderItemRow[];
  adminUrl: string;
}): MailMessage {
  const { order } = input;
  const name = `${order.firstName} ${order.lastName}`.trim() || order.email;
  return brandMail(
    input.to,
    `New order ${order.refNo}, ${formatRM(sen(order.totalSen))}`,
    'New paid order',
    {
      paragraphs: [
        `${name} paid ${formatRM(sen(order.totalSen))} for order ${order.refNo}.`,
        ...input.items.map((item) => `${item.name} x ${item.quantity}`),
        order.deliveryMode === 'pickup'
          ? `Pick-up at ${order.pickupVenue}.`
          : `Ship to ${order.city}, ${order.state}.`,
      ],
      button: { label: 'Open the order', url: input.adminUrl },
    },
  );
}

export type LeadKind = 'contact' | 'affiliate' | 'free_sample';

const LEAD_WORDS: Record<LeadKind, string> = {
  contact: 'contact enquiry',
  affiliate: 'affiliate application',
  free_sample: 'free sample request',
};

/** Tells the shop someone wrote in or asked for a sample, so nobody waits for an answer. */
export function newLeadAlertEmail(input: {
  to: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  detail: string;
}): MailMessage {
  const what = LEAD_WORDS[input.kind];
  return brandMail(input.to, `New ${what} from ${input.name}`, `New ${what}`, {
    paragraphs: [
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone}`,
      ...(input.detail ? [input.detail] : []),
    ],
  });
}
