import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { loginForm, meta, request, response } from './oauth-token';

describe('oauth-token', () => {
  it('accepts the password grant with a normalised e-mail', () => {
    expect(
      request.parse({
        grant_type: 'password',
        client_id: 'shop',
        username: ' Ali@Example.COM ',
        password: 'pw',
      }),
    ).toEqual({
      grant_type: 'password',
      client_id: 'shop',
      username: 'ali@example.com',
      password: 'pw',
    });
  });

  it('accepts the refresh grant and refuses other grants', () => {
    expect(request.parse({ grant_type: 'refresh_token', refresh_token: 'r1' })).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
    });
    expect(request.safeParse({ grant_type: 'client_credentials' }).success).toBe(false);
  });

  it('uses the login messages of spec §5', () => {
    expect(errorsOf(loginForm, { email: '', password: '' })).toEqual({
      email: 'Please input your email!',
      password: 'Password is required',
    });
    expect(
      errorsOf(request, { grant_type: 'password', username: 'not-an-email', password: 'x' }),
    ).toEqual({
      username: 'Please enter a valid email address.',
    });
  });

  it('describes the login response of spec §3', () => {
    const data = {
      id: 1,
      name: 'Aisyah Rahman',
      email: 'aisyah@example.com',
      current_organization_id: null,
      role_list: ['customer'],
      photo_url: null,
      organization_name: null,
      is_superadmin: false,
      access_token: 'a',
      expires_in: 900,
      refresh_token: 'r',
    };
    expect(response.parse(data)).toEqual(data);
    expect(response.safeParse({ ...data, refresh_token: undefined }).success).toBe(false);
    expect(meta.safeParse({}).success).toBe(false);
    expect(meta.parse({ access_token: 'a' })).toEqual({ access_token: 'a' });
  });
});
