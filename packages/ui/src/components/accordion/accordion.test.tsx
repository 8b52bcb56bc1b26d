import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Accordion } from './accordion';
import type { AccordionItem } from './accordion';

const items: AccordionItem[] = [
  {
    id: 'use',
    title: 'Recommended Use',
    content: <p>One to two sachets a day in 250 ml water.</p>,
  },
  { id: 'ingredients', title: 'Ingredients', content: <p>Coconut MCT powder, lemon.</p> },
  { id: 'facts', title: 'Supplement Facts', content: <p>Serving size 5 g.</p> },
];

describe('Accordion', () => {
  it('renders buttons inside headings, all closed', async () => {
    const { container } = render(<Accordion items={items} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Recommended Use' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended Use' })).toContainElement(
      button,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('toggles with Enter and moves with arrow keys', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const use = screen.getByRole('button', { name: 'Recommended Use' });
    await user.tab();
    expect(use).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(use).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One to two sachets a day in 250 ml water.')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Ingredients' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Supplement Facts' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Supplement Facts' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(use).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open single item again (collapsible)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultValue="use" />);
    const use = screen.getByRole('button', { name: 'Recommended Use' });
    expect(use).toHaveAttribute('aria-expanded', 'true');
    await user.click(use);
    expect(use).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several open in multiple mode', async () => {
    const user = userEvent.setup();
    render(<Accordion type="multiple" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Recommended Use' }));
    await user.click(screen.getByRole('button', { name: 'Ingredients' }));
    expect(screen.getByRole('button', { name: 'Recommended Use' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ingredients' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('prerenders every answer, the closed ones hidden, each region named by its button', () => {
    const html = renderToString(<Accordion items={items} defaultValue="use" />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const regions = page.querySelectorAll('[role="region"]');
    expect(regions).toHaveLength(3);
    expect([...regions].map((region) => region.hasAttribute('hidden'))).toEqual([
      false,
      true,
      true,
    ]);
    expect(page.textContent).toContain('Serving size 5 g.');
    const button = page.querySelector('button')!;
    expect(regions[0]!.getAttribute('aria-labelledby')).toBe(button.id);
    expect(button.getAttribute('aria-controls')).toBe(regions[0]!.id);
  });

  it('wraps with the arrow keys and skips a disabled item', async () => {
    const user = userEvent.setup();
    render(
      <Accordion
        items={[...items, { id: 'soon', title: 'Coming soon', content: null, disabled: true }]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Recommended Use' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Supplement Facts' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Recommended Use' })).toHaveFocus();
    await user.keyboard('{End}{Home}');
    expect(screen.getByRole('button', { name: 'Recommended Use' })).toHaveFocus();
  });

  it('keeps the open item open when a single accordion is not collapsible', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultValue="use" collapsible={false} />);
    const use = screen.getByRole('button', { name: 'Recommended Use' });
    await user.click(use);
    expect(use).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Ingredients' }));
    expect(use).toHaveAttribute('aria-expanded', 'false');
  });
});
