import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { contractMessages } from '../models/contract-messages';
import { paymentRequest } from '../models/payment-request';
import { flag, isPlainText } from '../models/primitives';
import { salesOrder } from '../models/sales-order';

/** The order result screen's query: the order token and whether the payment failed. */
export const request = z.object({
  token: z
    .string({ error: contractMessages.orderToken })
    .trim()
    .min(1, { error: contractMessages.orderToken })
    .max(200, { error: contractMessages.orderToken })
    .refine(isPlainText, { error: contractMessages.orderToken }),
  failed: flag().default('0'),
});

/** The order summary; with `failed: "1"` and a Pending order, a payment request to try again. */
export const response = salesOrder.extend({
  payment_url: z.string().min(1).optional(),
  payment_request: paymentRequest.optional(),
});

export type SalesOrdersGetInput = z.input<typeof request>;
export type SalesOrdersGetRequest = z.output<typeof request>;
export type SalesOrdersGetResponse = z.output<typeof response>;

export const salesOrdersGet = defineShopCall({
  path: '/sales-orders/get',
  summary: 'The order behind an order result link',
  tag: 'orders',
  access: 'public',
  request,
  response,
});
