import { partMessages } from './part-messages';

/** The newsletter's failure words load when a subscription fails, not with the page. */
export const NewsletterMessages = partMessages({
  en: () => import('./locales/newsletter/en.json?lingui'),
  ms: () => import('./locales/newsletter/ms.json?lingui'),
});
