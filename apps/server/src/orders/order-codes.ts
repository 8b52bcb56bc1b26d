import { randomBytes, randomInt } from 'node:crypto';
import { malaysianDay } from '@nyiur/domain';

// Crockford's base32 alphabet: no I, L, O or U to misread on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new gateway RefNo: "NY", the Malaysian date as yymmdd and eight random characters (16 in
 * all; the gateway allows 30). Unique by chance, guarded by a unique index.
 */
export function newRefNo(now: Date = new Date()): string {
  // An order at 00:56 in Malaysia carries that day, not the UTC day before.
  const date = malaysianDay(now).slice(2).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 8; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `NY${date}${random}`;
}

/** An unguessable order token (192 bits, URL-safe), the key of the order result page. */
export function newOrderToken(): string {
  return randomBytes(24).toString('base64url');
}
