import { z } from '../zod';
import { messages } from '@nyiur/domain';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { emailAddress, flag, optionalLocale } from '../models/primitives';

/** The answer is the same whether or not the address is known; the app shows its message. */
export const request = z.object({
  email: emailAddress(messages.forgotPassword.email),
  is_pro: flag().default('0'),
  /** The page's language; unset, the account's. */
  locale: optionalLocale(),
});
export const response = noData;

export type ForgotPasswordInput = z.input<typeof request>;
export type ForgotPasswordRequest = z.output<typeof request>;

export const forgotPassword = defineShopCall({
  path: '/users/forgot-password',
  summary: 'E-mail a password reset link',
  tag: 'auth',
  access: 'public',
  request,
  response,
});
