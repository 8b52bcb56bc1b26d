import { useTranslate, type Translate } from '@nyiur/shell';
import type account from '../locales/account/en.json';
import type auth from '../locales/auth/en.json';
import type checkout from '../locales/checkout/en.json';
import type english from '../locales/en.json';

/** Every id of the shop pages' catalogue; the English one is the source of the list. */
export type ShopMessageId = keyof typeof english;

/** Every id of the checkout forms' catalogue (loaded with the forms). */
export type CheckoutMessageId = keyof typeof checkout;

/** Every id of the sign-in screens' catalogue (login, register, forgot and reset password). */
export type AuthMessageId = keyof typeof auth;

/** Every id of the account's and the order result's catalogue (orders, addresses, e-invoice). */
export type AccountMessageId = keyof typeof account;

/** The shop pages' messages in the page's language. */
export const useShopTranslate: () => Translate<ShopMessageId> = useTranslate;

/** The checkout forms' messages; only inside `CheckoutMessages`. */
export const useCheckoutTranslate: () => Translate<CheckoutMessageId> = useTranslate;

/** The sign-in screens' messages; only inside `AuthMessages`. */
export const useAuthTranslate: () => Translate<AuthMessageId> = useTranslate;

/** The account's and the order result's messages; only inside `AccountMessages`. */
export const useAccountTranslate: () => Translate<AccountMessageId> = useTranslate;
