import type { Grams } from './units';

/** Weight as shoppers read it: grams divided by 1000, e.g. "0.25 kg", "1.5 kg". */
export const formatKg = (weight: Grams): string => {
  const kg = (Number.isFinite(weight) ? Math.max(0, weight) : 0) / 1000;
  return `${Number(kg.toFixed(3)).toString()} kg`;
};
