import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each(['0123456789', '01123456789', '0312345678'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each([
    '',
    '012345678',
    '012345678901',
    '1123456789',
    '+60123456789',
    '012-3456789',
    '012345678a',
    ' 0123456789',
    '0123456789\n',
  ])('rejects %j', (phone) => expect(isValidPhone(phone)).toBe(false));
});
