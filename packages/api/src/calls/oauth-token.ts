import { z } from '../zod';
import { messages } from '@nyiur/domain';
import { defineCall } from '../define-call';
import { contractMessages } from '../models/contract-messages';
import { loginData, loginMeta } from '../models/login';
import { emailAddress, optionalText, password } from '../models/primitives';

export const path = '/oauth/token';
export const method = 'POST';

const client = {
  client_id: optionalText(),
  redirect_url: optionalText(2000),
};

/** Sign-in with e-mail and password (spec §3 "sign-in token call form"). */
export const passwordGrant = z.object({
  grant_type: z.literal('password', { error: contractMessages.grantType }),
  ...client,
  username: emailAddress(messages.login.email),
  password: password(messages.login.password),
});

/** A fresh access token for a stored refresh token; the refresh token rotates. */
export const refreshTokenGrant = z.object({
  grant_type: z.literal('refresh_token', { error: contractMessages.grantType }),
  ...client,
  refresh_token: z
    .string({ error: contractMessages.refreshToken })
    .min(1, { error: contractMessages.refreshToken })
    .max(512, { error: contractMessages.refreshToken }),
});

/** Form-encoded; sent with the header `user-type: public`. */
export const request = z.discriminatedUnion('grant_type', [passwordGrant, refreshTokenGrant], {
  error: contractMessages.grantType,
});
export const response = loginData;
export const meta = loginMeta;

/** The login form of spec §5, for the sign-in screen. */
export const loginForm = z.object({
  email: emailAddress(messages.login.email),
  password: password(messages.login.password),
});

export type OauthTokenInput = z.input<typeof request>;
export type OauthTokenRequest = z.output<typeof request>;
export type OauthTokenResponse = z.output<typeof response>;
export type LoginFormValues = z.input<typeof loginForm>;

export const oauthToken = defineCall({
  path,
  method,
  summary: 'Sign in with a password, or renew the access token with a refresh token',
  tag: 'auth',
  access: 'public',
  encoding: 'form',
  headers: { 'user-type': 'public' },
  request,
  response,
  meta,
});
