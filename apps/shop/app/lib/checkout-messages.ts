import { partMessages } from '@nyiur/shell';

/** The checkout forms' words load with the forms, in the page's language only. */
export const CheckoutMessages = partMessages({
  en: () => import('../locales/checkout/en.json?lingui'),
  ms: () => import('../locales/checkout/ms.json?lingui'),
});
