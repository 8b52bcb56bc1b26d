import { useState, type ReactNode } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@nyiur/domain';
import { LocaleMessages, localeI18n } from '../i18n/locale-pages';
import { messages as drawersEn } from '../i18n/locales/drawers/en.json?lingui';
import { messages as drawersMs } from '../i18n/locales/drawers/ms.json?lingui';
import { messages as chromeEn } from '../i18n/locales/en.json?lingui';
import { messages as chromeMs } from '../i18n/locales/ms.json?lingui';

const chrome: Readonly<Record<Locale, readonly Messages[]>> = {
  en: [chromeEn, drawersEn],
  ms: [chromeMs, drawersMs],
};

/**
 * Tests only: the chrome's messages (the drawers' included) in a language, plus any of the app's,
 * as a language layout gives them to its pages.
 */
export function InLocale({
  locale = 'en',
  extra = [],
  children,
}: {
  locale?: Locale;
  extra?: readonly Messages[];
  children: ReactNode;
}) {
  // One instance for the life of the tree, as a language layout has: a part's messages loaded
  // into it (`partMessages`) stay loaded when the tree renders again.
  const [i18n] = useState(() => localeI18n(locale, ...chrome[locale], ...extra));
  return <LocaleMessages i18n={i18n}>{children}</LocaleMessages>;
}
