import type { z } from 'zod';
import type { TokenSet } from '../types';
import { PATHS } from '../wire/paths';
import { tokenResponseSchema } from '../wire/schemas';
import { callApi } from './call-api';
import type { CallResult } from './call-failure';

export interface AuthorizedApiOptions {
  base: string;
  clientId: string;
  clientSecret: string;
  tokens: TokenSet | null;
  onTokens?: (tokens: TokenSet) => void | Promise<void>;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
}

/** The account's OAuth tokens and the calls made with them: one refresh at a time. */
export const createAuthorizedApi = (options: AuthorizedApiOptions) => {
  const { base, now, timeoutMs } = options;
  let tokens = options.tokens;
  let refreshing: Promise<CallResult<TokenSet>> | null = null;

  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  const tokenCall = async (form: Record<string, string>): Promise<CallResult<TokenSet>> => {
    const result = await callApi(
      {
        fetch: options.fetch,
        timeoutMs,
        method: 'POST',
        url: `${base}/${PATHS.token}`,
        headers: {
          authorization: basicAuth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
      },
      tokenResponseSchema,
    );
    if (!result.ok) {
      // A code or refresh token EasyParcel no longer takes: the owner must connect again.
      return result.failure.kind === 'rejected'
        ? {
            ok: false,
            failure: {
              kind: 'unauthorized',
              status: result.failure.status,
              message: result.failure.message,
            },
          }
        : result;
    }
    const at = now();
    tokens = {
      accessToken: result.value.access_token,
      accessExpiresAt: at + result.value.expires_in * 1000,
      refreshToken: result.value.refresh_token,
      refreshExpiresAt: at + result.value.refresh_token_expires_in * 1000,
    };
    await options.onTokens?.(tokens);
    return { ok: true, value: tokens };
  };

  /** One refresh at a time: concurrent calls wait for the same new token. */
  const refresh = (): Promise<CallResult<TokenSet>> => {
    if (!tokens) {
      return Promise.resolve({
        ok: false,
        failure: {
          kind: 'unauthorized',
          status: 401,
          message: 'No EasyParcel account is connected.',
        },
      });
    }
    refreshing ??= tokenCall({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const accessToken = async (): Promise<CallResult<string>> => {
    if (tokens && tokens.accessExpiresAt - 60_000 > now()) {
      return { ok: true, value: tokens.accessToken };
    }
    const refreshed = await refresh();
    return refreshed.ok ? { ok: true, value: refreshed.value.accessToken } : refreshed;
  };

  /**
   * An API call with the bearer token, refreshed once when EasyParcel answers 401. A call that
   * only reads is sent once more when the connection drops (a kept-alive socket the server had
   * closed); one that books or cancels is not (see `bookOnce`).
   */
  const api = async <T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: T,
    reads = true,
  ): Promise<CallResult<z.output<T>>> => {
    let resent = false;
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      if (!token.ok) return token;
      const result = await callApi(
        {
          fetch: options.fetch,
          timeoutMs,
          method,
          url: `${base}/${path}`,
          headers: {
            authorization: `Bearer ${token.value}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        schema,
      );
      if (!result.ok && result.failure.kind === 'unreachable' && reads && !resent) {
        resent = true;
        attempt -= 1;
        continue;
      }
      if (result.ok || result.failure.kind !== 'unauthorized' || attempt > 0) return result;
      if (tokens) tokens = { ...tokens, accessExpiresAt: 0 };
    }
  };

  return {
    api,
    /** Trades a code or refresh token for a new token set, and keeps it. */
    tokenCall,
    tokens: (): TokenSet | null => tokens,
  };
};
