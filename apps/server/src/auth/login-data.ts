import { ok } from '@nyiur/api';
import type { UserRow } from '../db/schema';
import type { SessionTokens } from './sessions';

/** The login response of spec §3: token data plus `meta.access_token`. */
export function loginEnvelope(user: UserRow, tokens: SessionTokens, message: string) {
  const data = {
    id: user.id,
    name: [user.firstName, user.lastName].filter((part) => part.length > 0).join(' '),
    email: user.email,
    current_organization_id: null,
    role_list: ['customer'],
    photo_url: null,
    organization_name: null,
    is_superadmin: false,
    access_token: tokens.accessToken,
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
  };
  return ok(data, message, { access_token: tokens.accessToken });
}
