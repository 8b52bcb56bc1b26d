import { z } from 'zod';
import { defineCall } from '../define-call';
import { baseMeta, noData } from '../envelope';
import { contractMessages } from '../models/contract-messages';

export const path = '/oauth/revoke';
export const method = 'POST';

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

export const logout = defineCall({
  path,
  method,
  summary: 'Sign out: revoke the refresh token',
  tag: 'auth',
  access: 'optional',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
