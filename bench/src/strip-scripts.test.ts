import { describe, expect, it } from 'vitest';
import { MEMBERS_ONLY_GUARD } from '@nyiur/domain';
import { stripScripts } from './strip-scripts';

const page = `<!DOCTYPE html><html lang="en"><head>
<meta charset="utf-8"><title>Home</title>
<link rel="modulepreload" href="/assets/entry.client-abc.js"/>
<link rel="preload" as="script" href="/assets/chunk.js">
<link rel="stylesheet" href="/assets/root-abc.css"/>
<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><main><h1 onclick="go()">MCT</h1><img src="/media/box.svg" alt="Box"></main>
<script>window.__reactRouterContext = {"x":"</p>"};</script>
<script type="module" async="">import "/assets/entry.client-abc.js";</script>
<script src="/assets/x.js" />
</body></html>`;

describe('stripScripts', () => {
  const floor = stripScripts(page);

  it('removes every script element, script preload and event handler', () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('modulepreload');
    expect(floor).not.toContain('as="script"');
    expect(floor).not.toContain('onclick');
  });

  it('keeps the content, the stylesheets and the font preloads', () => {
    expect(floor).toContain('<link rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(floor).toContain('as="font"');
    expect(floor).toContain('<h1>MCT</h1>');
    expect(floor).toContain('<img src="/media/box.svg" alt="Box">');
  });

  it('keeps only the members-only guard of a page for members, which sends a visitor without a session to /login', () => {
    const members = page.replace(
      '<meta charset="utf-8">',
      `<meta charset="utf-8"><script>${MEMBERS_ONLY_GUARD}</script>`,
    );
    const guarded = stripScripts(members);
    expect(guarded).toContain(`<script>${MEMBERS_ONLY_GUARD}</script>`);
    expect(guarded.match(/<script/gi)).toHaveLength(1);
    expect(MEMBERS_ONLY_GUARD).toContain('"/login")');
  });
});
