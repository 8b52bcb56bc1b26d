/** Cart quantity changes are sent after this pause in typing or clicking. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** What the cart's quantity input shows after a keystroke: a single typed 0 becomes 1. */
export const normaliseCartInput = (raw: string): string => (raw.trim() === '0' ? '1' : raw);

const parseWhole = (raw: string): number | null => {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * The quantity to send for a cart line, or null when nothing should be sent: the value is empty,
 * not a whole number, 0, or the same as the current quantity.
 */
export const cartQuantityToSend = (raw: string, current: number): number | null => {
  const value = parseWhole(raw);
  if (value === null || value === 0 || value === current) return null;
  return value;
};

/** The minus button never goes below 1. */
export const decrementQuantity = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity) - 1) : 1;

export const incrementQuantity = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity) + 1) : 1;

/** The product page's quantity: an empty or invalid value (including 0) resets to 1. */
export const productQuantityFromInput = (raw: string): number => {
  const value = parseWhole(raw);
  return value === null || value < 1 ? 1 : value;
};

// The timer functions every JavaScript runtime provides; declared here so the domain needs no
// platform typings.
declare function setTimeout(handler: () => void, ms: number): number;
declare function clearTimeout(handle: number | undefined): void;

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  cancel(): void;
  flush(): void;
};

/** Calls `fn` with the latest arguments once `ms` have passed without another call. */
export const debounce = <A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): Debounced<A> => {
  let timer: number | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
};
