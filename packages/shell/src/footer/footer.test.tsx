import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from '@nyiur/ui';
import type { Locale } from '@nyiur/domain';
import { AppContext } from '../app-link/app-context';
import { InLocale } from '../test/in-locale';
import { NewsletterForm } from './footer';

const renderNewsletter = (locale: Locale) =>
  render(
    <MemoryRouter initialEntries={[locale === 'ms' ? '/ms' : '/']}>
      <AppContext.Provider value="brand">
        <QueryClientProvider client={new QueryClient()}>
          <InLocale locale={locale}>
            <NewsletterForm />
            <Toaster />
          </InLocale>
        </QueryClientProvider>
      </AppContext.Provider>
    </MemoryRouter>,
  );

const region = () => screen.getByRole('region', { name: /Notifications/ });

afterEach(() => act(() => toast.dismiss()));

// An address the contract refuses never leaves the browser, so no server is needed here.
describe('NewsletterForm', () => {
  it("toasts the contract's message for an address that is not one, in English", async () => {
    const user = userEvent.setup();
    renderNewsletter('en');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await within(region()).findByText('Please enter a valid email address.'),
    ).toBeInTheDocument();
  });

  it('toasts it in Malay on a /ms page', async () => {
    const user = userEvent.setup();
    renderNewsletter('ms');
    await user.type(screen.getByLabelText('E-mel'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Langgan' }));
    expect(
      await within(region()).findByText('Sila masukkan alamat e-mel yang sah.'),
    ).toBeInTheDocument();
  });
});
