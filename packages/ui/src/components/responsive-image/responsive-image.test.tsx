import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('always sets width and height and loads lazily by default', async () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/essentials-800.png"
        srcSet="/images/essentials-400.png 400w, /images/essentials-800.png 800w"
        sizes="(max-width: 768px) 100vw, 50vw"
        alt="A box of MCT Essentials"
        width={800}
        height={600}
      />,
    );
    const img = screen.getByRole('img', { name: 'A box of MCT Essentials' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 50vw');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads eagerly with high priority when priority is set', () => {
    render(
      <ResponsiveImage src="/banner.png" alt="Coconut grove" width={1600} height={700} priority />,
    );
    const img = screen.getByRole('img', { name: 'Coconut grove' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('wraps alternative sources in a picture', () => {
    const { container } = render(
      <ResponsiveImage
        src="/banner.png"
        alt=""
        width={1600}
        height={700}
        sources={[{ srcSet: '/banner.avif', type: 'image/avif' }]}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(container.querySelector('picture > img')).toHaveAttribute('alt', '');
  });
});
