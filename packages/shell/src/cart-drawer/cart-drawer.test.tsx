import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UserData } from '@nyiur/api';
import { callLoaders } from '@nyiur/api/client';
import { apiClient } from '../api/api-client';
import { AppContext } from '../app-link/app-context';
import { InLocale } from '../test/in-locale';
import { localeI18n } from '../i18n/locale-pages';
import { messages as drawersEn } from '../i18n/locales/drawers/en.json?lingui';
import { messages as drawersMs } from '../i18n/locales/drawers/ms.json?lingui';
import type { MessageValues, ShellMessageId } from '../i18n/translate';
import { queryKeys } from '../queries/query-keys';
import { useDrawerStore } from '../stores/drawer-store';
import { useSessionStore } from '../stores/session-store';
import { useVoucherStore } from '../stores/voucher-store';
import { CartDrawer, cartTitle } from './cart-drawer';

const user = (items: { qty: number }[]): UserData => ({
  id: 1,
  email: 'a@example.com',
  first_name: 'Aina',
  last_name: null,
  shipping_address: null,
  referral_code: null,
  cart: {
    amount: (items.reduce((sum, item) => sum + item.qty, 0) * 198).toFixed(2),
    cart_items: items.map((item, index) => ({
      id: index + 1,
      qty: item.qty,
      amount: (item.qty * 198).toFixed(2),
      weight: item.qty * 160,
      product: { id: 15373, name: 'MCT Essentials', description: '', featured_graphic_url: null },
    })),
  },
});

const renderDrawer = (data: UserData): QueryClient => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(queryKeys.user, data);
  useSessionStore.getState().signIn({ access_token: 'tok' }, null);
  useDrawerStore.getState().setCartOpen(true);
  render(
    <MemoryRouter>
      <AppContext.Provider value="shop">
        <QueryClientProvider client={client}>
          <InLocale>
            <CartDrawer />
          </InLocale>
        </QueryClientProvider>
      </AppContext.Provider>
    </MemoryRouter>,
  );
  return client;
};

// The API client loads with the first call, and each call's schemas with that call; here they
// are loaded once up front, so the timings below measure the drawer's debounce and not the
// loading of modules.
beforeAll(async () => {
  await apiClient();
  await Promise.all(Object.values(callLoaders).map((load) => load()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  useVoucherStore.getState().forget();
});

describe('CartDrawer', () => {
  it('titles itself Cart plus the count above 0, in either language', () => {
    const english = localeI18n('en', drawersEn);
    const malay = localeI18n('ms', drawersMs);
    const t = (i18n: typeof english) => (id: ShellMessageId, values?: MessageValues) =>
      i18n._(id, values);
    expect(cartTitle(t(english), 0)).toBe('Cart');
    expect(cartTitle(t(english), 3)).toBe('Cart (3)');
    expect(cartTitle(t(malay), 3)).toBe('Troli (3)');
  });

  it('shows the empty state with Continue Shopping to /products', () => {
    renderDrawer(user([]));
    expect(screen.getByText('Your Cart is Empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows lines, the RM total, Check Out and the note', () => {
    renderDrawer(user([{ qty: 2 }]));
    expect(screen.getByRole('dialog', { name: 'Cart (2)' })).toBeVisible();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 396.00');
    expect(screen.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('Taxes and shipping calculated at checkout')).toBeVisible();
  });

  it('sends a quantity change once, 500 ms after the last edit, and turns a typed 0 into 1', async () => {
    vi.useFakeTimers();
    const bodies: { path: string; body: string }[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
      return new Response(
        JSON.stringify({ code: 200, message: 'ok', data: user([{ qty: 5 }]).cart }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDrawer(user([{ qty: 2 }]));
    const input = screen.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' });
    fireEvent.change(input, { target: { value: '0' } });
    expect(input).toHaveValue('1');
    fireEvent.change(input, { target: { value: '4' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '5' } });
    act(() => vi.advanceTimersByTime(499));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    const cartCalls = bodies.filter((call) => call.path === '/api/users/add-to-cart');
    expect(cartCalls).toHaveLength(1);
    expect(JSON.parse(cartCalls[0]!.body)).toEqual({ product_id: 15373, quantity: 5 });
    // The answered cart is shown as it is: no second call for the user data.
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 990.00');
    expect(bodies.map((call) => call.path)).toEqual(['/api/users/add-to-cart']);
    vi.useRealTimers();
  });

  it('sends nothing when the value returns to the current quantity, and minus stops at 1', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDrawer(user([{ qty: 1 }]));
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of MCT Essentials' }),
    ).toBeDisabled();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' });
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(600));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('a quantity still waiting for its 500 ms', () => {
  const serveCart = () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/users/add-to-cart') {
        sent.push(JSON.parse(await request.clone().text()));
      }
      return new Response(
        JSON.stringify({ code: 200, message: 'ok', data: user([{ qty: 5 }]).cart }),
      );
    });
    return sent;
  };

  it('is sent when the drawer closes', async () => {
    const sent = serveCart();
    renderDrawer(user([{ qty: 2 }]));
    const input = screen.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' });
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    await act(async () => {});
    expect(sent).toEqual([{ product_id: 15373, quantity: 5 }]);
  });

  it('is sent, and answered, before Check Out moves on', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(JSON.parse(await request.clone().text()));
      await answered;
      return new Response(
        JSON.stringify({ code: 200, message: 'ok', data: user([{ qty: 5 }]).cart }),
      );
    });
    renderDrawer(user([{ qty: 2 }]));
    const input = screen.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' });
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('link', { name: 'Check Out' }));
    await vi.waitFor(() => expect(sent).toEqual([{ product_id: 15373, quantity: 5 }]));
    // The drawer stays open while the change is under way...
    expect(useDrawerStore.getState().cartOpen).toBe(true);
    answer();
    // ...and closes on the way to checkout once it is answered.
    await vi.waitFor(() => expect(useDrawerStore.getState().cartOpen).toBe(false));
  });

  describe('with a voucher applied at checkout', () => {
    const checks: unknown[] = [];
    const answerChecks = (...answers: (object | { refuse: string })[]) => {
      checks.length = 0;
      const queue = [...answers];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = input instanceof Request ? input : new Request(input, init);
          expect(new URL(request.url).pathname).toBe('/api/users/voucher-check');
          checks.push(JSON.parse(await request.clone().text()));
          const answer = queue.shift() ?? {};
          if ('refuse' in answer) {
            return new Response(
              JSON.stringify({
                code: 422,
                message: answer.refuse,
                data: { errors: { voucher_code: answer.refuse } },
              }),
              { status: 422 },
            );
          }
          return new Response(JSON.stringify({ code: 200, message: 'ok', data: answer }));
        }),
      );
    };
    const remember = (code: string, state: string, userId = 1) =>
      useVoucherStore.getState().remember({ code, userId, isPickup: '0', state });

    it('shows the code and −RM amount, priced by the server for the cart', async () => {
      answerChecks({
        voucher_code: 'SAVE10',
        kind: 'percent_off',
        subtotal: '396.00',
        discount: '39.60',
        shipping_before: '0.00',
        shipping_cap: null,
        shipping: '0.00',
        total: '356.40',
      });
      remember('SAVE10', 'Selangor');
      renderDrawer(user([{ qty: 2 }]));
      expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−RM 39.60');
      expect(screen.getByText('Voucher SAVE10')).toBeVisible();
      expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('RM 396.00');
      expect(screen.getByTestId('cart-shipping')).toHaveTextContent('RM 0.00');
      expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 356.40');
      expect(checks).toEqual([{ voucher_code: 'SAVE10', is_pickup: '0', state: 'Selangor' }]);
    });

    it('strikes the shipping through for free shipping and prices it again when the cart changes', async () => {
      answerChecks(
        {
          voucher_code: 'POSLAJU5',
          kind: 'free_shipping',
          subtotal: '198.00',
          discount: '0.00',
          shipping_before: '20.00',
          shipping_cap: '5.00',
          shipping: '15.00',
          total: '213.00',
        },
        {
          voucher_code: 'POSLAJU5',
          kind: 'free_shipping',
          subtotal: '396.00',
          discount: '0.00',
          shipping_before: '0.00',
          shipping_cap: '5.00',
          shipping: '0.00',
          total: '396.00',
        },
      );
      remember('POSLAJU5', 'Sabah');
      const client = renderDrawer(user([{ qty: 1 }]));
      expect(await screen.findByTestId('cart-shipping')).toHaveTextContent(
        'RM 20.00 RM 15.00 (voucher POSLAJU5)',
      );
      expect(screen.getByLabelText('was RM 20.00').tagName).toBe('S');
      expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 213.00');
      expect(screen.queryByText(/^Voucher/)).toBeNull();

      act(() => client.setQueryData(queryKeys.user, user([{ qty: 2 }])));
      expect(
        await screen.findByText((_, element) => element?.textContent === 'RM 0.00'),
      ).toHaveAttribute('data-testid', 'cart-shipping');
      expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 396.00');
      expect(checks).toHaveLength(2);
    });

    it('drops a code the server no longer accepts, without a word', async () => {
      answerChecks({ refuse: 'Spend RM 102.00 more to use this voucher.' });
      remember('BIGSPEND', 'Selangor');
      renderDrawer(user([{ qty: 1 }]));
      await waitFor(() => expect(useVoucherStore.getState().voucher).toBeNull());
      expect(screen.queryByText(/Voucher|Spend/)).toBeNull();
      expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 198.00');
      expect(checks).toHaveLength(1);
    });

    it("forgets another member's code and asks nothing", async () => {
      answerChecks();
      remember('SAVE10', 'Selangor', 2);
      renderDrawer(user([{ qty: 1 }]));
      await waitFor(() => expect(useVoucherStore.getState().voucher).toBeNull());
      expect(screen.getByTestId('cart-total')).toHaveTextContent('RM 198.00');
      expect(checks).toHaveLength(0);
    });
  });
});
