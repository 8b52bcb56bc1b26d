import { describe, expect, it } from 'vitest';
import { signaturesEqual } from './signatures-equal';

const sig = 'ab'.repeat(64);

describe('signaturesEqual', () => {
  it('accepts the same signature, in either hex case', () => {
    expect(signaturesEqual(sig, sig)).toBe(true);
    expect(signaturesEqual(sig.toUpperCase(), sig)).toBe(true);
  });

  it('refuses a signature differing in one character', () => {
    expect(signaturesEqual(`${sig.slice(0, -1)}c`, sig)).toBe(false);
  });

  it('refuses signatures of different lengths without throwing', () => {
    expect(signaturesEqual(sig.slice(0, 64), sig)).toBe(false);
    expect(signaturesEqual('', sig)).toBe(false);
    expect(signaturesEqual(`${sig}00`, sig)).toBe(false);
  });
});
