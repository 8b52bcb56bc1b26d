import { siteConfig } from '@nyiur/content';
import { AppLink } from '../app-link/app-link';
import styles from './checkout-topbar.module.css';

/** The slim header of the checkout screens: the brand name home and a way back to the products. */
export function CheckoutTopbar() {
  return (
    <header className={styles.topbar}>
      <div className={styles.inner}>
        <AppLink to="/" className={styles.brand}>
          {siteConfig.brandName}
        </AppLink>
        <AppLink to="/products" className={styles.link}>
          Continue shopping
        </AppLink>
      </div>
    </header>
  );
}
