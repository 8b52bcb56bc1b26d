import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { contractMessages } from '../models/contract-messages';
import { paymentHandoff } from '../models/payment-request';

export const path = '/users/pay';
export const method = 'POST';

export const request = z.object({ uuid: z.uuid({ error: contractMessages.order }) });

/** A fresh payment request for the user's Pending order, nested as the spec has it: data.data. */
export const response = z.object({
  data: z.object(paymentHandoff),
});

export type PayInput = z.input<typeof request>;
export type PayRequest = z.output<typeof request>;
export type PayResponse = z.output<typeof response>;

export const pay = defineCall({
  path,
  method,
  summary: 'A new payment request for a Pending order (Pay Now)',
  tag: 'orders',
  access: 'user',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
