import { useShellTranslate, type ShellMessageId, type Translate } from '../i18n/translate';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { siteConfig } from '@nyiur/content';
import { formatRM, inLocale, parseAmount, PATHS, sen, type Sen } from '@nyiur/domain';
import { useLocale } from '../i18n/use-locale';
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
export const cartTitle = (t: Translate<ShellMessageId>, count: number): string =>
  count > 0 ? t('cart.titleCount', { count }) : t('cart.title');

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
  const t = useShellTranslate();
  const locale = useLocale();

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
    const checkout = inLocale(PATHS.checkout, locale);
    if (isOwnPath(checkout, app)) void navigate(checkout);
    else window.location.assign(checkout);
  };
  const hasItems = cart !== null && cart.cart_items.length > 0;

  return (
    <Sheet
      title={cartTitle(t, count)}
      side="right"
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('cart.close')}
      footer={
        hasItems ? (
          <div className={styles.summary}>
            {voucher && (
              <CartVoucherFigures priced={voucher.priced} shippingKnown={shippingKnown} />
            )}
            <p className={styles.total}>
              <span>{t('cart.total')}</span>
              <span data-testid="cart-total">{formatRM(drawerTotal(cart.amount, voucher))}</span>
            </p>
            <AppLink
              to={PATHS.checkout}
              onClick={(event) => void checkOut(event)}
              className={buttonClassName({ fullWidth: true, size: 'lg' })}
            >
              {t('cart.checkOut')}
            </AppLink>
            <p className={styles.note}>{t('cart.taxNote')}</p>
          </div>
        ) : undefined
      }
    >
      {hasItems ? (
        <ul className={styles.lines} aria-label={t('cart.items', { brand: siteConfig.brandName })}>
          {cart.cart_items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('cart.empty')}</p>
          <AppLink
            to={PATHS.products}
            onClick={close}
            className={buttonClassName({ variant: 'outline' })}
          >
            {t('cart.continueShopping')}
          </AppLink>
        </div>
      )}
    </Sheet>
  );
}
