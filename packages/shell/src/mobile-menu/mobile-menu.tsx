import { buttonClassName, Sheet } from '@nyiur/ui';
import { PATHS } from '@nyiur/domain';
import { AppLink } from '../app-link/app-link';
import { useShellTranslate } from '../i18n/translate';
import { menuLabel, siteMenus } from '../navigation/site-menus';
import { useDrawerStore } from '../stores/drawer-store';
import { useIsLoggedIn } from '../stores/session-store';
import styles from './mobile-menu.module.css';

/** The mobile menu: a left drawer with every menu and a Login or See Account button (spec §2). */
export function MobileMenu() {
  const open = useDrawerStore((state) => state.menuOpen);
  const setOpen = useDrawerStore((state) => state.setMenuOpen);
  const loggedIn = useIsLoggedIn();
  const close = () => setOpen(false);
  const t = useShellTranslate();
  return (
    <Sheet
      title={t('mobileMenu.title')}
      side="left"
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('mobileMenu.close')}
      footer={
        <AppLink
          to={loggedIn ? PATHS.account : PATHS.login}
          onClick={close}
          className={buttonClassName({ fullWidth: true })}
        >
          {loggedIn ? t('mobileMenu.seeAccount') : t('mobileMenu.login')}
        </AppLink>
      }
    >
      <nav aria-label={t('mobileMenu.nav')}>
        {siteMenus.map((menu) => (
          <section key={menuLabel(t, menu.label)} className={styles.group}>
            <h2 className={styles.heading}>{menuLabel(t, menu.label)}</h2>
            <ul className={styles.list}>
              {menu.items.map((item) => (
                <li key={item.to}>
                  <AppLink to={item.to} className={styles.link} onClick={close}>
                    {menuLabel(t, item.label)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Sheet>
  );
}
