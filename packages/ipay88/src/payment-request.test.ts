import { describe, expect, it } from 'vitest';
import { PAYMENT_REQUEST_FIELDS, buildPaymentRequest } from './payment-request';
import type { PaymentRequestInput } from './payment-request';
import { signRequest } from './signature';

const input: PaymentRequestInput = {
  merchantKey: 'apple',
  merchantCode: 'M00003',
  refNo: 'A00000001',
  amount: 127899,
  currency: 'MYR',
  prodDesc: 'MCT Essentials x 2',
  userName: 'Aina Rahman',
  userEmail: 'aina@example.com',
  userContact: '0123456789',
  responseUrl: 'https://shop.example/api/payments/ipay88/response',
  backendUrl: 'https://shop.example/api/payments/ipay88/backend',
};

describe('buildPaymentRequest', () => {
  it('gives every field of a payment request, signed over the formatted amount', () => {
    const request = buildPaymentRequest(input);
    expect(Object.keys(request)).toEqual([...PAYMENT_REQUEST_FIELDS]);
    expect(request.Amount).toBe('1,278.99');
    expect(request.SignatureType).toBe('HMACSHA512');
    expect(request.Lang).toBe('UTF-8');
    expect(request.PaymentId).toBe('');
    expect(request.Signature).toBe(
      signRequest({
        merchantKey: 'apple',
        merchantCode: 'M00003',
        refNo: 'A00000001',
        amount: '1,278.99',
        currency: 'MYR',
      }),
    );
  });

  it('reproduces the published example for RM1.00', () => {
    const request = buildPaymentRequest({ ...input, amount: 100 });
    expect(request.Amount).toBe('1.00');
    expect(request.Signature.startsWith('c41859fed9b4ac13')).toBe(true);
  });

  it('signs and carries Xfield1 only when given', () => {
    expect(buildPaymentRequest(input)).not.toHaveProperty('Xfield1');
    const withExtra = buildPaymentRequest({ ...input, xfield1: 'x' });
    expect(withExtra.Xfield1).toBe('x');
    expect(withExtra.Signature).not.toBe(buildPaymentRequest(input).Signature);
  });

  it('shortens descriptions to the gateway limit and refuses an over-long RefNo', () => {
    expect(buildPaymentRequest({ ...input, prodDesc: 'x'.repeat(150) }).ProdDesc).toHaveLength(100);
    expect(() => buildPaymentRequest({ ...input, refNo: 'R'.repeat(31) })).toThrow(RangeError);
    expect(() => buildPaymentRequest({ ...input, refNo: '' })).toThrow(RangeError);
  });
});
