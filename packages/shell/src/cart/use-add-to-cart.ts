import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppNavigate } from '../app-link/use-app-navigate';
import type { Cart } from '@nyiur/api';
import { addLineLimit, cartFiguresSum, cartMessages, PATHS } from '@nyiur/domain';
import { callApi } from '../api/api-client';
import { errorMessageOf } from '../api/error-message';
import { queryKeys } from '../queries/query-keys';
import { setCachedCart } from '../queries/set-cached-cart';
import { openCartDrawer } from '../stores/drawer-store';
import { useSessionStore } from '../stores/session-store';
import { toast } from '@nyiur/ui';
import { isOwnPath } from '../app-link/app-link';
import { useCurrentApp } from '../app-link/app-context';
import { carryToast } from '../toasts/carried-toast';

export interface AddToCartArgs {
  readonly productId: number;
  readonly quantity: number;
  /** Unit price in sen and unit weight in grams, for the limit check before the call. */
  readonly unitPriceSen: number;
  readonly unitWeightGrams: number;
}

/** The limit message for adding a line to a cart, or null (spec §9). */
export const addToCartLimit = (cart: Cart | null | undefined, args: AddToCartArgs): string | null =>
  addLineLimit(cartFiguresSum(cart), {
    quantity: args.quantity,
    unitPriceSen: args.unitPriceSen,
    unitWeightGrams: args.unitWeightGrams,
  })?.message ?? null;

/**
 * Add to cart from a product page or a quick-add icon (spec §4, §6): logged out, it says
 * "Please login to continue." and goes to /login; on success it puts the answered cart into
 * the cached user data (no second call) and opens the cart drawer.
 */
export function useAddToCart() {
  const navigate = useAppNavigate();
  const app = useCurrentApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (args: AddToCartArgs) =>
      (
        await callApi('addToCart', {
          product_id: args.productId,
          quantity: args.quantity,
          to_add: '1',
        })
      ).data,
    // The reply is the cart after the change: it goes straight into the cached user data.
    onSuccess: async (cart) => {
      await setCachedCart(queryClient, cart);
      openCartDrawer();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const addToCart = (args: AddToCartArgs): void => {
    if (!useSessionStore.getState().token) {
      // /login may be the other app's page: the toast then travels with the move.
      if (isOwnPath(PATHS.login, app)) toast.error(cartMessages.loginRequired);
      else carryToast('error', cartMessages.loginRequired);
      navigate(PATHS.login);
      return;
    }
    const cart = queryClient.getQueryData<{ cart: Cart }>(queryKeys.user)?.cart;
    const limit = addToCartLimit(cart, args);
    if (limit) {
      toast.error(limit);
      return;
    }
    mutation.mutate(args);
  };

  return { addToCart, isPending: mutation.isPending };
}
