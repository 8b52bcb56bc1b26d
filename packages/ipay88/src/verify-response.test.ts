import { describe, expect, it } from 'vitest';
import { signResponseFields } from './signature';
import { verifyResponse } from './verify-response';

const KEY = 'apple';
const options = {
  merchantKey: KEY,
  merchantCode: 'M00003',
  expectedAmount: 127899,
  expectedCurrency: 'MYR',
};

const signed = (overrides: Record<string, string> = {}): Record<string, string> => {
  const fields: Record<string, string> = {
    MerchantCode: 'M00003',
    PaymentId: '2',
    RefNo: 'NY000123',
    Amount: '1,278.99',
    Currency: 'MYR',
    Remark: '',
    TransId: 'T0123456789',
    AuthCode: '123456',
    Status: '1',
    ErrDesc: '',
    CCName: 'Aina',
    CCNo: '411111******1111',
    S_bankname: 'Bank',
    S_country: 'MY',
    ...overrides,
  };
  fields['Signature'] = signResponseFields(KEY, fields);
  return fields;
};

describe('verifyResponse', () => {
  it('accepts a genuine success with a grouped amount', () => {
    const result = verifyResponse(signed(), options);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.status).toBe('success');
      expect(result.response.amount).toBe('1,278.99');
      expect(result.response.raw['TransId']).toBe('T0123456789');
    }
  });

  it('accepts a genuine failure as a verified fail', () => {
    const result = verifyResponse(signed({ Status: '0', ErrDesc: 'Declined' }), options);
    expect(result).toMatchObject({ ok: true, status: 'fail' });
  });

  it('refuses a changed status, amount, RefNo or bad signature as a signature mismatch', () => {
    const original = signed({ Status: '0' });
    expect(verifyResponse({ ...original, Status: '1' }, options)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyResponse({ ...original, Amount: '1,278.90' }, options)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyResponse({ ...original, RefNo: 'NY000124' }, options)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyResponse({ ...original, Signature: 'ab'.repeat(64) }, options)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyResponse({ ...original, Signature: 'short' }, options)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a correctly signed message for another merchant, currency, amount or order', () => {
    expect(verifyResponse(signed({ MerchantCode: 'M99999' }), options)).toMatchObject({
      ok: false,
      reason: 'merchant-code',
      received: 'M99999',
    });
    expect(verifyResponse(signed({ Currency: 'USD' }), options)).toMatchObject({
      ok: false,
      reason: 'currency',
    });
    expect(verifyResponse(signed({ Amount: '1.00' }), options)).toMatchObject({
      ok: false,
      reason: 'amount',
      expected: 127899,
      received: '1.00',
    });
    expect(verifyResponse(signed(), { ...options, expectedRefNo: 'NY000999' })).toMatchObject({
      ok: false,
      reason: 'ref-no',
    });
  });

  it('refuses an amount whose digits match but whose shape means another amount', () => {
    // "12789.9" signs the same digits as "1,278.99".
    expect(verifyResponse(signed({ Amount: '12789.9' }), options)).toMatchObject({
      ok: false,
      reason: 'amount',
    });
  });

  it('names missing fields', () => {
    const fields = signed();
    delete fields['Signature'];
    delete fields['Status'];
    expect(verifyResponse(fields, options)).toEqual({
      ok: false,
      reason: 'missing-fields',
      missing: ['Status', 'Signature'],
    });
  });
});
