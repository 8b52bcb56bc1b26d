import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request as registerRequest } from './register';

describe('register', () => {
  const valid = {
    first_name: 'Aisyah',
    email: 'aisyah@example.com',
    password: 'santan segar',
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

  it('wants a new password of at least 8 characters that is not a common one', () => {
    expect(errorsOf(registerRequest, { ...valid, password: 'kelapa7' })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(errorsOf(registerRequest, { ...valid, password: 'Password123' })).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    expect(registerRequest.parse({ ...valid, password: 'kelapa77' }).password).toBe('kelapa77');
  });

  it('refuses a NUL or other control character in a text field with a field message', () => {
    expect(errorsOf(registerRequest, { ...valid, first_name: 'Ai\u0000syah' })).toEqual({
      first_name: 'Please remove the special characters from this field.',
    });
    expect(errorsOf(registerRequest, { ...valid, last_name: 'Rah\u001bman' })).toEqual({
      last_name: 'Please remove the special characters from this field.',
    });
    expect(errorsOf(registerRequest, { ...valid, email: 'a\u0000@example.com' })).toHaveProperty(
      'email',
    );
  });
});
