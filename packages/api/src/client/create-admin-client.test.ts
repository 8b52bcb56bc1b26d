import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createAdminClient } from './create-admin-client';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: () => { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
      });
      const { status, body } = reply();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

const farah = {
  id: 5,
  email: 'packer@nyiur.test',
  name: 'Farah',
  role: 'packer',
  totp_enrolled: true,
  disabled_at: '2026-11-26T10:00:00.000Z',
  setup_link_expires_at: null,
  created_at: '2026-11-01T02:00:00.000Z',
};

beforeEach(() => {
  received = [];
  reply = () => ({
    status: 200,
    body: { code: 200, message: 'Disabled.', data: { staff: farah } },
  });
});

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('createAdminClient', () => {
  it('posts JSON with the CSRF header and no bearer token, and answers the parsed data', async () => {
    const client = createAdminClient({ baseUrl });
    const result = await client.adminStaffDisable({ id: 5 });
    expect(result).toEqual({ data: { staff: farah }, meta: {}, message: 'Disabled.' });
    const [request] = received;
    expect(request?.url).toBe('/api/admin/staff/disable');
    expect(request?.headers['x-nyiur-admin']).toBe('1');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toEqual({ id: 5 });
  });

  it('sends the request as written, so an empty text is not turned into null', async () => {
    reply = () => ({
      status: 422,
      body: { code: 422, message: 'Not now.', data: { errors: {} } },
    });
    const client = createAdminClient({ baseUrl });
    await failureOf(
      client.adminAffiliateUpdate({
        code: 'aisyah',
        rate_percent: '',
        bank_name: '',
        account_holder: '',
        account_number: '',
      }),
    );
    expect(received[0]?.body).toEqual({
      code: 'aisyah',
      rate_percent: '',
      bank_name: '',
      account_holder: '',
      account_number: '',
    });
  });

  it('refuses a request that breaks its schema before sending, with the field message', async () => {
    const client = createAdminClient({ baseUrl });
    const error = await failureOf(
      client.adminAffiliateUpdate({
        code: 'AISYAH',
        rate_percent: '101',
        bank_name: '',
        account_holder: '',
        account_number: '',
      }),
    );
    expect(error).toMatchObject({
      code: 422,
      status: 0,
      errors: {
        rate_percent: 'Enter a rate from 0 to 100, with at most two decimals, or leave it empty.',
      },
    });
    expect(received).toEqual([]);
  });

  it('says when the server wants the password or a code again', async () => {
    reply = () => ({
      status: 403,
      body: {
        code: 403,
        message: 'Please confirm it is you with your password or a code.',
        data: { reauth_required: true },
      },
    });
    const error = await failureOf(createAdminClient({ baseUrl }).adminStaffDisable({ id: 5 }));
    expect(error).toMatchObject({
      code: 403,
      message: 'Please confirm it is you with your password or a code.',
      reauthRequired: true,
      sessionEnded: false,
    });
  });

  it('reports an ended session on a 401, and field messages on a 422 without a step-up', async () => {
    reply = () => ({ status: 401, body: { code: 401, message: 'Please sign in again.' } });
    const ended = await failureOf(createAdminClient({ baseUrl }).adminStaffDisable({ id: 5 }));
    expect(ended).toMatchObject({ status: 401, sessionEnded: true, reauthRequired: false });

    reply = () => ({
      status: 422,
      body: {
        code: 422,
        message: 'Choose a colleague.',
        data: { errors: { id: 'Choose a colleague.' } },
      },
    });
    const refused = await failureOf(createAdminClient({ baseUrl }).adminStaffDisable({ id: 5 }));
    expect(refused).toMatchObject({
      errors: { id: 'Choose a colleague.' },
      sessionEnded: false,
      reauthRequired: false,
    });
  });
});
