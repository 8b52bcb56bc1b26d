import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LOCALE_COOKIE } from '../i18n/remember-locale';
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
});
