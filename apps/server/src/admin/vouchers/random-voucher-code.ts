import { randomInt } from 'node:crypto';

// No 0/O or 1/I: codes are read off cards and typed on phones.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random characters after a generated code's prefix: 12 of 32 letters, 60 bits. */
export const RANDOM_CODE_LENGTH = 12;

/**
 * A code no one guesses: with 60 random bits, a budget of 10 wrong codes an hour finds one of a
 * 2,000-code batch once in about 6 billion years.
 */
export const randomVoucherCode = (prefix: string): string =>
  prefix +
  Array.from({ length: RANDOM_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
