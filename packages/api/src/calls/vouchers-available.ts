import { z } from '../zod';
import { defineShopCall } from './define-shop-call';

export const request = z.object({});

/** Whether an active voucher the owner marked for the checkout hint can be used now. */
export const response = z.object({ available: z.boolean() });

export type VouchersAvailableResponse = z.output<typeof response>;

export const vouchersAvailable = defineShopCall({
  path: '/users/vouchers-available',
  summary: 'Whether the checkout shows the "Vouchers available" hint',
  tag: 'checkout',
  access: 'public',
  request,
  response,
});
