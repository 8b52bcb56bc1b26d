import { partMessages } from './part-messages';

/** The drawers' words (cart, mobile menu) load with the drawers, not with the page. */
export const DrawerMessages = partMessages({
  en: () => import('./locales/drawers/en.json?lingui'),
  ms: () => import('./locales/drawers/ms.json?lingui'),
});
