import { describe, expect, it } from 'vitest';
import { moveInlineScripts } from './move-inline-scripts';

describe('moveInlineScripts', () => {
  it('moves classic and module scripts into files in place', () => {
    const page = moveInlineScripts(
      '<head><script>window.ctx = {};</script></head><body><script type="module" async>import "/e.js";</script></body>',
      '/shop-assets/',
    );
    expect(page.scripts.map((script) => script.code)).toEqual([
      'window.ctx = {};',
      'import "/e.js";',
    ]);
    expect(page.html).toBe(
      `<head><script src="/shop-assets/${page.scripts[0]?.fileName}"></script></head>` +
        `<body><script type="module" src="/shop-assets/${page.scripts[1]?.fileName}"></script></body>`,
    );
  });

  it('drops async from moved scripts so hydration finds them', () => {
    const page = moveInlineScripts('<script type="module" async="">go()</script>', '/s/');
    expect(page.html).toBe(`<script type="module" src="/s/${page.scripts[0]?.fileName}"></script>`);
  });

  it('keeps JSON-LD, external and empty scripts', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script><script></script>';
    expect(moveInlineScripts(html, '/s/')).toEqual({ html, scripts: [] });
  });
});
