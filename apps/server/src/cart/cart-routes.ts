import { addToCart, removeCartItem, ok } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';
import { addToCart as changeCart, removeCartItem as removeLine } from './change-cart';
import { userCall } from '../http/call-route';

/** The member's cart. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  userCall(app, addToCart, async ({ input, user, ctx }) =>
    ok(await changeCart(ctx.db, user.id, input), 'Cart updated'),
  );

  userCall(app, removeCartItem, async ({ input, user, ctx }) =>
    ok(await removeLine(ctx.db, user.id, input.cart_item_id), 'Item removed from cart'),
  );
}
