/**
 * The back-off of every queue worker (mail, e-invoices): the delay before retry n (1-based) is
 * 30 s, 1 min, 2 min ... capped at one hour.
 */
export const retryDelaySeconds = (attempt: number): number =>
  Math.min(30 * 2 ** (attempt - 1), 3600);
