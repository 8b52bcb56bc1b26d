/**
 * EasyParcel writes ringgit as decimal strings ("10.84") in prices and as JSON numbers in the
 * wallet (9999999123.88). The shop counts sen: these convert at the edge, never through floats
 * that could lose a sen.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "10.84", 10.84, "MYR10.00" → 1084; null for anything that is not ringgit with ≤ 2 decimals. */
export const ringgitToSen = (value: string | number): number | null => {
  const text = (typeof value === 'number' ? value.toFixed(2) : value.trim()).replace(/^MYR/, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const sen = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -sen : sen;
};

/** 1084 → "10.84", as EasyParcel writes prices. */
export const senToRinggitText = (sen: number): string => {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(sen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** 1084 → 10.84, for the request fields EasyParcel reads as numbers (parcel and item value). */
export const senToRinggit = (sen: number): number => Number(senToRinggitText(sen));

/** Grams → kilograms with EasyParcel's two decimals, rounded up so a parcel is never declared light. */
export const gramsToKg = (grams: number): number => Math.ceil(Math.max(0, grams) / 10) / 100;
