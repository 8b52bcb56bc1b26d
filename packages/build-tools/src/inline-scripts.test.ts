import { describe, expect, it } from 'vitest';
import { externaliseInlineScripts } from './inline-scripts';

describe('externaliseInlineScripts', () => {
  it('moves classic and module scripts out, in place, keeping attributes but async', () => {
    const html =
      '<head><script>window.a = 1;</script></head><body><p>x</p>' +
      '<script type="module" async="">import "/b.js";</script></body>';
    const page = externaliseInlineScripts(html, '/brand-assets/');
    expect(page.scripts).toHaveLength(2);
    expect(page.scripts[0]?.code).toBe('window.a = 1;');
    expect(page.html).toBe(
      `<head><script src="/brand-assets/${page.scripts[0]?.fileName}"></script></head><body><p>x</p>` +
        `<script type="module" src="/brand-assets/${page.scripts[1]?.fileName}"></script></body>`,
    );
    expect(page.html).not.toContain('window.a');
  });

  it('leaves JSON-LD, external and empty scripts alone', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script src="/x.js"></script><script></script>';
    const page = externaliseInlineScripts(html, '/a/');
    expect(page.scripts).toHaveLength(0);
    expect(page.html).toBe(html);
  });

  it('names files by content so identical scripts share one file', () => {
    const page = externaliseInlineScripts('<script>go()</script><script>go()</script>', '/a/');
    expect(page.scripts[0]?.fileName).toMatch(/^inline-[0-9a-f]{16}\.js$/);
    expect(page.scripts[0]?.fileName).toBe(page.scripts[1]?.fileName);
  });
});
