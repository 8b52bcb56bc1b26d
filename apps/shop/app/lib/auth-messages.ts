import { partMessages } from '@nyiur/shell';

/** The sign-in screens' words load with the screens, in the page's language only. */
export const AuthMessages = partMessages({
  en: () => import('../locales/auth/en.json?lingui'),
  ms: () => import('../locales/auth/ms.json?lingui'),
});
