import { Link, useLocation } from 'react-router';
import { LOCALE_TAG, inLocale, type Locale } from '@nyiur/domain';
import { rememberLocale } from '../i18n/remember-locale';
import { useShellTranslate } from '../i18n/translate';
import { useLocale } from '../i18n/use-locale';
import { useSessionStore } from '../stores/session-store';
import styles from './language-switch.module.css';

// Each language is named in itself, whichever page it is offered on.
const LANGUAGE_NAME: Readonly<Record<Locale, string>> = { en: 'English', ms: 'Bahasa Malaysia' };
const SHORT_NAME: Readonly<Record<Locale, string>> = { en: 'EN', ms: 'BM' };

/**
 * The way to the page being read in the other language: same page, query and anchor, so the
 * shopper stays where they are (the cart is the session's, not the page's). The choice is
 * remembered for the browser, and on the account of a signed-in member.
 */
export function LanguageSwitch({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const t = useShellTranslate();
  const { pathname, search, hash } = useLocation();
  const other: Locale = useLocale() === 'ms' ? 'en' : 'ms';
  return (
    <nav aria-label={t('language.label')} className={`${styles.switch} ${className ?? ''}`}>
      <Link
        to={inLocale(pathname, other) + search + hash}
        hrefLang={LOCALE_TAG[other]}
        lang={LOCALE_TAG[other]}
        aria-label={compact ? LANGUAGE_NAME[other] : undefined}
        className={styles.link}
        onClick={() => {
          rememberLocale(other);
          // A member's choice goes on the account too; loaded only when someone switches.
          if (useSessionStore.getState().token) {
            void import('../i18n/save-account-locale').then((m) => m.saveAccountLocale(other));
          }
        }}
        data-testid="language-switch"
      >
        {compact ? SHORT_NAME[other] : LANGUAGE_NAME[other]}
      </Link>
    </nav>
  );
}
