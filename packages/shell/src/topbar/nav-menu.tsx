import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../app-link/app-link';
import { ChevronDownIcon } from '../icons/icons';
import { useShellTranslate } from '../i18n/translate';
import { menuLabel, type SiteMenu } from '../navigation/site-menus';
import styles from './topbar.module.css';

/** One topbar menu: a disclosure button and its list of links (open on click or hover). */
export function NavMenu({ menu }: { menu: SiteMenu }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  // A mouse opens the menu on hover; the click that usually follows must not close it again.
  const hoverOpened = useRef(false);
  const { pathname } = useLocation();
  const t = useShellTranslate();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    }
  };

  return (
    <li
      ref={root}
      className={styles.menu}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hoverOpened.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (hoverOpened.current) {
            hoverOpened.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
      >
        {menuLabel(t, menu.label)}
        <ChevronDownIcon width={16} height={16} />
      </button>
      <ul id={listId} className={styles.menuList} hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} className={styles.menuLink} onClick={() => setOpen(false)}>
              {menuLabel(t, item.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
