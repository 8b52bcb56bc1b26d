import type { Locale } from '@nyiur/domain';

/** The cookie that remembers the language a shopper chose, for a year, on this browser. */
export const LOCALE_COOKIE = 'nyiur_locale';

// A cookie, not localStorage: signing out clears localStorage, and the server can read a cookie.
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
