import { useTranslate, type Translate } from '@nyiur/shell';
import type english from '../locales/en.json';

/** Every id of the shop's own catalogue; the English one is the source of the list. */
export type ShopMessageId = keyof typeof english;

/** The shop pages' messages in the page's language. */
export const useShopTranslate: () => Translate<ShopMessageId> = useTranslate;
