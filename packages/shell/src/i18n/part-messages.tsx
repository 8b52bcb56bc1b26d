import { use, type ReactNode } from 'react';
import type { I18n, Messages } from '@lingui/core';
import { isLocale, type Locale } from '@nyiur/domain';
import { useI18n } from './locale-pages';

/** A part's catalogue in each language, each imported only when asked for. */
export type CatalogueLoaders = Readonly<Record<Locale, () => Promise<{ messages: Messages }>>>;

/**
 * The messages of a part that loads after the page (a drawer, a form): a component that shows its
 * children once the part's catalogue in the page's language is added to the page's messages.
 */
export function partMessages(loaders: CatalogueLoaders) {
  const loading = new WeakMap<I18n, Promise<void>>();
  const loaded = new WeakSet<I18n>();
  /** Starts (once) adding the part's messages; a screen can call it ahead of showing the part. */
  const load = (i18n: I18n): Promise<void> => {
    let done = loading.get(i18n);
    if (!done) {
      const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
      done = loaders[locale]().then(({ messages }) => {
        i18n.load(locale, messages);
        loaded.add(i18n);
      });
      loading.set(i18n, done);
    }
    return done;
  };
  function PartMessages({ children }: { children: ReactNode }) {
    const i18n = useI18n();
    // Once there, the part shows at once, without a pass through its Suspense fallback.
    if (!loaded.has(i18n)) use(load(i18n));
    return children;
  }
  return Object.assign(PartMessages, { load });
}
