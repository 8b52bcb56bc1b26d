import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UserData } from '@nyiur/api';
import { AppContext } from '../app-link/app-context';
import { InLocale } from '../test/in-locale';
import { queryKeys } from '../queries/query-keys';
import { useDrawerStore } from '../stores/drawer-store';
import { useSessionStore } from '../stores/session-store';
import { Topbar } from './topbar';

const renderTopbar = (path: string, user?: UserData) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  if (user) {
    client.setQueryData(queryKeys.user, user);
    useSessionStore.getState().signIn({ access_token: 'tok' }, null);
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppContext.Provider value="shop">
        <QueryClientProvider client={client}>
          <InLocale>
            <Topbar />
          </InLocale>
        </QueryClientProvider>
      </AppContext.Provider>
    </MemoryRouter>,
  );
};

afterEach(() => useSessionStore.getState().clear());

const shopper: UserData = {
  id: 1,
  email: 'a@example.com',
  first_name: 'Aina',
  last_name: null,
  shipping_address: null,
  referral_code: null,
  cart: {
    amount: '594.00',
    cart_items: [
      {
        id: 1,
        qty: 3,
        amount: '594.00',
        weight: 480,
        product: { id: 15373, name: 'MCT Essentials', description: '', featured_graphic_url: null },
      },
    ],
  },
};

describe('Topbar', () => {
  it('is black off the hero routes and sends logged-out shoppers to /login', () => {
    renderTopbar('/products');
    expect(screen.getByTestId('topbar')).toHaveAttribute('data-variant', 'black');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('is transparent on / and shows the cart quantity and account link when logged in', () => {
    renderTopbar('/', shopper);
    expect(screen.getByTestId('topbar')).toHaveAttribute('data-variant', 'transparent');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('opens the menus and the cart drawer', async () => {
    renderTopbar('/products');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Get In Touch!' }));
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(nav).getByRole('link', { name: 'Become a lifestyle affiliate' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(useDrawerStore.getState().cartOpen).toBe(true);
  });
});
