/** Money inside the system is always an integer number of sen (RM 1.00 = 100 sen). */
export type Sen = number & { readonly __unit: 'sen' };

/** Weight inside the system is always an integer number of grams. */
export type Grams = number & { readonly __unit: 'grams' };

/** Brands a whole number of sen. Non-integers are rounded to the nearest sen. */
export const sen = (value: number): Sen => Math.round(value) as Sen;

/** Brands a whole number of grams. Non-integers are rounded to the nearest gram. */
export const grams = (value: number): Grams => Math.round(value) as Grams;
