import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { localeField } from '../models/primitives';

/** The member's language, chosen with the language switch (issue 49). */
export const request = z.object({ locale: localeField() });
/** The language now on the account. */
export const response = z.object({ locale: localeField() });

export type UsersLocaleInput = z.input<typeof request>;
export type UsersLocaleRequest = z.output<typeof request>;
export type UsersLocaleResponse = z.output<typeof response>;

export const usersLocale = defineShopCall({
  path: '/users/locale',
  summary: "Save the member's language: e-mails without an order are written in it",
  tag: 'users',
  access: 'user',
  request,
  response,
});
