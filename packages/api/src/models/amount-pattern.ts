/**
 * An amount as the API writes it: ringgit with two decimals, e.g. "168.00" or "-5.00". On its own,
 * without zod, so the valibot reads of the pages (../calls/public-reads.ts) use it too.
 */
export const AMOUNT_PATTERN = /^-?\d+\.\d{2}$/;
