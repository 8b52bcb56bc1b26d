import { z } from '../zod';
import { messages } from '@nyiur/domain';
import { defineCall } from '../define-call';
import { loginData, loginMeta } from '../models/login';
import {
  emailAddress,
  flag,
  newPassword,
  optionalLocale,
  optionalText,
  requiredText,
} from '../models/primitives';

export const path = '/users/register';
export const method = 'POST';

/**
 * Spec §3 register payload. The referral code must exist (the house code MNA001 always does); an
 * unknown one is a field error from the server.
 */
export const request = z.object({
  first_name: requiredText(messages.register.firstName),
  last_name: optionalText(),
  email: emailAddress(messages.register.email),
  password: newPassword(messages.register.password),
  referral_code: requiredText(messages.register.referralCode, 32),
  is_pro: flag().default('0'),
  /** The page's language: the account's language until the member switches. */
  locale: optionalLocale(),
});
/** Registration signs the new user in: the same answer as sign-in. */
export const response = loginData;
export const meta = loginMeta;

export type RegisterInput = z.input<typeof request>;
export type RegisterRequest = z.output<typeof request>;
export type RegisterResponse = z.output<typeof response>;

export const register = defineCall({
  path,
  method,
  summary: 'Create an account and sign in',
  tag: 'auth',
  access: 'public',
  encoding: 'json',
  request,
  response,
  meta,
});
