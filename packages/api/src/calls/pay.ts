import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { contractMessages } from '../models/contract-messages';
import { paymentHandoff } from '../models/payment-request';

export const request = z.object({ uuid: z.uuid({ error: contractMessages.order }) });

/** A fresh payment request for the user's Pending order, nested as the spec has it: data.data. */
export const response = z.object({
  data: z.object(paymentHandoff),
});

export type PayInput = z.input<typeof request>;
export type PayRequest = z.output<typeof request>;
export type PayResponse = z.output<typeof response>;

export const pay = defineShopCall({
  path: '/users/pay',
  summary: 'A new payment request for a Pending order (Pay Now)',
  tag: 'orders',
  access: 'user',
  request,
  response,
});
