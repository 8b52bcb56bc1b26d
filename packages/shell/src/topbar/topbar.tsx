import { useLocation } from 'react-router';
import { siteConfig } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { AppLink } from '../app-link/app-link';
import { AnnouncementBar } from '../announcement-bar/announcement-bar';
import { useCartCount } from '../cart/use-cart';
import { useScrollState } from '../hooks/use-scroll-state';
import { BagIcon, MenuIcon, UserIcon } from '../icons/icons';
import { hasTransparentTopbar, menuLabel, siteMenus } from '../navigation/site-menus';
import { useDrawerStore } from '../stores/drawer-store';
import { useIsLoggedIn } from '../stores/session-store';
import { topbarLook } from './topbar-look';
import { useShellTranslate } from '../i18n/translate';
import { LanguageSwitch } from '../language-switch/language-switch';
import { NavMenu } from './nav-menu';
import styles from './topbar.module.css';

/**
 * The site header (spec §2): announcement bar, logo, the four menus, profile and cart. It is
 * transparent over the hero of `/` and `/leanessentials` and black elsewhere, hides while the
 * shopper scrolls down and comes back, pinned, when they scroll up.
 */
export function Topbar() {
  const { pathname } = useLocation();
  const t = useShellTranslate();
  const { y, direction } = useScrollState();
  const loggedIn = useIsLoggedIn();
  const count = useCartCount();
  const setCartOpen = useDrawerStore((state) => state.setCartOpen);
  const setMenuOpen = useDrawerStore((state) => state.setMenuOpen);
  const transparentRoute = hasTransparentTopbar(pathname);
  const look = topbarLook({ transparentRoute, y, direction });
  const logo = look.logo === 'dark' ? siteConfig.logo.dark : siteConfig.logo.light;

  return (
    <>
      <header
        className={styles.topbar}
        data-variant={look.variant}
        data-hidden={look.hidden || undefined}
        data-pinned={look.pinned || undefined}
        data-testid="topbar"
      >
        <AnnouncementBar />
        <div className={styles.bar}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label={t('topbar.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          <AppLink
            to={PATHS.home}
            className={styles.logo}
            aria-label={t('topbar.home', { brand: siteConfig.brandName })}
          >
            <img
              src={logo.src}
              alt=""
              width={logo.width}
              height={logo.height}
              data-logo={look.logo}
            />
          </AppLink>
          <nav aria-label={t('topbar.mainNav')} className={styles.nav}>
            <ul className={styles.menus}>
              {siteMenus.map((menu) => (
                <NavMenu key={menuLabel(t, menu.label)} menu={menu} />
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch compact />
            <AppLink
              to={loggedIn ? PATHS.account : PATHS.login}
              className={styles.iconButton}
              aria-label={loggedIn ? t('topbar.account') : t('topbar.login')}
            >
              <UserIcon />
            </AppLink>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={count > 0 ? t('topbar.cartCount', { count }) : t('topbar.cart')}
              onClick={() => setCartOpen(true)}
            >
              <BagIcon />
              {count > 0 && (
                <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          </div>
        </div>
      </header>
      {!transparentRoute && <div className={styles.spacer} aria-hidden="true" />}
    </>
  );
}
