import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppContext } from './app-context';
import { AppLink, isOwnPath } from './app-link';

describe('AppLink', () => {
  it('knows which paths belong to which app', () => {
    expect(isOwnPath('/products', 'shop')).toBe(true);
    expect(isOwnPath('/mct/essentials?x=1', 'shop')).toBe(true);
    expect(isOwnPath('/contact', 'shop')).toBe(false);
    expect(isOwnPath('/contact', 'brand')).toBe(true);
    expect(isOwnPath('https://example.com/products', 'shop')).toBe(false);
  });

  it('renders router links for own paths and plain anchors for the other app', async () => {
    render(
      <MemoryRouter>
        <AppContext.Provider value="shop">
          <AppLink to="/products">Products</AppLink>
          <AppLink to="/contact">Contact</AppLink>
        </AppContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    // A router link marks itself as such through its click handling; a plain anchor has none.
    expect(screen.getByRole('link', { name: 'Products' }).dataset.discover).toBe('true');
    expect(screen.getByRole('link', { name: 'Contact' }).dataset.discover).toBeUndefined();
  });
});
