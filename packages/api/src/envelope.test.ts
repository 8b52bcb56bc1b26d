import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ACCESS_TOKEN_EXPIRED,
  ACCESS_TOKEN_INVALID,
  ROOT_FIELD,
  endsSession,
  envelope,
  fieldErrorsOf,
  httpStatusOf,
  noData,
  validationErrorEnvelope,
  validationFailure,
} from './envelope';

describe('envelope', () => {
  it('wraps data and meta, and accepts a success without data', () => {
    const schema = envelope(z.object({ id: z.number() }));
    expect(
      schema.parse({ code: 200, message: 'ok', data: { id: 1 }, meta: { access_token: 't' } }),
    ).toEqual({
      code: 200,
      message: 'ok',
      data: { id: 1 },
      meta: { access_token: 't' },
    });
    expect(
      envelope(noData).safeParse({ code: 200, message: 'Address added Successfully!' }).success,
    ).toBe(true);
    expect(schema.safeParse({ code: 200, message: 'ok', data: { id: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ message: 'ok', data: { id: 1 } }).success).toBe(false);
  });

  it('names the session codes and sends them as HTTP 401', () => {
    expect(ACCESS_TOKEN_EXPIRED).toBe(1001);
    expect(ACCESS_TOKEN_INVALID).toBe(1002);
    expect(httpStatusOf(1001)).toBe(401);
    expect(httpStatusOf(1002)).toBe(401);
    expect(httpStatusOf(422)).toBe(422);
  });

  it('ends the session on 401, 1001, 1002 or the message Unauthorized only', () => {
    expect(endsSession(401, 'x')).toBe(true);
    expect(endsSession(1001, 'x')).toBe(true);
    expect(endsSession(1002, 'x')).toBe(true);
    expect(endsSession(500, 'Unauthorized')).toBe(true);
    expect(endsSession(403, 'Forbidden')).toBe(false);
    expect(endsSession(200, 'ok')).toBe(false);
  });

  it('turns a failed parse into a 422 with the first message per field', () => {
    const schema = z
      .object({
        phone: z.string().min(1, 'Please insert Phone Number!').regex(/^0/, 'Invalid Phone Number'),
        nested: z.object({ city: z.string({ error: 'Please insert City!' }) }),
      })
      .refine(() => false, 'whole request');
    const result = schema.safeParse({ phone: '', nested: {} });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      phone: 'Please insert Phone Number!',
      'nested.city': 'Please insert City!',
    });
    const failure = validationFailure(result.error);
    expect(failure).toEqual({
      code: 422,
      message: 'Please insert Phone Number!',
      data: {
        errors: { phone: 'Please insert Phone Number!', 'nested.city': 'Please insert City!' },
      },
    });
    expect(validationErrorEnvelope.safeParse(failure).success).toBe(true);
  });

  it('keys request-wide issues under the root field', () => {
    const result = z
      .object({ a: z.string() })
      .refine(() => false, 'whole request')
      .safeParse({ a: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error)).toEqual({ [ROOT_FIELD]: 'whole request' });
  });
});
