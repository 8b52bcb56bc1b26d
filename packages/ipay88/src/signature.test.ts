import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest, signResponse } from './signature';

describe('signRequest', () => {
  it("matches the gateway's published example", () => {
    expect(
      signRequest({
        merchantKey: 'apple',
        merchantCode: 'M00003',
        refNo: 'A00000001',
        amount: '1.00',
        currency: 'MYR',
      }),
    ).toBe(
      'c41859fed9b4ac135990cc10737ff3a37ad1e0eaa3e0f2235a652172fe3465413449b2e73acb782bb14a1b2e32792e91dc03fd2da355432de86df6730ed70e9a',
    );
  });

  it('signs the amount digits, so grouping does not change the signature', () => {
    const base = { merchantKey: 'k', merchantCode: 'M1', refNo: 'R1', currency: 'MYR' };
    expect(signRequest({ ...base, amount: '1,278.99' })).toBe(
      signRequest({ ...base, amount: '1278.99' }),
    );
    expect(signRequest({ ...base, amount: '1,278.99' })).not.toBe(
      signRequest({ ...base, amount: '1,278.98' }),
    );
  });

  it('appends Xfield1 when given', () => {
    const base = {
      merchantKey: 'k',
      merchantCode: 'M1',
      refNo: 'R1',
      amount: '1.00',
      currency: 'MYR',
    };
    const expected = createHmac('sha512', 'k').update('kM1R1100MYRextra').digest('hex');
    expect(signRequest({ ...base, xfield1: 'extra' })).toBe(expected);
    expect(signRequest(base)).not.toBe(expected);
  });
});

describe('signResponse', () => {
  it('covers key, merchant, method, reference, amount digits, currency and status', () => {
    const signature = signResponse({
      merchantKey: 'apple',
      merchantCode: 'M00003',
      paymentId: '2',
      refNo: 'A00000001',
      amount: '1,278.99',
      currency: 'MYR',
      status: '1',
    });
    const expected = createHmac('sha512', 'apple')
      .update('appleM000032A00000001127899MYR1')
      .digest('hex');
    expect(signature).toBe(expected);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
  });

  it('differs when the status differs', () => {
    const base = {
      merchantKey: 'apple',
      merchantCode: 'M00003',
      paymentId: '2',
      refNo: 'A00000001',
      amount: '1.00',
      currency: 'MYR',
    };
    expect(signResponse({ ...base, status: '1' })).not.toBe(signResponse({ ...base, status: '0' }));
  });
});
