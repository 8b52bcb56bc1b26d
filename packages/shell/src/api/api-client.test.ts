import { useSessionStore } from '../stores/session-store';
import { ApiError, callApi } from './api-client';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );

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
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/remove-cart-item');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('access_token')).toBe('tok');
    expect(JSON.parse(String(init.body))).toEqual({ cart_item_id: 3 });
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
    vi.stubGlobal('fetch', answer({ code, message }, 401));
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
    expect((error as ApiError).fieldErrors).toEqual({ recipient_number: 'Invalid Phone Number' });
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('form-encodes sign-in with the user-type header', async () => {
    const fetchMock = answer({ code: 400, message: 'Invalid email or password' }, 400);
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      callApi('oauthToken', { grant_type: 'password', username: 'a@b.co', password: 'x' }),
    ).rejects.toThrow('Invalid email or password');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('user-type')).toBe('public');
    expect(String(init.body)).toBe('grant_type=password&username=a%40b.co&password=x');
  });
});
