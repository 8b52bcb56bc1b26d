import { randomInt } from 'node:crypto';
import { hashToken } from '../../crypto/opaque-token';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const half = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes like "k7m2p-qx9rt": about 49 bits each, shown once, stored as hashes. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: 10 }, () => `${half()}-${half()}`);

export const hashRecoveryCode = (code: string): string => hashToken(code.trim().toLowerCase());
