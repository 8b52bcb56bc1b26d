import { render } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { CartIcon, CloseIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology and follow the text colour', async () => {
    const { container } = render(
      <p>
        <CartIcon /> Cart <CloseIcon className="extra" />
      </p>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
    }
    expect(svgs[1]).toHaveClass('extra');
    expect(await axeViolations(container)).toEqual([]);
  });
});
