import type { z } from 'zod';
import { defineShopCall } from './define-shop-call';
import { deliveryOrPickup } from '../models/delivery-details';
import { newOrderHandoff } from '../models/payment-request';

/**
 * The member checkout: delivery details by mode (spec §3, §5). The cart itself is read and priced
 * on the server.
 */
export const request = deliveryOrPickup;

export const response = newOrderHandoff;

export type CheckoutInput = z.input<typeof request>;
export type CheckoutRequest = z.output<typeof request>;
export type CheckoutResponse = z.output<typeof response>;

export const checkout = defineShopCall({
  path: '/users/checkout',
  summary: 'Turn the cart into a Pending order and answer its payment request',
  tag: 'checkout',
  access: 'user',
  request,
  response,
});
