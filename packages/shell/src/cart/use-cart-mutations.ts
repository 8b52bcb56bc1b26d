import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { errorMessageOf } from '../api/error-message';
import type { Cart } from '@nyiur/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys';
import { setCachedCart } from '../queries/set-cached-cart';
import { toast } from '@nyiur/ui';

/** The key of every cart quantity change, so Check Out can wait for those under way. */
export const CART_QUANTITY_MUTATION = ['cart', 'quantity'] as const;
const CART_REMOVE_MUTATION = ['cart', 'remove'] as const;

/**
 * After a cart change: its answered cart goes into the cache when it is the last change under way;
 * with others still running, their answers may come back in any order, so the cart is reloaded.
 */
async function afterCartChange(queryClient: QueryClient, cart: Cart | undefined): Promise<void> {
  // The settling mutation still counts as running here.
  const running = queryClient.isMutating({ mutationKey: ['cart'] });
  if (cart && running <= 1) await setCachedCart(queryClient, cart);
  else await queryClient.invalidateQueries({ queryKey: queryKeys.user });
}

/** Sets a cart line's quantity (spec §4); the answered cart updates the cached one. */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_QUANTITY_MUTATION,
    mutationFn: async ({ productId, quantity }: { productId: number; quantity: number }) =>
      (await callApi('addToCart', { product_id: productId, quantity })).data,
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: (cart) => afterCartChange(queryClient, cart),
  });
}

/** Removes a cart line; the answered cart updates the cached one. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_REMOVE_MUTATION,
    mutationFn: async (cartItemId: number) =>
      (await callApi('removeCartItem', { cart_item_id: cartItemId })).data,
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: (cart) => afterCartChange(queryClient, cart),
  });
}
