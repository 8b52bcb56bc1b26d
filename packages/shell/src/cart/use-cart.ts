import type { Cart } from '@nyiur/api';
import { useUser } from '../queries/use-user';
import { useIsLoggedIn } from '../stores/session-store';

/** The cart inside the user's data; null when logged out or not loaded yet. */
export function useCart(): Cart | null {
  const loggedIn = useIsLoggedIn();
  const user = useUser();
  return loggedIn ? (user.data?.cart ?? null) : null;
}

/** Total quantity across the cart's lines: the topbar badge (spec §2). */
export const cartCountOf = (cart: Cart | null): number =>
  cart ? cart.cart_items.reduce((sum, item) => sum + item.qty, 0) : 0;

export function useCartCount(): number {
  return cartCountOf(useCart());
}
