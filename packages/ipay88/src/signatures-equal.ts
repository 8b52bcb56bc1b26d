import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha512').update(text, 'utf8').digest();

/**
 * Compares two hex signatures in time that depends on neither their content nor where they
 * differ. Both sides are hashed first so that strings of different lengths are compared too,
 * without `timingSafeEqual` throwing and without revealing the expected length. Hex case is
 * not significant.
 */
export const signaturesEqual = (received: string, expected: string): boolean => {
  const a = received.toLowerCase();
  const b = expected.toLowerCase();
  const sameDigest = timingSafeEqual(digest(a), digest(b));
  return sameDigest && a.length === b.length;
};
