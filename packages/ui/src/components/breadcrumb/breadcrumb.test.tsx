import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('is a named navigation list ending at the current page', async () => {
    const { container } = render(
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Products' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Products')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the given link renderer', () => {
    render(
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'MCT Essentials', href: '/mct/essentials' },
        ]}
        renderLink={({ href, className, children }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByText('MCT Essentials')).toHaveAttribute('aria-current', 'page');
  });
});
