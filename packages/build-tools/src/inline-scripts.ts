import { createHash } from 'node:crypto';
import { MEMBERS_ONLY_GUARD } from '@nyiur/domain';
import { MEMBERS_ONLY_META } from './members-only';

/** A script body moved out of the HTML into its own file. */
export interface ExternalScript {
  /** File name inside the assets folder, named after the hash of its code. */
  readonly fileName: string;
  readonly code: string;
}

export interface ExternalisedPage {
  readonly html: string;
  readonly scripts: readonly ExternalScript[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const typeOf = (attributes: string): string =>
  /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';

const fileFor = (code: string): ExternalScript => ({
  fileName: `inline-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`,
  code,
});

/**
 * What may stand after a page's last visible content: scripts, React's `<template>` markers and
 * comments, and the hidden `<div>`s that hold its streamed data.
 */
const INVISIBLE_TAIL =
  /^(\s|<script\b[^>]*>(?:(?!<\/script>)[\s\S])*<\/script>|<template\b[^>]*><\/template>|<!--[\s\S]*?-->|<div hidden\b[^>]*>|<\/div>)*<\/body>/i;

interface InlineScript {
  readonly start: number;
  readonly end: number;
  readonly attributes: string;
  readonly code: string;
  readonly classic: boolean;
}

/**
 * Moves every inline executable `<script>` of a page into a file and points the tag at it,
 * keeping its attributes and its place in the document. Data blocks such as
 * `application/ld+json` stay inline. The pages then run under a CSP of `script-src 'self'` with
 * no nonce and no hash.
 *
 * Each module script gets a file of its own (modules run after the page is parsed, in order,
 * wherever they stand). The classic scripts at the very end of the body, after the last visible
 * content (React Router's data and React's markers), share one file, loaded where the last of
 * them stands: they run in the same order as before, before any module, and a phone makes one
 * request for them instead of six. Their earlier tags stay in place, empty, so the markup React
 * hydrates is unchanged. A classic script with visible content after it keeps its own file and
 * place, so it still runs before that content is shown.
 */
export function externaliseInlineScripts(html: string, publicDir: string): ExternalisedPage {
  const inline: InlineScript[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [tag, attributes = '', code = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPES.has(typeOf(attributes))) continue;
    if (code.trim() === '') continue;
    const start = match.index;
    inline.push({
      start,
      end: start + tag.length,
      attributes,
      code,
      classic: typeOf(attributes) !== 'module',
    });
  }
  const tail = inline.filter(
    (script) => script.classic && INVISIBLE_TAIL.test(html.slice(script.start)),
  );
  const shared = tail.length > 1 ? fileFor(tail.map((script) => script.code).join('\n;\n')) : null;
  const last = tail.at(-1);

  const scripts: ExternalScript[] = [];
  let rewritten = '';
  let from = 0;
  for (const script of inline) {
    rewritten += html.slice(from, script.start);
    from = script.end;
    if (shared && tail.includes(script)) {
      if (script === last) scripts.push(shared);
      rewritten +=
        script === last
          ? `<script${script.attributes} src="${publicDir}${shared.fileName}"></script>`
          : `<script${script.attributes}></script>`;
      continue;
    }
    const file = fileFor(script.code);
    scripts.push(file);
    // React 19 treats `<script async src>` as a hoistable resource and skips it while hydrating,
    // which would no longer line up with the inline script React rendered there. A module script
    // without `async` is deferred instead: it still runs after the classic scripts before it.
    const kept = script.classic
      ? script.attributes
      : script.attributes.replace(/\sasync(=(""|''|"async"))?(?=[\s>]|$)/i, '');
    rewritten += `<script${kept} src="${publicDir}${file.fileName}"></script>`;
  }
  rewritten += html.slice(from);
  return { html: rewritten, scripts };
}

const MEMBERS_ONLY_TAG = new RegExp(`<meta\\b[^>]*\\bname="${MEMBERS_ONLY_META}"`, 'i');
const HEAD_START = /<head\b[^>]*>(\s*<meta\b[^>]*\bcharset\b[^>]*>)?/i;
const FONT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/gi;

/**
 * A page for members only (it carries the {@link MEMBERS_ONLY_META} tag) gets the members-only
 * guard inline as the first script of its head, right after the charset: a visitor with no stored
 * session is sent to the login screen as soon as the HTML arrives, before the page's stylesheet,
 * font and scripts are asked for. The server's CSP allows this one inline script by its hash. It
 * runs after {@link externaliseInlineScripts}, which would otherwise move it into a file.
 *
 * Such a page also drops its font preload. The browser's preload scanner reads ahead of the guard,
 * so a signed-out visitor started the font's download, the move to the login screen cut it off,
 * and the login screen downloaded the whole font again (71.5 KB of fonts on `/checkout` where
 * every other page has 35.8). A member still gets the font from the stylesheet, where the
 * display face's fallback metrics keep its swap from moving the page.
 */
export function guardMembersOnly(html: string): string {
  if (!MEMBERS_ONLY_TAG.test(html)) return html;
  return html
    .replace(FONT_PRELOAD, '')
    .replace(HEAD_START, (head) => `${head}<script>${MEMBERS_ONLY_GUARD}</script>`);
}
