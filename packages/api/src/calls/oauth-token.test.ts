import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope';
import { loginForm, meta, request, response } from './oauth-token';
import { request as registerRequest } from './register';
import { request as forgotRequest } from './forgot-password';
import { request as resetRequest, resetPasswordForm } from './reset-password';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

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

describe('register', () => {
  const valid = {
    first_name: 'Aisyah',
    email: 'aisyah@example.com',
    password: 'secret',
    referral_code: 'MNA001',
  };

  it('accepts the payload with an optional last name and is_pro defaulting to "0"', () => {
    expect(registerRequest.parse(valid)).toEqual({ ...valid, is_pro: '0' });
    expect(registerRequest.parse({ ...valid, last_name: 'Rahman', is_pro: '1' })).toMatchObject({
      last_name: 'Rahman',
      is_pro: '1',
    });
  });

  it.each([
    ['first_name', 'Please input your first name!'],
    ['email', 'Please input your email!'],
    ['password', 'Password is required!'],
    ['referral_code', 'Referral Code is required!'],
  ])('rejects a blank %s with "%s"', (field, message) => {
    expect(errorsOf(registerRequest, { ...valid, [field]: '' })).toEqual({ [field]: message });
  });
});

describe('forgot and reset password', () => {
  it('needs an e-mail to send the link to', () => {
    expect(forgotRequest.parse({ email: 'a@b.my' })).toEqual({ email: 'a@b.my', is_pro: '0' });
    expect(errorsOf(forgotRequest, {})).toEqual({ email: 'Please input your email!' });
  });

  it('needs the new password and the token', () => {
    expect(resetRequest.parse({ new_password: 'n', reset_password_token: 't' })).toEqual({
      new_password: 'n',
      reset_password_token: 't',
    });
    expect(errorsOf(resetRequest, { new_password: '', reset_password_token: 't' })).toEqual({
      new_password: 'Please enter new password',
    });
    expect(Object.keys(errorsOf(resetRequest, { new_password: 'n' }))).toEqual([
      'reset_password_token',
    ]);
  });

  it('checks the confirmation on the reset form', () => {
    expect(errorsOf(resetPasswordForm, { new_password: 'abc', confirm_password: 'abd' })).toEqual({
      confirm_password: 'The Password does not match',
    });
    expect(
      resetPasswordForm.safeParse({ new_password: 'abc', confirm_password: 'abc' }).success,
    ).toBe(true);
  });
});
