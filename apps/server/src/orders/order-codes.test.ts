import { describe, expect, it } from 'vitest';
import { newOrderToken, newRefNo } from './order-codes';

describe('order codes', () => {
  it('makes RefNos the gateway accepts, dated and distinct', () => {
    const refNos = new Set(
      Array.from({ length: 1000 }, () => newRefNo(new Date('2026-11-22T10:00:00Z'))),
    );
    expect(refNos.size).toBe(1000);
    for (const refNo of refNos) expect(refNo).toMatch(/^NY261122[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('dates a RefNo by the Malaysian day', () => {
    // 00:56 on 23 November in Kuala Lumpur is still the 22nd in UTC.
    expect(newRefNo(new Date('2026-11-22T16:56:00Z'))).toMatch(/^NY261123/);
    expect(newRefNo(new Date('2026-11-22T15:59:59Z'))).toMatch(/^NY261122/);
  });

  it('makes URL-safe tokens of 32 characters', () => {
    const token = newOrderToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newOrderToken()).not.toBe(token);
  });
});
