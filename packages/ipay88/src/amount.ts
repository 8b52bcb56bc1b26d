/**
 * Amounts travel as strings with two decimals and comma grouping ("1,278.99"). The signature
 * covers only the digits, so the digits and the exact shape of the string both matter.
 */

const GATEWAY_AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}$/;

/** The Amount string with every "." and "," removed, as the signature formulas use it. */
export const amountDigits = (amount: string): string => amount.replace(/[.,]/g, '');

/** Sen (integer minor units) to the gateway's request form: 100 -> "1.00", 127899 -> "1,278.99". */
export const formatAmount = (sen: number): string => {
  if (!Number.isSafeInteger(sen) || sen < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of sen, got ${sen}`);
  }
  const ringgit = Math.floor(sen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (sen % 100).toString().padStart(2, '0');
  return `${ringgit}.${cents}`;
};

/**
 * Reads an Amount string received from the gateway as sen, from the string itself: exactly two
 * decimals, optional well-placed thousands separators. Anything else is `null`, because two
 * differently shaped strings ("10.0" and "1.00") share the same signed digits.
 */
export const parseGatewayAmount = (amount: string): number | null => {
  if (!GATEWAY_AMOUNT.test(amount)) return null;
  const value = Number(amountDigits(amount));
  return Number.isSafeInteger(value) ? value : null;
};
