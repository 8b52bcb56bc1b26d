import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Cart, UserData } from '@nyiur/api';
import { apiClient } from '../api/api-client';
import { AppContext } from '../app-link/app-context';
import { queryKeys } from '../queries/query-keys';
import { useDrawerStore } from '../stores/drawer-store';
import { useSessionStore } from '../stores/session-store';
import { useAddToCart } from './use-add-to-cart';

const product = { id: 15373, name: 'MCT Essentials', description: '', featured_graphic_url: null };
const cartOf = (qty: number): Cart => ({
  amount: (qty * 198).toFixed(2),
  cart_items:
    qty > 0 ? [{ id: 7, qty, amount: (qty * 198).toFixed(2), weight: qty * 160, product }] : [],
});
const userWith = (cart: Cart): UserData => ({
  id: 1,
  email: 'a@example.com',
  first_name: 'Aina',
  last_name: null,
  shipping_address: null,
  referral_code: null,
  cart,
});

// The API client loads with the first call; loading it up front keeps that out of the waits.
beforeAll(async () => {
  await apiClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  useDrawerStore.getState().setCartOpen(false);
});

describe('useAddToCart', () => {
  it('puts the answered cart into the cached user data without calling /users/get', async () => {
    const paths: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      paths.push(new URL(request.url).pathname);
      return new Response(JSON.stringify({ code: 200, message: 'Cart updated', data: cartOf(3) }));
    });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    client.setQueryData(queryKeys.user, userWith(cartOf(1)));
    useSessionStore.getState().signIn({ access_token: 'tok' }, null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <AppContext.Provider value="shop">
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </AppContext.Provider>
      </MemoryRouter>
    );
    const { result } = renderHook(() => useAddToCart(), { wrapper });

    act(() =>
      result.current.addToCart({
        productId: 15373,
        quantity: 2,
        unitPriceSen: 19_800,
        unitWeightGrams: 160,
      }),
    );

    await vi.waitFor(() => expect(useDrawerStore.getState().cartOpen).toBe(true));
    expect(paths).toEqual(['/api/users/add-to-cart']);
    const cached = client.getQueryData<UserData>(queryKeys.user);
    expect(cached?.cart).toEqual(cartOf(3));
    expect(cached?.email).toBe('a@example.com');
  });
});
