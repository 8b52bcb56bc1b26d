import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { contractMessages } from '../models/contract-messages';
import { amountString, entityId, flag, optionalText } from '../models/primitives';
import { voucherCode } from '../models/voucher-code';

/**
 * Prices a code against what the shopper is about to buy: a member's cart, or (no session) the
 * free sample of `product_id`. Checkout checks the code again; a refusal is a 422 on
 * `voucher_code` in our words.
 */
export const request = z.object({
  voucher_code: voucherCode,
  is_pickup: flag(contractMessages.deliveryMode).default('0'),
  state: optionalText(),
  product_id: entityId(contractMessages.product).optional(),
});

export const response = z.object({
  voucher_code: z.string(),
  kind: z.enum(['amount_off', 'percent_off', 'free_shipping']),
  subtotal: amountString,
  discount: amountString,
  /** The band's fee before a free-shipping voucher waives it. */
  shipping_before: amountString,
  /** The most of the fee a free-shipping voucher covers; null when it covers all of it. */
  shipping_cap: amountString.nullable(),
  shipping: amountString,
  total: amountString,
});

export type VoucherCheckInput = z.input<typeof request>;
export type VoucherCheckRequest = z.output<typeof request>;
export type VoucherCheckResponse = z.output<typeof response>;

export const voucherCheck = defineShopCall({
  path: '/users/voucher-check',
  summary: 'Price a voucher code against the cart before paying',
  tag: 'checkout',
  access: 'optional',
  request,
  response,
});
