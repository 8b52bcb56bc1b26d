import { useShellTranslate } from '../i18n/translate';
import { siteConfig } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { AppLink } from '../app-link/app-link';
import { LanguageSwitch } from '../language-switch/language-switch';
import styles from './checkout-topbar.module.css';

/** The slim header of the checkout screens: the brand name home and a way back to the products. */
export function CheckoutTopbar() {
  const t = useShellTranslate();
  return (
    <header className={styles.topbar}>
      <div className={styles.inner}>
        <AppLink to={PATHS.home} className={styles.brand}>
          {siteConfig.brandName}
        </AppLink>
        <div className={styles.actions}>
          <LanguageSwitch compact />
          <AppLink to={PATHS.products} className={styles.link}>
            {t('checkoutTopbar.continueShopping')}
          </AppLink>
        </div>
      </div>
    </header>
  );
}
