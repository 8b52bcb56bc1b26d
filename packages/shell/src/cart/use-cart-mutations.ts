import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { errorMessageOf } from '../api/error-message';
import { queryKeys } from '../queries/query-keys';
import { toast } from '@nyiur/ui';

/** Sets a cart line's quantity, then reloads the cart (spec §4). */
/** The key of every cart quantity change, so Check Out can wait for those under way. */
export const CART_QUANTITY_MUTATION = ['cart', 'quantity'] as const;

export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_QUANTITY_MUTATION,
    mutationFn: async ({ productId, quantity }: { productId: number; quantity: number }) =>
      (await callApi('addToCart', { product_id: productId, quantity })).data,
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}

/** Removes a cart line, then reloads the cart. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cartItemId: number) =>
      (await callApi('removeCartItem', { cart_item_id: cartItemId })).data,
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
