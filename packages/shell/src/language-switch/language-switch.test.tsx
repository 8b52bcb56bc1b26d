import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { apiClient } from '../api/api-client';
import { LOCALE_COOKIE } from '../i18n/remember-locale';
import { useSessionStore } from '../stores/session-store';
import { InLocale } from '../test/in-locale';
import { LanguageSwitch } from './language-switch';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

const renderAt = (entry: string, locale: 'en' | 'ms') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <InLocale locale={locale}>
        <LanguageSwitch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </InLocale>
    </MemoryRouter>,
  );

/** Records the API calls the page makes: path and JSON body. */
const recordCalls = () => {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return new Response(JSON.stringify({ code: 200, message: '', data: { locale: 'ms' } }));
  });
  return calls;
};

beforeAll(async () => {
  await apiClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('LanguageSwitch', () => {
  it('leads to the same page, query and anchor in Malay, and remembers the choice', async () => {
    renderAt('/order/success?token=abc#items', 'en');
    const link = screen.getByRole('link', { name: 'Bahasa Malaysia' });
    expect(link).toHaveAttribute('href', '/ms/order/success?token=abc#items');
    expect(link).toHaveAttribute('hreflang', 'ms');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/ms/order/success?token=abc#items');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ms`);
  });

  it('on a Malay page, leads back to the English page under its own name', () => {
    renderAt('/ms', 'ms');
    expect(screen.getByRole('navigation', { name: 'Bahasa' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it("saves a signed-in member's choice on the account", async () => {
    const calls = recordCalls();
    useSessionStore.getState().signIn({ access_token: 'tok' }, null);
    renderAt('/account', 'en');
    await userEvent.click(screen.getByRole('link', { name: 'Bahasa Malaysia' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/api/users/locale', body: { locale: 'ms' } });
  });

  it('calls nothing for a shopper who is not signed in', async () => {
    const calls = recordCalls();
    renderAt('/ms/products', 'ms');
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
