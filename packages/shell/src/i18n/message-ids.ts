import type drawers from './locales/drawers/en.json';
import type english from './locales/en.json';
import type newsletter from './locales/newsletter/en.json';

/** Every id of the chrome's catalogues (the page's and the drawers'); English is the source. */
export type MessageId = keyof typeof english | keyof typeof drawers | keyof typeof newsletter;
