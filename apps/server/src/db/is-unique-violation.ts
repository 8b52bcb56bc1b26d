/** True for PostgreSQL's unique_violation (23505), from pg or PGlite, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
