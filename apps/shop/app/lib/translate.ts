import { useTranslate, type Translate } from '@nyiur/shell';
import type checkout from '../locales/checkout/en.json';
import type english from '../locales/en.json';

/** Every id of the shop pages' catalogue; the English one is the source of the list. */
export type ShopMessageId = keyof typeof english;

/** Every id of the checkout forms' catalogue (loaded with the forms). */
export type CheckoutMessageId = keyof typeof checkout;

/** The shop pages' messages in the page's language. */
export const useShopTranslate: () => Translate<ShopMessageId> = useTranslate;

/** The checkout forms' messages; only inside `CheckoutMessages`. */
export const useCheckoutTranslate: () => Translate<CheckoutMessageId> = useTranslate;
