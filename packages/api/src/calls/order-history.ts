import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { salesOrder } from '../models/sales-order';

export const path = '/users/order-history';
export const method = 'POST';

export const request = z.object({});
/** Every order of the user, newest first; not paginated (spec §9). */
export const response = z.array(salesOrder);

export type OrderHistoryInput = z.input<typeof request>;
export type OrderHistoryResponse = z.output<typeof response>;

export const orderHistory = defineCall({
  path,
  method,
  summary: "The signed-in user's orders, newest first",
  tag: 'orders',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
