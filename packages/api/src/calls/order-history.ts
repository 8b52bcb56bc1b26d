import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { salesOrder } from '../models/sales-order';

export const request = z.object({});
/** Every order of the user, newest first; not paginated (spec §9). */
export const response = z.array(salesOrder);

export type OrderHistoryInput = z.input<typeof request>;
export type OrderHistoryResponse = z.output<typeof response>;

export const orderHistory = defineShopCall({
  path: '/users/order-history',
  summary: "The signed-in user's orders, newest first",
  tag: 'orders',
  access: 'user',
  request,
  response,
});
