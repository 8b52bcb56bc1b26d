import type { ReactNode } from 'react';
import { BackToTop } from '../back-to-top/back-to-top';
import { CartDrawer } from '../cart-drawer/cart-drawer';
import { CheckoutTopbar } from '../checkout-topbar/checkout-topbar';
import { Footer } from '../footer/footer';
import { useScrollToTopOnNavigate } from '../hooks/use-scroll-to-top-on-navigate';
import { MobileMenu } from '../mobile-menu/mobile-menu';
import { Topbar } from '../topbar/topbar';
import styles from './shell-layout.module.css';

/** The main layout (spec §2): topbar, the page, footer, cart drawer, mobile menu, back to top. */
export function ShellLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Topbar />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
      <CartDrawer />
      <MobileMenu />
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
