import { partMessages } from '@nyiur/shell';

/** The account's and the order result's words load with those screens, in the page's language. */
export const AccountMessages = partMessages({
  en: () => import('../locales/account/en.json?lingui'),
  ms: () => import('../locales/account/ms.json?lingui'),
});
