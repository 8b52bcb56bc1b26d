import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMeta } from './page-meta';
import { absoluteUrl } from './site-origin';

describe('absolute links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("in the browser are built on the page's own address, which the server keeps canonical", () => {
    expect(absoluteUrl('/faq')).toBe(`${window.location.origin}/faq`);
  });

  it('while prerendering are built on the built site address, which the server replaces as it sends the page', () => {
    vi.stubGlobal('window', undefined);
    expect(typeof window).toBe('undefined');
    expect(absoluteUrl('/faq')).toBe('https://public-base-url.invalid/faq');
    const canonical = pageMeta({ title: 'FAQ', description: 'Questions', path: '/faq' }).find(
      (item) => 'rel' in item && item.rel === 'canonical',
    );
    expect(canonical).toMatchObject({ href: 'https://public-base-url.invalid/faq' });
  });
});
