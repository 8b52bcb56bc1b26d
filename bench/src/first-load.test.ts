import { describe, expect, it } from 'vitest';
import { firstLoadScriptsOf } from './first-load';

describe('firstLoadScriptsOf', () => {
  it('names script sources, module preloads and inline imports once each, in order', () => {
    const html = [
      '<link rel="stylesheet" href="/a.css"/>',
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<link rel="preload" as="font" href="/assets/font.woff2"/>',
      '<link rel="modulepreload" href="/assets/root.js"/>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="module" src="/assets/inline-1.js"></script>',
      '<script type="module">import("/assets/entry.js");import("/assets/route.js")</script>',
    ].join('');
    expect(firstLoadScriptsOf(html)).toEqual([
      '/assets/entry.js',
      '/assets/root.js',
      '/assets/inline-1.js',
      '/assets/route.js',
    ]);
  });

  it('finds nothing in a page without scripts', () => {
    expect(firstLoadScriptsOf('<html><body><p>Floor</p></body></html>')).toEqual([]);
  });
});
