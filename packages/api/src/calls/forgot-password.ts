import { z } from 'zod';
import { messages } from '@nyiur/domain';
import { defineCall } from '../define-call';
import { baseMeta, noData } from '../envelope';
import { emailAddress, flag } from '../models/primitives';

export const path = '/users/forgot-password';
export const method = 'POST';

/** The answer is the same whether or not the address is known; the app shows its message. */
export const request = z.object({
  email: emailAddress(messages.forgotPassword.email),
  is_pro: flag().default('0'),
});
export const response = noData;

export type ForgotPasswordInput = z.input<typeof request>;
export type ForgotPasswordRequest = z.output<typeof request>;

export const forgotPassword = defineCall({
  path,
  method,
  summary: 'E-mail a password reset link',
  tag: 'auth',
  access: 'public',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
