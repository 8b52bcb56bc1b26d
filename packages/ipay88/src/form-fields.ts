/** A flat form post: field name to value. */
export type FormFields = Readonly<Record<string, string>>;

/**
 * Normalises a parsed form body (URLSearchParams, or an object as body parsers produce it) into
 * plain strings. A repeated field keeps its first value; non-text values are dropped.
 */
export const toFormFields = (input: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (input instanceof URLSearchParams) {
    for (const [name, value] of input) if (!(name in out)) out[name] = value;
    return out;
  }
  if (typeof input !== 'object' || input === null) return out;
  for (const [name, value] of Object.entries(input)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
    else if (typeof first === 'number' && Number.isFinite(first)) out[name] = String(first);
  }
  return out;
};

/** Form-encodes fields for a POST body. */
export const encodeForm = (fields: FormFields): string => new URLSearchParams(fields).toString();
