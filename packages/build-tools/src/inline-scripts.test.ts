import { describe, expect, it } from 'vitest';
import { MEMBERS_ONLY_GUARD } from '@nyiur/domain';
import { externaliseInlineScripts, guardMembersOnly } from './inline-scripts';

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

  it('puts the classic scripts after the last visible content in one file, where the last stood', () => {
    const html =
      '<head><script>window.early = 1;</script></head><body><p>shown</p>' +
      '<script>window.a = 1;</script><script type="module">import "/m.js";</script>' +
      '<!--$?--><template id="B:0"></template><!--/$-->' +
      '<script id="_R_">window.b = 2;</script><div hidden id="S:0"><script>window.c = 3;</script></div>' +
      '<script>window.d = 4;</script></body>';
    const page = externaliseInlineScripts(html, '/a/');
    const [early, module, tail] = page.scripts;
    expect(page.scripts).toHaveLength(3);
    expect(early?.code).toBe('window.early = 1;');
    expect(module?.code).toBe('import "/m.js";');
    expect(tail?.code).toBe('window.a = 1;\n;\nwindow.b = 2;\n;\nwindow.c = 3;\n;\nwindow.d = 4;');
    expect(page.html).toBe(
      `<head><script src="/a/${early?.fileName}"></script></head><body><p>shown</p>` +
        `<script></script><script type="module" src="/a/${module?.fileName}"></script>` +
        '<!--$?--><template id="B:0"></template><!--/$-->' +
        '<script id="_R_"></script><div hidden id="S:0"><script></script></div>' +
        `<script src="/a/${tail?.fileName}"></script></body>`,
    );
  });

  it('keeps a classic script with visible content after it in its own file and place', () => {
    const html =
      '<body><script>window.a = 1;</script><p>shown</p><script>window.b = 2;</script></body>';
    const page = externaliseInlineScripts(html, '/a/');
    expect(page.scripts.map((script) => script.code)).toEqual(['window.a = 1;', 'window.b = 2;']);
    expect(page.html).toBe(
      `<body><script src="/a/${page.scripts[0]?.fileName}"></script><p>shown</p>` +
        `<script src="/a/${page.scripts[1]?.fileName}"></script></body>`,
    );
  });
});

describe('the members-only guard in the built page', () => {
  const members =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>My Account</title>' +
    '<meta name="nyiur:members-only" content="/login"/><link rel="stylesheet" href="/s.css"/>' +
    '</head><body><p>x</p><script>window.a = 1;</script><script>window.b = 2;</script></body></html>';

  it('stands inline right after the charset, before the stylesheet, on a members-only page', () => {
    // As the build runs them: the page's scripts are moved into files first, then the guard goes in.
    const page = externaliseInlineScripts(members, '/shop-assets/');
    const html = guardMembersOnly(page.html);
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><script>${MEMBERS_ONLY_GUARD}</script><title>`,
    );
    expect(html.indexOf(MEMBERS_ONLY_GUARD)).toBeLessThan(html.indexOf('/s.css'));
    // It is the only inline script: the page's own scripts still go to files.
    expect(html).not.toContain('window.a');
    expect(page.scripts.some((script) => script.code.includes(MEMBERS_ONLY_GUARD))).toBe(false);
  });

  it('takes the font preload off a members-only page, not off any other', () => {
    const font =
      '<link rel="preload" as="font" type="font/woff2" href="/shop-assets/f.woff2" crossorigin="anonymous"/>';
    const withFont = members.replace('<title>', `${font}<title>`);
    const guarded = guardMembersOnly(withFont);
    expect(guarded).not.toContain('f.woff2');
    expect(guarded).toContain('<link rel="stylesheet" href="/s.css"/>');
    const open = withFont.replace('<meta name="nyiur:members-only" content="/login"/>', '');
    expect(guardMembersOnly(open)).toContain(font);
  });

  it('is left off every other page', () => {
    const open = members.replace('<meta name="nyiur:members-only" content="/login"/>', '');
    expect(guardMembersOnly(open)).toBe(open);
    expect(guardMembersOnly(externaliseInlineScripts(open, '/shop-assets/').html)).not.toContain(
      MEMBERS_ONLY_GUARD,
    );
  });
});
