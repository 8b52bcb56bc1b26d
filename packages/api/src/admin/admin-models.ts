import { shipmentView } from './admin-shipping-calls';
import { ADMIN_PERMISSIONS, ADMIN_ROLES, COURIERS, ORDER_STATUSES } from '@nyiur/domain';
import { z } from '../zod';
import {
  amountString,
  MAX_TEXT,
  optionalText,
  requiredText,
  timestamp,
} from '../models/primitives';

export const adminRole = z.enum(ADMIN_ROLES, { error: 'Choose a role.' });

export const adminProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: adminRole,
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});
export type AdminProfile = z.output<typeof adminProfile>;

/** The tabs of the order queue, in the order a Malaysian seller reads them. */
export const ORDER_TABS = [
  'to_pay',
  'to_ship',
  'ready_for_pickup',
  'shipped',
  'completed',
  'cancelled',
  'refunds',
] as const;
export const orderTab = z.enum(ORDER_TABS, { error: 'Choose a tab.' });
export type OrderTab = z.output<typeof orderTab>;

export const orderCounts = z.object(
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int().nonnegative()])) as Record<
    OrderTab,
    z.ZodNumber
  >,
);

export const adminOrderSummary = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  created_at: timestamp,
  status: z.enum(ORDER_STATUSES),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  total: amountString,
  delivery_mode: z.enum(['delivery', 'pickup']),
  item_count: z.number().int(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The latest courier booking through EasyParcel, so To ship shows what is booked already. */
  parcel: shipmentView.nullable().optional(),
});
export type AdminOrderSummary = z.output<typeof adminOrderSummary>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.output<typeof auditEntry>;

export const orderLine = z.object({
  /** The line's id, as a refund names the boxes that came back. */
  item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  amount: amountString,
});

export const adminOrderDetail = adminOrderSummary.extend({
  items_amount: amountString,
  shipping_fee: amountString,
  /** The delivery fee before a free-shipping voucher took some off; null when none did. */
  shipping_fee_before: amountString.nullable().optional(),
  /** The voucher at checkout and its discount on the goods (decision 0031). */
  voucher_code: z.string().nullable().optional(),
  discount: amountString.optional(),
  refunded: amountString,
  weight_grams: z.number().int(),
  lines: z.array(orderLine),
  ship_to: z
    .object({
      name: z.string(),
      phone: z.string(),
      lines: z.array(z.string()),
    })
    .nullable(),
  pickup_venue: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** A payment that came after staff cancelled the order: the owner refunds it (L4). */
  paid_after_cancel: z
    .object({ at: timestamp, trans_id: z.string().nullable() })
    .nullable()
    .optional(),
  paid_at: timestamp.nullable(),
  trans_id: z.string().nullable(),
  payment_method: z.string().nullable(),
  allowed_actions: z.array(z.string()),
  /** EasyParcel's tracking page when the parcel was booked there. */
  tracking_url: z.string().nullable().optional(),
  /** The latest courier booking through EasyParcel (its state, errors and charge), or null. */
  parcel: shipmentView.nullable().optional(),
  /** What the courier charged, in sen, beside `shipping_fee` the shopper paid; null if not booked. */
  courier_charged_sen: z.number().int().nullable().optional(),
});
export type AdminOrderDetail = z.output<typeof adminOrderDetail>;

export const paymentEvent = z.object({
  channel: z.string(),
  at: timestamp,
  outcome: z.string(),
  status: z.string(),
  trans_id: z.string(),
  payment_id: z.string(),
  amount: z.string(),
});

export const sentEmail = z.object({
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  at: timestamp,
});

export const orderNote = z.object({
  id: z.number().int(),
  by: z.string(),
  text: z.string(),
  at: timestamp,
});

export const refundRecord = z.object({
  amount: amountString,
  method: z.enum(['ipay88_portal', 'bank_transfer']),
  reference: z.string(),
  by: z.string(),
  at: timestamp,
});

/** A result per order of a bulk action: what happened to each line. */
export const bulkResults = z.object({
  results: z.array(z.object({ ref_no: z.string(), ok: z.boolean(), message: z.string() })),
});

export const orderIds = z
  .array(z.number().int().positive(), { error: 'Choose at least one order.' })
  .min(1, { error: 'Choose at least one order.' })
  .max(300, { error: 'Choose at most 300 orders at a time.' });

export const courierName = z.enum(COURIERS, { error: 'Choose the courier.' });

export const noteText = requiredText(
  'Write the note.',
  2000,
  'Keep the note under 2,000 characters.',
);

export const reasonText = requiredText(
  'Give the reason.',
  MAX_TEXT,
  'Keep the reason under 255 characters.',
);

/** A search box: control characters are refused (422), never sent to the database. */
export const searchText = optionalText(100, 'Search with at most 100 characters.');
