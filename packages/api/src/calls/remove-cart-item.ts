import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { cart } from '../models/cart';
import { contractMessages } from '../models/contract-messages';
import { entityId } from '../models/primitives';

export const request = z.object({ cart_item_id: entityId(contractMessages.cartItem) });
/** The cart after the removal. */
export const response = cart;

export type RemoveCartItemInput = z.input<typeof request>;
export type RemoveCartItemRequest = z.output<typeof request>;
export type RemoveCartItemResponse = z.output<typeof response>;

export const removeCartItem = defineShopCall({
  path: '/users/remove-cart-item',
  summary: 'Remove a line from the cart',
  tag: 'cart',
  access: 'user',
  request,
  response,
});
