import { useSessionStore } from '../stores/session-store';
import { ApiError, callApi } from './api-client';

interface Sent {
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

/** A stand-in server answering `body`; it records each request as it arrives. */
const answer = (body: unknown, status = 200) => {
  const requests: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({
      url: request.url,
      headers: request.headers,
      body: await request.clone().text(),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return Object.assign(fetchMock, { requests });
};

const sent = (mock: ReturnType<typeof answer>): Sent => mock.requests[0]!;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

const cart = { amount: '0.00', cart_items: [] };

describe('callApi', () => {
  it('sends the stored token in both headers and posts JSON to /api + path', async () => {
    useSessionStore.getState().signIn({ access_token: 'tok' }, null);
    const fetchMock = answer({ code: 200, message: 'ok', data: cart });
    vi.stubGlobal('fetch', fetchMock);
    await callApi('removeCartItem', { cart_item_id: 3 });
    const request = sent(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/users/remove-cart-item');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get('access_token')).toBe('tok');
    expect(JSON.parse(request.body)).toEqual({ cart_item_id: 3 });
  });

  it('replaces the stored token with meta.access_token', async () => {
    useSessionStore.getState().signIn({ access_token: 'old', refresh_token: 'r' }, null);
    vi.stubGlobal(
      'fetch',
      answer({ code: 200, message: 'ok', data: cart, meta: { access_token: 'fresh' } }),
    );
    await callApi('removeCartItem', { cart_item_id: 3 });
    expect(useSessionStore.getState().token).toEqual({ access_token: 'fresh', refresh_token: 'r' });
  });

  it.each([
    [401, 'Unauthorized'],
    [1001, 'Access token expired'],
    [1002, 'Token revoked'],
  ])('ends the session on code %i and passes the error on', async (code, message) => {
    useSessionStore.getState().signIn({ access_token: 'tok' }, null);
    localStorage.setItem('other', '1');
    // The envelope's code alone: an HTTP 401 would end the session whatever the code said.
    vi.stubGlobal('fetch', answer({ code, message }, code === 401 ? 401 : 400));
    await expect(callApi('removeCartItem', { cart_item_id: 3 })).rejects.toMatchObject({
      code,
      message,
    });
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the session on other errors and exposes field errors', async () => {
    useSessionStore.getState().signIn({ access_token: 'tok' }, null);
    vi.stubGlobal(
      'fetch',
      answer(
        {
          code: 422,
          message: 'Invalid Phone Number',
          data: { errors: { recipient_number: 'Invalid Phone Number' } },
        },
        422,
      ),
    );
    const error = await callApi('removeCartItem', { cart_item_id: 3 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ recipient_number: 'Invalid Phone Number' });
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('form-encodes sign-in with the user-type header', async () => {
    const fetchMock = answer({ code: 400, message: 'Invalid email or password' }, 400);
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      callApi('oauthToken', { grant_type: 'password', username: 'a@b.co', password: 'x' }),
    ).rejects.toThrow('Invalid email or password');
    const request = sent(fetchMock);
    expect(request.headers.get('user-type')).toBe('public');
    expect(new URLSearchParams(request.body).get('username')).toBe('a@b.co');
  });
});
