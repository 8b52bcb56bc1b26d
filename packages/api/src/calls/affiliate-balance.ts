import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { amountString } from '../models/primitives';

export const request = z.object({});

/**
 * The signed-in member's affiliate earnings, or null when they own no affiliate code. Held: in
 * the return window; payable: released and waiting for the monthly payout; paid: paid out so far.
 */
export const response = z
  .object({
    code: z.string(),
    held: amountString,
    payable: amountString,
    paid: amountString,
  })
  .nullable();

export type AffiliateBalanceResponse = z.output<typeof response>;

export const affiliateBalance = defineShopCall({
  path: '/users/affiliate-balance',
  summary: "The signed-in member's affiliate commission: held, ready for payout, paid",
  tag: 'users',
  access: 'user',
  request,
  response,
});
