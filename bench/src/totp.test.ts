import { describe, expect, it } from 'vitest';
import { base32Bytes, totpCode } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last six digits of its eight.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it('gives the RFC 6238 codes for its SHA-1 test times', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(RFC_SECRET, 20_000_000_000_000)).toBe('353130');
  });

  it('reads base32 as authenticator apps do', () => {
    expect(base32Bytes('MZXW6YTBOI======').toString('ascii')).toBe('foobar');
    expect(() => base32Bytes('AB1C')).toThrow('"1" is not a base32 character');
  });
});
