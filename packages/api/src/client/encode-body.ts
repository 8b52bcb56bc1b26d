import type { Encoding } from '../define-call';

type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const entriesOf = (payload: unknown): [string, unknown][] =>
  payload !== null && typeof payload === 'object' ? Object.entries(payload) : [];

/** The fetch body of a validated request in its call's encoding. Empty values are left out of forms. */
export const encodeBody = (
  encoding: Encoding,
  payload: unknown,
): { json: unknown } | { body: URLSearchParams | FormData } => {
  switch (encoding) {
    case 'json':
      return { json: payload };
    case 'form': {
      const form = new URLSearchParams();
      for (const [key, value] of entriesOf(payload)) {
        if (isScalar(value)) form.append(key, String(value));
      }
      return { body: form };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of entriesOf(payload)) {
        if (value instanceof Blob) form.append(key, value);
        else if (isScalar(value)) form.append(key, String(value));
      }
      return { body: form };
    }
  }
};
