import { z } from '../zod';
import { contractMessages } from '../models/contract-messages';
import { boundedInt, entityId, isPlainText, requiredText } from '../models/primitives';
import {
  adminOrderDetail,
  adminOrderSummary,
  auditEntry,
  bulkResults,
  courierName,
  noteText,
  searchText,
  orderCounts,
  orderIds,
  orderNote,
  orderTab,
  paymentEvent,
  reasonText,
  refundRecord,
  sentEmail,
} from './admin-models';
import { defineAdminCall } from './define-admin-call';

/* The order queue and everything done to an order from the back office. */

const day = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' })
  .optional();

const orderId = entityId('Choose an order.');

export const adminOrderCounts = defineAdminCall({
  path: '/admin/orders/counts',
  summary: 'How many orders each tab of the queue holds',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.read' },
  request: z.object({}),
  response: orderCounts,
});

export const adminOrderList = defineAdminCall({
  path: '/admin/orders/list',
  summary: 'One tab of the order queue, newest first, searched and paged',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.read' },
  request: z.object({
    tab: orderTab,
    q: searchText,
    from: day,
    to: day,
    cursor: z.string().max(200).optional(),
    limit: boundedInt('Show from 1 to 100 orders.', 1, 100).optional(),
  }),
  response: z.object({ orders: z.array(adminOrderSummary), next_cursor: z.string().nullable() }),
});

export const adminOrderGet = defineAdminCall({
  path: '/admin/orders/get',
  summary: 'One order with its payment record, e-mails, notes, refunds and trail',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.read' },
  request: z.object({ id: orderId }),
  response: z.object({
    order: adminOrderDetail,
    payments: z.array(paymentEvent),
    emails: z.array(sentEmail),
    notes: z.array(orderNote),
    refunds: z.array(refundRecord),
    trail: z.array(auditEntry),
  }),
});

export const adminOrderSlips = defineAdminCall({
  path: '/admin/orders/slips',
  summary: 'Packing slips for the chosen orders',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.read' },
  request: z.object({ ids: orderIds }),
  response: z.object({ slips: z.array(adminOrderDetail) }),
});

export const adminOrderShip = defineAdminCall({
  path: '/admin/orders/ship',
  summary: 'Mark orders shipped with courier and tracking number (one or many)',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.fulfil' },
  request: z.object({
    shipments: z
      .array(
        z.object({
          ref_no: z
            .string({ error: 'Enter the order number.' })
            .trim()
            .toUpperCase()
            .min(1, { error: 'Enter the order number.' })
            .max(40),
          courier: courierName,
          tracking_number: z
            .string({ error: 'Enter the tracking number.' })
            .trim()
            .min(4, { error: 'Enter the tracking number.' })
            .refine(isPlainText, { error: contractMessages.controlCharacters })
            .max(40, { error: 'A tracking number has at most 40 characters.' })
            .regex(/^[A-Za-z0-9 -]+$/, { error: 'A tracking number has letters and digits only.' }),
        }),
      )
      .min(1, { error: 'Add at least one order to ship.' })
      .max(300, { error: 'Ship at most 300 orders at a time.' }),
  }),
  response: bulkResults,
});

/** A step of fulfilment taken on many orders at once, answered order by order. */
const bulkFulfilment = (path: `/admin/${string}`, summary: string) =>
  defineAdminCall({
    path,
    summary,
    tag: 'admin orders',
    admin: { stage: 'full', permission: 'orders.fulfil' },
    request: z.object({ ids: orderIds }),
    response: bulkResults,
  });

export const adminOrderMarkReady = bulkFulfilment(
  '/admin/orders/mark-ready',
  'Pick-up orders are ready: the customers are e-mailed',
);

export const adminOrderMarkCollected = bulkFulfilment(
  '/admin/orders/mark-collected',
  'Pick-up orders were collected',
);

export const adminOrderComplete = bulkFulfilment(
  '/admin/orders/complete',
  'Shipped or collected orders are completed',
);

export const adminOrderCancel = defineAdminCall({
  path: '/admin/orders/cancel',
  summary: 'Cancel an unpaid order, or a paid one not yet handed over, with a reason',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.cancel' },
  request: z.object({ id: orderId, reason: reasonText }),
  response: z.object({ order: adminOrderDetail }),
});

export const adminOrderRefund = defineAdminCall({
  path: '/admin/orders/refund',
  summary: 'Record a full or partial refund made in the iPay88 portal or by bank transfer',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.refund', reauth: true },
  request: z.object({
    id: orderId,
    amount: z
      .string({ error: 'Enter the amount refunded, e.g. 25.00.' })
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'Enter the amount refunded, e.g. 25.00.' }),
    method: z.enum(['ipay88_portal', 'bank_transfer'], { error: 'Choose how it was refunded.' }),
    reference: requiredText(
      'Enter the refund reference.',
      100,
      'Keep the reference under 100 characters.',
    ),
    /**
     * The boxes that came back, per order line: only these go on the shelf again. A line not
     * named (or 0) puts nothing back, whatever the amount refunded.
     */
    returned: z
      .array(
        z.object({
          item_id: entityId('Choose an order line.'),
          boxes: boundedInt('Enter the boxes that came back, 0 or more.', 0, 9999),
        }),
        { error: 'Enter the boxes that came back per line.' },
      )
      .max(100, { error: 'Enter the boxes that came back per line.' })
      .optional(),
  }),
  response: z.object({ order: adminOrderDetail }),
});

export const adminOrderAddNote = defineAdminCall({
  path: '/admin/orders/add-note',
  summary: 'Add a staff note to an order',
  tag: 'admin orders',
  admin: { stage: 'full', permission: 'orders.note' },
  request: z.object({ id: orderId, text: noteText }),
  response: z.object({ note: orderNote }),
});
