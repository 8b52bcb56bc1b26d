import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request as registerRequest } from './register';

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
