/** Every response body: `{ code, message, data?, meta? }` (ARCHITECTURE §4). */
export interface Envelope<TData = unknown> {
  code: number;
  message: string;
  data?: TData;
  meta?: Record<string, unknown>;
}

export function ok<TData>(
  data?: TData,
  message = 'Success',
  meta?: Record<string, unknown>,
): Envelope<TData> {
  const body: Envelope<TData> = { code: 200, message };
  if (data !== undefined) body.data = data;
  if (meta !== undefined) body.meta = meta;
  return body;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
