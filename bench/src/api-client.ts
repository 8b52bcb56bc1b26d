import { referral } from '@nyiur/content';

/** The response envelope every API call answers with. */
export interface Envelope<T = unknown> {
  readonly code: number;
  readonly message: string;
  readonly data?: T;
  readonly meta?: Record<string, unknown>;
}

export class ApiCallError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${path} answered HTTP ${status}: ${body.slice(0, 300)}`);
    this.name = 'ApiCallError';
  }
}

/** Both auth headers the API accepts (ARCHITECTURE §4). */
export const authHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  access_token: token,
});

const TIMEOUT_MS = 30_000;

/** POSTs JSON to an API call and answers `data`; a non-200 answer throws {@link ApiCallError}. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  return (await callApiEnvelope<T>(baseUrl, path, body, token)).data as T;
}

/** As {@link callApi}, answering the whole envelope (`meta` included). */
export async function callApiEnvelope<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? authHeaders(token) : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiCallError(path, response.status, text);
  return JSON.parse(text) as Envelope<T>;
}

interface LoginData {
  readonly id: number;
  readonly access_token: string;
}

/** A signed-in member of the benchmark's pool. */
export interface BenchUser {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  accessToken: string;
}

/** Creates an account (signed in by the answer). */
export async function registerUser(
  baseUrl: string,
  email: string,
  password: string,
): Promise<BenchUser> {
  const data = await callApi<LoginData>(baseUrl, '/users/register', {
    first_name: 'Bench',
    last_name: 'Shopper',
    email,
    password,
    referral_code: referral.houseCode,
    is_pro: '0',
  });
  return { id: data.id, email, password, accessToken: data.access_token };
}

/** Signs in with the password grant, form-encoded, as the apps do. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-type': 'public' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiCallError('/oauth/token', response.status, text);
  return (JSON.parse(text) as Envelope<LoginData>).data?.access_token ?? '';
}

/**
 * Registers `count` members, a few at a time (password hashing is deliberately slow), bounded
 * by `timeoutMs` overall.
 */
export async function registerPool(
  baseUrl: string,
  prefix: string,
  count: number,
  timeoutMs = 120_000,
): Promise<BenchUser[]> {
  const deadline = Date.now() + timeoutMs;
  const users: BenchUser[] = [];
  const batch = 4;
  for (let start = 0; start < count; start += batch) {
    if (Date.now() > deadline)
      throw new Error(`registering ${count} users took over ${timeoutMs} ms`);
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, (_, offset) =>
        registerUser(
          baseUrl,
          `${prefix}-${start + offset}@example.com`,
          `bench-pass-${start + offset}`,
        ),
      ),
    );
    users.push(...made);
  }
  return users;
}

/** The delivery details the benchmark checks out with (West Malaysia, delivery mode). */
export const BENCH_DELIVERY = {
  is_pickup: '0',
  country: 'Malaysia',
  first_name: 'Bench',
  last_name: 'Shopper',
  address: '1 Jalan Kelapa',
  address2: '',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  recipient_number: '0123456789',
  save_address: '0',
} as const;
