import { use, type ReactNode } from 'react';
import type { I18n, Messages } from '@lingui/core';
import { isLocale, type Locale } from '@nyiur/domain';
import { useI18n } from './locale-pages';

const catalogues: Readonly<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  en: () => import('./locales/drawers/en.json?lingui'),
  ms: () => import('./locales/drawers/ms.json?lingui'),
};

const loading = new WeakMap<I18n, Promise<void>>();

/** Adds the drawers' messages in the instance's language to it, once. */
export function loadDrawerMessages(i18n: I18n): Promise<void> {
  let done = loading.get(i18n);
  if (!done) {
    const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
    done = catalogues[locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.set(i18n, done);
  }
  return done;
}

/** Shows its drawer once the drawers' messages of the page's language are there (suspends). */
export function DrawerMessages({ children }: { children: ReactNode }) {
  use(loadDrawerMessages(useI18n()));
  return children;
}
