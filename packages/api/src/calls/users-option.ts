import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { cart } from '../models/cart';
import { contractMessages } from '../models/contract-messages';
import { entityId } from '../models/primitives';

/** Guest checkout passes the free-sample product and contact (query `pid` and `cid`). */
export const request = z.object({
  product_id: entityId(contractMessages.product).optional(),
  contact_id: entityId(contractMessages.contact).optional(),
});

export const country = z.object({ name: z.string(), states: z.array(z.string()) });
export const pickupLocation = z.object({ id: z.number().int().positive(), venue: z.string() });

/**
 * The option list of spec §3. `cart` is the member's cart, or for a guest with `product_id` the
 * one-line sample cart; null when there is neither.
 */
export const response = z.object({
  countries: z.array(country),
  pickup_locations: z.array(pickupLocation),
  cart: cart.nullable(),
});

export type UsersOptionInput = z.input<typeof request>;
export type UsersOptionRequest = z.output<typeof request>;
export type UsersOptionResponse = z.output<typeof response>;
export type Country = z.output<typeof country>;
export type PickupLocation = z.output<typeof pickupLocation>;

export const usersOption = defineShopCall({
  path: '/users/option',
  summary: 'Countries with their states, pick-up locations and the cart for checkout',
  tag: 'checkout',
  access: 'optional',
  request,
  response,
});
