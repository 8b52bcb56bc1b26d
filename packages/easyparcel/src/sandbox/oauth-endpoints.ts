import type { SandboxContext, SandboxRequest, SandboxResponse } from './sandbox-kit';
import { json, parseBody, token } from './sandbox-kit';

const ACCESS_SECONDS = 36_000;
const REFRESH_SECONDS = 31_557_600;

/** EasyParcel's OAuth 2.0: a login that consents at once, the token endpoint, bearer checks. */
export const createOAuthEndpoints = ({ state, now, changed, apps }: SandboxContext) => {
  const login = (request: SandboxRequest): SandboxResponse => {
    const clientId = request.query.get('client_id') ?? '';
    const redirectUri = request.query.get('redirect_uri') ?? '';
    const app = apps[clientId];
    if (!app) return json(400, { status_code: 400, message: 'Unknown client_id' });
    if (!redirectUri || (app.redirectUris && !app.redirectUris.includes(redirectUri))) {
      return json(400, {
        status_code: 400,
        message: 'redirect_uri is not registered for this app',
      });
    }
    // The sandbox account consents at once: EasyParcel would show its login and "Allow" here.
    const code = token();
    state.codes[code] = { clientId, redirectUri, expiresAt: now().getTime() + 10 * 60 * 1000 };
    changed();
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const stateParam = request.query.get('state');
    if (stateParam !== null) target.searchParams.set('state', stateParam);
    return {
      status: 302,
      contentType: 'text/plain; charset=utf-8',
      body: '',
      headers: { location: target.toString() },
    };
  };

  const issueTokens = (clientId: string): SandboxResponse => {
    const at = now().getTime();
    const access = token();
    const refresh = token();
    state.accessTokens[access] = { clientId, expiresAt: at + ACCESS_SECONDS * 1000 };
    state.refreshTokens[refresh] = { clientId, expiresAt: at + REFRESH_SECONDS * 1000 };
    changed();
    return json(200, {
      token_type: 'Bearer',
      expires_in: ACCESS_SECONDS,
      expires_at: new Date(at + ACCESS_SECONDS * 1000).toISOString(),
      access_token: access,
      refresh_token: refresh,
      refresh_token_expires_in: REFRESH_SECONDS,
      refresh_token_expires_at: new Date(at + REFRESH_SECONDS * 1000).toISOString(),
      app: {
        client_id: clientId,
        callbackUrls: [],
        redirectUris: apps[clientId]?.redirectUris ?? [],
      },
    });
  };

  const tokenEndpoint = (request: SandboxRequest): SandboxResponse => {
    const basic = /^Basic (.+)$/.exec(request.authorization ?? '')?.[1] ?? '';
    const [clientId = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    const app = apps[clientId];
    if (!app || app.secret !== secret) {
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    }
    const form = (parseBody(request) ?? {}) as Record<string, unknown>;
    const at = now().getTime();
    if (form['grant_type'] === 'authorization_code') {
      const code = state.codes[String(form['code'] ?? '')];
      delete state.codes[String(form['code'] ?? '')];
      if (
        !code ||
        code.clientId !== clientId ||
        code.expiresAt < at ||
        code.redirectUri !== form['redirect_uri']
      ) {
        changed();
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Invalid authorization code',
        });
      }
      return issueTokens(clientId);
    }
    if (form['grant_type'] === 'refresh_token') {
      const key = String(form['refresh_token'] ?? '');
      const refresh = state.refreshTokens[key];
      if (!refresh || refresh.clientId !== clientId || refresh.expiresAt < at) {
        return json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      }
      // Each refresh gives a new refresh token and ends the old one.
      delete state.refreshTokens[key];
      return issueTokens(clientId);
    }
    return json(400, { error: 'unsupported_grant_type' });
  };

  const authError = (name: 'invalid_token' | 'missing_token') =>
    json(401, { error: { statusCode: 401, status: 401, code: 401, name }, status_code: 401 });

  const authorized = (request: SandboxRequest): SandboxResponse | null => {
    const bearer = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
    if (!bearer) return authError('missing_token');
    const entry = state.accessTokens[bearer];
    if (!entry || entry.expiresAt <= now().getTime()) return authError('invalid_token');
    return null;
  };

  return { login, tokenEndpoint, authorized };
};
