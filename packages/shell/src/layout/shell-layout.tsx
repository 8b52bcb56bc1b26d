import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { SkipLink } from '@nyiur/ui';
import { BackToTop } from '../back-to-top/back-to-top';
import { CheckoutTopbar } from '../checkout-topbar/checkout-topbar';
import { Footer } from '../footer/footer';
import { useScrollToTopOnNavigate } from '../hooks/use-scroll-to-top-on-navigate';
import { useDrawerStore } from '../stores/drawer-store';
import type { DrawerState } from '../stores/drawer-store';
import { Topbar } from '../topbar/topbar';
import { DrawerMessages } from '../i18n/drawer-messages';
import { useShellTranslate } from '../i18n/translate';
import styles from './shell-layout.module.css';

// The drawers (and the dialog code under them) load when first opened, not with the page.
const CartDrawer = lazy(() =>
  import('../cart-drawer/cart-drawer').then((module) => ({ default: module.CartDrawer })),
);
const MobileMenu = lazy(() =>
  import('../mobile-menu/mobile-menu').then((module) => ({ default: module.MobileMenu })),
);

/** Renders its drawer from the first time it is opened on (so it can also animate closed). */
function OnceOpened({ flag, children }: { flag: 'cartOpen' | 'menuOpen'; children: ReactNode }) {
  const open = useDrawerStore((state: DrawerState) => state[flag]);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <DrawerMessages>{children}</DrawerMessages>
    </Suspense>
  ) : null;
}

/** The main layout (spec §2): topbar, the page, footer, cart drawer, mobile menu, back to top. */
export function ShellLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  const t = useShellTranslate();
  return (
    <>
      <SkipLink targetId="main">{t('layout.skipToContent')}</SkipLink>
      <Topbar />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
      <OnceOpened flag="cartOpen">
        <CartDrawer />
      </OnceOpened>
      <OnceOpened flag="menuOpen">
        <MobileMenu />
      </OnceOpened>
      <BackToTop />
    </>
  );
}

/** The layout of /checkout and /guest-checkout: the checkout top bar and the page only. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <>
      <CheckoutTopbar />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
