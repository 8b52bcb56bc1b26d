import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request as forgotRequest } from './forgot-password';
import { request as resetRequest, resetPasswordForm } from './reset-password';

describe('forgot and reset password', () => {
  it('needs an e-mail to send the link to', () => {
    expect(forgotRequest.parse({ email: 'a@b.my' })).toEqual({ email: 'a@b.my', is_pro: '0' });
    expect(errorsOf(forgotRequest, {})).toEqual({ email: 'Please input your email!' });
  });

  it('needs the new password and the token', () => {
    expect(resetRequest.parse({ new_password: 'kelapa77', reset_password_token: 't' })).toEqual({
      new_password: 'kelapa77',
      reset_password_token: 't',
    });
    expect(errorsOf(resetRequest, { new_password: '', reset_password_token: 't' })).toEqual({
      new_password: 'Please enter new password',
    });
    expect(Object.keys(errorsOf(resetRequest, { new_password: 'kelapa77' }))).toEqual([
      'reset_password_token',
    ]);
  });

  it('checks the confirmation on the reset form', () => {
    expect(
      errorsOf(resetPasswordForm, { new_password: 'kelapa77', confirm_password: 'kelapa78' }),
    ).toEqual({
      confirm_password: 'The Password does not match',
    });
    expect(
      resetPasswordForm.safeParse({ new_password: 'kelapa77', confirm_password: 'kelapa77' })
        .success,
    ).toBe(true);
    expect(errorsOf(resetPasswordForm, { new_password: 'abc', confirm_password: 'abc' })).toEqual({
      new_password: 'Password must be at least 8 characters.',
    });
  });
});
