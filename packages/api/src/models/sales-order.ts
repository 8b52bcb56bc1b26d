import { z } from '../zod';
import { ORDER_STATUSES } from '@nyiur/domain';
import { amountString, timestamp } from './primitives';
import { productSummary } from './product-summary';

/** One order line, a snapshot taken at checkout. */
export const salesOrderItem = z.object({
  quantity: z.number().int().positive(),
  amount: amountString,
  product: productSummary,
});
export type SalesOrderItem = z.output<typeof salesOrderItem>;

/** The parcel of a shipped order: the shopper follows it on the courier's page. */
export const orderShipment = z.object({
  courier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string(),
});
export type OrderShipment = z.output<typeof orderShipment>;

/**
 * An order as order history and the order result show it (spec §3). `amount` is what the order
 * charges: the item amounts less `discount` (the voucher's, decision 0031) plus `shipping_fees`.
 */
export const salesOrder = z.object({
  uuid: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  datetime: timestamp,
  reference: z.string(),
  shipping_fees: amountString,
  /** The delivery fee before a free-shipping voucher took some off; null when none did. */
  shipping_fees_before: amountString.nullable().optional(),
  amount: amountString,
  voucher_code: z.string().nullable().optional(),
  discount: amountString.optional(),
  sales_order_items: z.array(salesOrderItem),
  /** Set once the order is shipped. */
  shipment: orderShipment.nullable().optional(),
});
export type SalesOrder = z.output<typeof salesOrder>;
