/**
 * Quantity edits still waiting out their 500 ms: the cart lines register a way to send theirs
 * now, so closing the drawer or pressing Check Out never leaves a quantity behind.
 */
const pending = new Set<() => void>();

export function registerPendingQuantity(flush: () => void): () => void {
  pending.add(flush);
  return () => pending.delete(flush);
}

/** Sends every waiting quantity edit now. */
export function flushPendingQuantities(): void {
  for (const flush of [...pending]) flush();
}
