import { z } from 'zod';
import { defineShopCall } from './define-shop-call';
import { deliveryOrPickup } from '../models/delivery-details';
import { paymentHandoff } from '../models/payment-request';

/**
 * The member checkout: delivery details by mode (spec §3, §5). The cart itself is read and priced
 * on the server.
 */
export const request = deliveryOrPickup;

/** The new Pending order and the signed payment request to post to the gateway. */
export const response = z.object({
  uuid: z.uuid(),
  ...paymentHandoff,
});

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
