import type { QueryClient } from '@tanstack/react-query';
import type { Cart, UserData } from '@nyiur/api';
import { queryKeys } from './query-keys';

/**
 * Puts the cart a cart call answered into the cached user data, instead of loading `/users/get`
 * again. A user fetch under way is cancelled first (it may have started before the change); with no
 * user data cached yet, it is loaded as usual.
 */
export async function setCachedCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.user });
  const user = queryClient.getQueryData<UserData>(queryKeys.user);
  if (!user) {
    await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    return;
  }
  queryClient.setQueryData<UserData>(queryKeys.user, { ...user, cart });
}
