import { partMessages } from '@nyiur/shell';

/** The brand forms' words load with the forms, in the page's language only. */
export const FormsMessages = partMessages({
  en: () => import('../locales/forms/en.json?lingui'),
  ms: () => import('../locales/forms/ms.json?lingui'),
});
