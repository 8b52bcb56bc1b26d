import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Answer {
  readonly status: number;
  readonly body: { code: number; message: string; data?: unknown; meta?: Record<string, unknown> };
  readonly headers: Record<string, unknown>;
}

/** POSTs JSON (or a raw string, sent as is) to an /api path, optionally signed in. */
export async function post(
  app: FastifyInstance,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export interface Member {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  readonly refreshToken: string;
}

export const uniqueEmail = (label = 'member'): string =>
  `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Registers a new member with the house referral code and answers its tokens. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const answer = await post(app, '/users/register', {
    first_name: 'Nur',
    last_name: 'Aina',
    email,
    password,
    referral_code: 'MNA001',
    is_pro: '0',
    ...overrides,
  });
  if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  const data = answer.body.data as {
    id: number;
    access_token: string;
    refresh_token: string;
    email: string;
  };
  return {
    id: data.id,
    email: data.email,
    password,
    token: data.access_token,
    refreshToken: data.refresh_token,
  };
}

export interface UploadPart {
  readonly name: string;
  readonly value: string | Uint8Array;
  readonly filename?: string;
  readonly contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipartBody(parts: readonly UploadPart[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----nyiur${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename
      ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
