import { sen, type Sen } from './units';

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const splitSen = (amount: Sen): { sign: string; ringgit: string; cents: string } => {
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  const abs = Math.abs(whole);
  return {
    sign: whole < 0 ? '-' : '',
    ringgit: Math.floor(abs / 100).toString(),
    cents: (abs % 100).toString().padStart(2, '0'),
  };
};

/** The API's amount string: two decimals, no grouping ("198.00"). */
export const toAmountString = (amount: Sen): string => {
  const { sign, ringgit, cents } = splitSen(amount);
  return `${sign}${ringgit}.${cents}`;
};

/** What a shopper reads: "RM 1,234.56". */
export const formatRM = (amount: Sen): string => {
  const { sign, ringgit, cents } = splitSen(amount);
  return `${sign}RM ${groupThousands(ringgit)}.${cents}`;
};

const AMOUNT_PATTERN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * Reads an amount string as sen: "198", "198.0", "198.00" and "1,278.99" are accepted; anything
 * else (signs, letters, misplaced commas, more than two decimals) is `null`.
 */
export const parseAmount = (text: string): Sen | null => {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replaceAll(',', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? sen(value) : null;
};

/**
 * A signed amount string as a shopper reads it: a balance or a clawback below zero as
 * "-RM 19.80". Anything that is not an amount comes back as it was.
 */
export const formatSignedRinggit = (amount: string): string => {
  const value = parseSignedAmount(amount);
  return value === null ? amount : formatRM(value);
};

/** Reads an amount string that may start with a minus sign ("-19.80") as sen; otherwise `null`. */
export const parseSignedAmount = (text: string): Sen | null => {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const value = parseAmount(negative ? trimmed.slice(1) : trimmed);
  if (value === null) return null;
  return negative ? sen(-value) : value;
};
