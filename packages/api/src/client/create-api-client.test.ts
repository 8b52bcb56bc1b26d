import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from './api-error';
import { createApiClient, type ApiClient } from './create-api-client';
import { createMemorySession } from './session';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Reply {
  status: number;
  body: unknown;
}

const cart = {
  amount: '198.00',
  cart_items: [
    {
      id: 1,
      qty: 1,
      amount: '198.00',
      weight: 250,
      product: {
        id: 15373,
        name: 'MCT Essentials',
        description: 'Lemon Blast',
        featured_graphic_url: null,
      },
    },
  ],
};

const loginData = {
  id: 7,
  name: 'Aisyah Rahman',
  email: 'aisyah@example.com',
  current_organization_id: null,
  role_list: ['customer'],
  photo_url: null,
  organization_name: null,
  is_superadmin: false,
  access_token: 'access-1',
  expires_in: 900,
  refresh_token: 'refresh-1',
};

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: (request: Received) => Reply = () => ({
  status: 200,
  body: { code: 200, message: 'ok' },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const { status, body } = reply(request);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, {
        'content-type': typeof body === 'string' ? 'text/html' : 'application/json',
      });
      res.end(text);
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

beforeEach(() => {
  received = [];
  reply = () => ({ status: 200, body: { code: 200, message: 'ok', data: cart } });
});

const clientWith = (token: string | null) => {
  const session = createMemorySession(token);
  return { session, client: createApiClient({ baseUrl, session }) };
};

const lastRequest = (): Received => {
  const request = received.at(-1);
  if (!request) throw new Error('the server received nothing');
  return request;
};

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('createApiClient', () => {
  it('posts JSON to the call path under the base and answers the parsed data', async () => {
    const { client } = clientWith('access-1');
    const result = await client.addToCart({ product_id: '15373', quantity: 2, to_add: '1' });
    expect(result).toEqual({ data: cart, meta: {}, message: 'ok' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/users/add-to-cart');
    expect(request.headers['content-type']).toContain('application/json');
    expect(JSON.parse(request.body.toString())).toEqual({
      product_id: 15373,
      quantity: 2,
      to_add: '1',
    });
  });

  it('sends the token in both the access_token and the Authorization headers', async () => {
    const { client } = clientWith('access-1');
    await client.removeCartItem({ cart_item_id: 1 });
    expect(lastRequest().headers['access_token']).toBe('access-1');
    expect(lastRequest().headers.authorization).toBe('Bearer access-1');
  });

  it('sends no auth headers without a token', async () => {
    const { client } = clientWith(null);
    await client.removeCartItem({ cart_item_id: 1 });
    expect(lastRequest().headers['access_token']).toBeUndefined();
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('replaces the stored token with meta.access_token and sends the new one next', async () => {
    const { client, session } = clientWith('old');
    reply = () => ({
      status: 200,
      body: { code: 200, message: 'ok', data: cart, meta: { access_token: 'renewed' } },
    });
    const result = await client.addToCart({ product_id: 15373, quantity: 1 });
    expect(result.meta).toEqual({ access_token: 'renewed' });
    expect(session.getAccessToken()).toBe('renewed');
    await client.removeCartItem({ cart_item_id: 1 });
    expect(lastRequest().headers.authorization).toBe('Bearer renewed');
    expect(lastRequest().headers['access_token']).toBe('renewed');
  });

  it('takes a renewed token even from an error answer', async () => {
    const { client, session } = clientWith('old');
    reply = () => ({
      status: 409,
      body: { code: 409, message: 'Busy', meta: { access_token: 'renewed' } },
    });
    await failureOf(client.addToCart({ product_id: 15373, quantity: 1 }));
    expect(session.getAccessToken()).toBe('renewed');
  });

  it.each([
    [401, 401, 'Unauthorized'],
    [401, 1001, 'Access token expired'],
    [401, 1002, 'Access token is invalid or revoked'],
    [400, 400, 'Unauthorized'],
  ])(
    'clears the session on HTTP %i with code %i "%s" and throws',
    async (status, code, message) => {
      const { client, session } = clientWith('access-1');
      reply = () => ({ status, body: { code, message } });
      const error = await failureOf(client.usersGet());
      expect(error).toMatchObject({ code, message, status, sessionEnded: true });
      expect(session.getAccessToken()).toBeNull();
    },
  );

  it('clears the session on a 401 whose body is not an envelope', async () => {
    const { client, session } = clientWith('access-1');
    reply = () => ({ status: 401, body: '<h1>no</h1>' });
    const error = await failureOf(client.usersGet());
    expect(error).toMatchObject({ code: 401, message: 'Unauthorized', sessionEnded: true });
    expect(session.getAccessToken()).toBeNull();
  });

  it('keeps the session on other errors and throws an ApiError with code, message and field errors', async () => {
    const { client, session } = clientWith('access-1');
    reply = () => ({
      status: 422,
      body: {
        code: 422,
        message: 'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
        data: {
          errors: {
            quantity: 'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
          },
        },
      },
    });
    const error = await failureOf(client.addToCart({ product_id: 15373, quantity: 20 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 422,
      status: 422,
      message: 'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
      errors: { quantity: 'Exceed maximum RM3000 per transaction. Please reduce your quantity.' },
      sessionEnded: false,
    });
    expect(session.getAccessToken()).toBe('access-1');
  });

  it('treats any code other than 200 as a failure, even with HTTP 200', async () => {
    const { client } = clientWith(null);
    reply = () => ({ status: 200, body: { code: 404, message: 'Order not found' } });
    const error = await failureOf(client.salesOrdersGet({ token: 'abc', failed: '1' }));
    expect(error).toMatchObject({ code: 404, message: 'Order not found', errors: {} });
  });

  it('signs in form-encoded with the user-type header and stores the token from meta', async () => {
    const { client, session } = clientWith(null);
    reply = () => ({
      status: 200,
      body: { code: 200, message: 'ok', data: loginData, meta: { access_token: 'access-1' } },
    });
    const result = await client.oauthToken({
      grant_type: 'password',
      client_id: 'shop',
      redirect_url: 'https://shop.example/account',
      username: 'Aisyah@Example.com',
      password: 'p@ss word',
    });
    expect(result.data).toEqual(loginData);
    expect(result.meta.access_token).toBe('access-1');
    expect(session.getAccessToken()).toBe('access-1');
    const request = lastRequest();
    expect(request.url).toBe('/api/oauth/token');
    expect(request.headers['user-type']).toBe('public');
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body.toString()))).toEqual({
      grant_type: 'password',
      client_id: 'shop',
      redirect_url: 'https://shop.example/account',
      username: 'aisyah@example.com',
      password: 'p@ss word',
    });
  });

  it('sends only the sign-in call with the user-type header', async () => {
    const { client } = clientWith(null);
    await client.removeCartItem({ cart_item_id: 1 });
    expect(lastRequest().headers['user-type']).toBeUndefined();
  });

  it('validates the request before sending and sends nothing when it fails', async () => {
    const { client } = clientWith('access-1');
    const error = await failureOf(
      client.checkout({
        is_pickup: '0',
        country: 'Malaysia',
        first_name: 'Aisyah',
        last_name: '',
        recipient_number: '12345',
        address: '12 Jalan Ampang',
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: 'Selangor',
      }),
    );
    expect(error).toMatchObject({
      code: 422,
      status: 0,
      message: 'Please insert Last Name!',
      errors: { last_name: 'Please insert Last Name!', recipient_number: 'Invalid Phone Number' },
    });
    expect(received).toHaveLength(0);
  });

  it('refuses an answer that breaks the contract', async () => {
    const { client } = clientWith('access-1');
    reply = () => ({
      status: 200,
      body: { code: 200, message: 'ok', data: { amount: 198, cart_items: [] } },
    });
    const error = await failureOf(client.usersOption());
    expect(error).toMatchObject({ code: INVALID_RESPONSE, message: 'Something went wrong' });
  });

  it('reports a non-JSON error page by its HTTP status', async () => {
    const { client, session } = clientWith('access-1');
    reply = () => ({ status: 502, body: '<h1>Bad gateway</h1>' });
    const error = await failureOf(client.orderHistory());
    expect(error).toMatchObject({
      code: 502,
      status: 502,
      message: 'Something went wrong',
      sessionEnded: false,
    });
    expect(session.getAccessToken()).toBe('access-1');
  });

  it('reports an unreachable server as a network error', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api`,
      session: createMemorySession(),
    });
    const error = await failureOf(client.usersGet());
    expect(error).toMatchObject({
      code: NETWORK_ERROR,
      status: 0,
      message: 'Cannot reach the shop. Please check your internet connection and try again.',
    });
  });

  it('uploads multipart with the file and its text fields', async () => {
    const { client } = clientWith('access-1');
    reply = () => ({
      status: 200,
      body: {
        code: 200,
        message: 'ok',
        data: { id: 3, url: '/uploads/3.png', name: 'a.png', type: 'png', size: 8 },
      },
    });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new File([bytes], 'a.png', { type: 'image/png' });
    const result = await client.filesUploadBlob({
      file,
      allowed_filetypes: 'image',
      to_validate: '1',
    });
    expect(result.data.url).toBe('/uploads/3.png');
    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(request.body, {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
    expect(form.get('allowed_filetypes')).toBe('image');
    expect(form.get('to_validate')).toBe('1');
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('returns meta for paginated calls and the message for toasts', async () => {
    const { client } = clientWith(null);
    reply = () => ({
      status: 200,
      body: {
        code: 200,
        message: 'Reviews loaded',
        data: [],
        meta: { current_page: 2, per_page: 5, total: 6, last_page: 2 },
      },
    });
    const result = await client.reviewsList({ product_id: 15373, page: 2, per_page: 5 });
    expect(result).toEqual({
      data: [],
      meta: { current_page: 2, per_page: 5, total: 6, last_page: 2 },
      message: 'Reviews loaded',
    });
  });

  it('reads the shop settings with a GET and no body', async () => {
    const { client } = clientWith(null);
    const settings = {
      contact: {
        phone: null,
        company_registration: null,
        address: null,
        email: 'hello@nyiur.my',
        map_embed_url: null,
      },
      social: { facebook_url: null, instagram_url: null },
      announcement: '',
    };
    reply = () => ({ status: 200, body: { code: 200, message: 'OK', data: settings } });
    const result = await client.shopSettings();
    expect(result.data).toEqual(settings);
    expect(received.at(-1)?.method).toBe('GET');
    expect(received.at(-1)?.url).toBe('/api/shop/settings');
    expect(received.at(-1)?.body.length).toBe(0);
  });

  it("asks for the shop settings in a Malay page's language with ?locale=ms", async () => {
    const { client } = clientWith(null);
    const settings = {
      contact: {
        phone: null,
        company_registration: null,
        address: null,
        email: null,
        map_embed_url: null,
      },
      social: { facebook_url: null, instagram_url: null },
      announcement: 'Penghantaran percuma minggu ini',
    };
    reply = () => ({ status: 200, body: { code: 200, message: 'OK', data: settings } });
    const result = await client.shopSettings({ locale: 'ms' });
    expect(result.data.announcement).toBe('Penghantaran percuma minggu ini');
    expect(received.at(-1)?.method).toBe('GET');
    expect(received.at(-1)?.url).toBe('/api/shop/settings?locale=ms');
  });

  it('has one method per call, with input optional only where nothing is required', () => {
    expectTypeOf<Parameters<ApiClient['usersGet']>>().toEqualTypeOf<
      [input?: Record<string, never> | undefined, options?: { signal?: AbortSignal } | undefined]
    >();
    expectTypeOf<undefined>().not.toExtend<Parameters<ApiClient['addToCart']>[0]>();
  });
});
