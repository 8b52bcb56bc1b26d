import { z } from '../zod';
import { messages } from '@nyiur/domain';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { contractMessages } from '../models/contract-messages';
import { newPassword, password } from '../models/primitives';

export const request = z.object({
  new_password: newPassword(messages.resetPassword.newPassword),
  reset_password_token: z
    .string({ error: contractMessages.resetToken })
    .trim()
    .min(1, { error: contractMessages.resetToken })
    .max(512, { error: contractMessages.resetToken }),
});
export const response = noData;

/** The reset screen's form (spec §5): the confirmation must equal the new password. */
export const resetPasswordForm = z
  .object({
    new_password: newPassword(messages.resetPassword.newPassword),
    confirm_password: password(contractMessages.confirmPassword),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    error: messages.resetPassword.mismatch,
    path: ['confirm_password'],
  });

export type ResetPasswordInput = z.input<typeof request>;
export type ResetPasswordRequest = z.output<typeof request>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordForm>;

export const resetPassword = defineShopCall({
  path: '/users/reset-password',
  summary: 'Set a new password with the token from the reset e-mail',
  tag: 'auth',
  access: 'public',
  request,
  response,
});
