import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { siteConfig } from '@nyiur/content';
import { cartMessages, formatRM, parseAmount, PATHS, sen, type Sen } from '@nyiur/domain';
import { buttonClassName, Sheet } from '@nyiur/ui';
import { AppLink, isOwnPath } from '../app-link/app-link';
import { useCurrentApp } from '../app-link/app-context';
import { cartCountOf, useCart } from '../cart/use-cart';
import { CART_QUANTITY_MUTATION } from '../cart/use-cart-mutations';
import { useUser } from '../queries/use-user';
import { useDrawerStore } from '../stores/drawer-store';
import { CartLine } from './cart-line';
import { CartVoucherFigures } from './cart-voucher-figures';
import styles from './cart-drawer.module.css';
import { flushPendingQuantities } from './pending-quantities';
import { useCartVoucher } from './use-cart-voucher';

/** "Cart" plus the item count when above 0 (spec §2). */
export const cartTitle = (count: number): string => (count > 0 ? `Cart (${count})` : 'Cart');

/**
 * The goods, or with a voucher what the server priced: the goods after its discount, plus the
 * shipping once the delivery state is known (the figures above then add up to it).
 */
const drawerTotal = (amount: string, voucher: ReturnType<typeof useCartVoucher>): Sen => {
  if (!voucher) return parseAmount(amount) ?? sen(0);
  const { priced } = voucher;
  if (voucher.isPickup || voucher.state !== '') return parseAmount(priced.total) ?? sen(0);
  return sen((parseAmount(priced.subtotal) ?? 0) - (parseAmount(priced.discount) ?? 0));
};

/**
 * The cart drawer (spec §2, §4): 480 px on the right, full width on mobile. Empty: "Your Cart is
 * Empty" and Continue Shopping; with items: the lines, the Total in RM, Check Out and the note
 * about taxes and shipping; under a voucher applied at checkout, its line (see useCartVoucher).
 */
export function CartDrawer() {
  const open = useDrawerStore((state) => state.cartOpen);
  const setOpen = useDrawerStore((state) => state.setCartOpen);
  const cart = useCart();
  const count = cartCountOf(cart);
  const close = () => setOpen(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const app = useCurrentApp();
  const voucher = useCartVoucher(cart, useUser().data?.id);
  const shippingKnown = voucher !== null && (voucher.isPickup || voucher.state !== '');

  /**
   * Check Out sends any quantity still waiting for its debounce and waits for every quantity
   * change under way, so the checkout never shows (or charges) a stale quantity.
   */
  const checkOut = async (event: MouseEvent<HTMLAnchorElement>) => {
    flushPendingQuantities();
    const busy = () => queryClient.isMutating({ mutationKey: CART_QUANTITY_MUTATION }) > 0;
    if (!busy()) {
      close();
      return;
    }
    event.preventDefault();
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getMutationCache().subscribe(() => {
        if (busy()) return;
        unsubscribe();
        resolve();
      });
    });
    close();
    if (isOwnPath(PATHS.checkout, app)) void navigate(PATHS.checkout);
    else window.location.assign(PATHS.checkout);
  };
  const hasItems = cart !== null && cart.cart_items.length > 0;

  return (
    <Sheet
      title={cartTitle(count)}
      side="right"
      open={open}
      onOpenChange={setOpen}
      closeLabel="Close cart"
      footer={
        hasItems ? (
          <div className={styles.summary}>
            {voucher && (
              <CartVoucherFigures priced={voucher.priced} shippingKnown={shippingKnown} />
            )}
            <p className={styles.total}>
              <span>Total</span>
              <span data-testid="cart-total">{formatRM(drawerTotal(cart.amount, voucher))}</span>
            </p>
            <AppLink
              to={PATHS.checkout}
              onClick={(event) => void checkOut(event)}
              className={buttonClassName({ fullWidth: true, size: 'lg' })}
            >
              Check Out
            </AppLink>
            <p className={styles.note}>Taxes and shipping calculated at checkout</p>
          </div>
        ) : undefined
      }
    >
      {hasItems ? (
        <ul className={styles.lines} aria-label={`${siteConfig.brandName} cart items`}>
          {cart.cart_items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{cartMessages.empty}</p>
          <AppLink
            to={PATHS.products}
            onClick={close}
            className={buttonClassName({ variant: 'outline' })}
          >
            Continue Shopping
          </AppLink>
        </div>
      )}
    </Sheet>
  );
}
