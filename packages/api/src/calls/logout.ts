import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { contractMessages } from '../models/contract-messages';

/** Revokes the refresh token; the access token simply runs out. */
export const request = z.object({
  refresh_token: z
    .string({ error: contractMessages.refreshToken })
    .min(1, { error: contractMessages.refreshToken })
    .max(512, { error: contractMessages.refreshToken }),
});
export const response = noData;

export type LogoutInput = z.input<typeof request>;
export type LogoutRequest = z.output<typeof request>;

export const logout = defineShopCall({
  path: '/oauth/revoke',
  summary: 'Sign out: revoke the refresh token',
  tag: 'auth',
  access: 'optional',
  request,
  response,
});
