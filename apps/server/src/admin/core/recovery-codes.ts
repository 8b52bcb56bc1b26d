import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../crypto/opaque-token';
import type { AppConfig } from '../../config/app-config';
import { keyedHash } from '../../crypto/secret-box';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const half = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const SALTED_PREFIX = 's1$';

/** Ten codes like "k7m2p-qx9rt": about 49 bits each, shown once, stored as hashes. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: 10 }, () => `${half()}-${half()}`);

/** The unsalted SHA-256 that codes were once stored as; the salted hash is made over it. */
const plainDigestOf = (code: string): string => hashToken(code.trim().toLowerCase());

const saltedOf = (config: AppConfig, salt: string, digest: string): string =>
  `${SALTED_PREFIX}${salt}$${keyedHash(config, `${salt}$${digest}`)}`;

/** "s1$<salt>$<HMAC(key, salt + SHA-256(code))>": a per-code salt under a server key. */
export const hashRecoveryCode = (config: AppConfig, code: string): string =>
  saltedOf(config, randomBytes(16).toString('hex'), plainDigestOf(code));

/** A hash stored before salting, moved to the salted form without knowing its code. */
export const saltLegacyHash = (config: AppConfig, stored: string): string =>
  stored.startsWith(SALTED_PREFIX)
    ? stored
    : saltedOf(config, randomBytes(16).toString('hex'), stored);

export function recoveryCodeMatches(config: AppConfig, code: string, stored: string): boolean {
  const [, salt] = stored.split('$');
  if (!stored.startsWith(SALTED_PREFIX) || !salt) return false;
  const expected = Buffer.from(saltedOf(config, salt, plainDigestOf(code)));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
