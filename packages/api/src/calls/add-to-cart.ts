import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { cart } from '../models/cart';
import { contractMessages } from '../models/contract-messages';
import { boundedInt, entityId } from '../models/primitives';

/** Most of one product a single request may ask for; the RM3000 and 10 kg limits bind sooner. */
export const MAX_LINE_QUANTITY = 999;

/** `to_add: "1"` adds the quantity to the line (product page); otherwise it sets the line's quantity. */
export const request = z.object({
  product_id: entityId(contractMessages.product),
  quantity: boundedInt(contractMessages.quantity, 1, MAX_LINE_QUANTITY),
  to_add: z.enum(['1', '0'], { error: contractMessages.flag }).optional(),
});
/** The cart after the change. */
export const response = cart;

export type AddToCartInput = z.input<typeof request>;
export type AddToCartRequest = z.output<typeof request>;
export type AddToCartResponse = z.output<typeof response>;

export const addToCart = defineShopCall({
  path: '/users/add-to-cart',
  summary: 'Add a product to the cart, or set the quantity of its line',
  tag: 'cart',
  access: 'user',
  request,
  response,
});
