import { z } from 'zod';
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

/**
 * An order as order history and the order result show it (spec §3). `amount` is what the order
 * charges: the item amounts plus `shipping_fees`.
 */
export const salesOrder = z.object({
  uuid: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  datetime: timestamp,
  reference: z.string(),
  shipping_fees: amountString,
  amount: amountString,
  sales_order_items: z.array(salesOrderItem),
});
export type SalesOrder = z.output<typeof salesOrder>;
