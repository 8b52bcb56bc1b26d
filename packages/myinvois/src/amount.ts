/**
 * MyInvois amounts are JSON numbers in ringgit. Sen / 100 prints as the exact two-decimal
 * figure for any amount below 10^13 sen (fifteen significant digits), so no string handling.
 */
export const senToRinggit = (sen: number): number => {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`amount in sen must be an integer: ${sen}`);
  return sen / 100;
};

/** A received ringgit amount in sen, or `null` when it has more than two decimals. */
export const ringgitToSen = (ringgit: number): number | null => {
  if (!Number.isFinite(ringgit)) return null;
  const sen = Math.round(ringgit * 100);
  return Math.abs(sen - ringgit * 100) < 1e-6 ? sen : null;
};

/** Tax on an amount at a percentage, rounded half up to the sen. */
export const taxOf = (taxableSen: number, ratePercent: number): number =>
  Math.round((taxableSen * ratePercent) / 100);
