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

/**
 * Starts the page's code once the prerendered page is on screen (appended to the end-of-body
 * file): once the browser reports the page's largest paint, or where it does not report one, two
 * frames after the first (a quarter of a second later still if it could have reported one). The
 * code's requests then never share the page's path to its largest paint, which a phone's
 * Lighthouse run counted whenever they started a moment before that paint was shown. Until then
 * the module scripts wait in `data-src`, their preloads in `data-modulepreload`: a phone spends its first round trips on the stylesheet, the font and the
 * hero image, and paints as soon as they are in; the code (which only makes the page
 * interactive: everything on screen is already in the HTML) comes right after. A page opened in a
 * background tab, where no frame is painted, starts its code at once.
 *
 * A button tapped before the code has come (Add to Cart, a question of the FAQ, the menu) is not
 * lost: the tap is held, and once the page has hydrated the shell hands React the fields typed
 * into meanwhile and calls `window.__nyiurReplayTaps()`, which taps each held button again (once,
 * however often it was tapped) and sends a form submitted with Enter (not twice when its button
 * was tapped too). Links work as plain links meanwhile. `window.__nyiurHeldIn(node)` tells whether
 * a held tap or form lies inside a node: a part whose code loads on first use (a form) loads it
 * at once when one does.
 */
export const START_AFTER_FIRST_PAINT = `(function () {
  var waiting = document.querySelectorAll('script[type="module"][data-src]');
  if (waiting.length === 0) return;
  var held = [];
  function hold(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(button) === -1) held.push(button);
  }
  var forms = [];
  function holdSubmit(event) {
    event.preventDefault();
    if (forms.indexOf(event.target) === -1) forms.push(event.target);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', holdSubmit, true);
  window.__nyiurHeldIn = function (node) {
    for (var i = 0; i < held.length; i++) if (node.contains(held[i])) return true;
    for (var j = 0; j < forms.length; j++) if (node.contains(forms[j])) return true;
    return false;
  };
  window.__nyiurReplayTaps = function () {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', holdSubmit, true);
    var taps = held;
    var sent = forms;
    held = [];
    forms = [];
    for (var i = 0; i < taps.length; i++) if (taps[i].isConnected) taps[i].click();
    for (var k = 0; k < sent.length; k++) {
      var tapped = false;
      for (var t = 0; t < taps.length; t++) if (taps[t].form === sent[k]) tapped = true;
      if (!tapped && sent[k].isConnected && sent[k].requestSubmit) sent[k].requestSubmit();
    }
  };
  // Each element put in the head starts a request, which takes a phone a few milliseconds; a page
  // names up to twenty files, so they go in a few at a time, a task each, the module script last.
  // A page in a background tab puts them all in at once: its timers wait a second each there.
  var PER_TASK = 4;
  function start(atOnce) {
    var nodes = [];
    for (var i = 0; i < waiting.length; i++) {
      var preloads = (waiting[i].getAttribute('data-modulepreload') || '').split(' ');
      for (var j = 0; j < preloads.length; j++) {
        if (!preloads[j]) continue;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = preloads[j];
        nodes.push(link);
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.src = waiting[i].getAttribute('data-src');
      nodes.push(script);
    }
    (function next() {
      var batch = nodes.splice(0, atOnce ? nodes.length : PER_TASK);
      for (var n = 0; n < batch.length; n++) document.head.appendChild(batch[n]);
      if (nodes.length) setTimeout(next, 0);
    })();
  }
  var started = false;
  function go() {
    if (started) return;
    started = true;
    setTimeout(function () { start(false); }, 0);
  }
  if (document.visibilityState !== 'visible') return start(true);
  var kinds = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var reported = Boolean(kinds) && kinds.indexOf('largest-contentful-paint') !== -1;
  if (reported) {
    var largest = new PerformanceObserver(function () {
      largest.disconnect();
      go();
    });
    largest.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () { setTimeout(go, reported ? 250 : 0); });
  });
})();`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

export interface ExternaliseOptions {
  /**
   * Hold the page's module scripts and their preloads back until the first frame is painted
   * ({@link START_AFTER_FIRST_PAINT}); only on pages whose end-of-body scripts share a file.
   */
  readonly startAfterFirstPaint?: boolean;
}

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
 *
 * With `startAfterFirstPaint`, the module scripts and the module preloads wait for the first
 * painted frame (see {@link START_AFTER_FIRST_PAINT}); the module tags stay where React rendered
 * them, empty, so hydration still finds the markup it rendered.
 */
export function externaliseInlineScripts(
  html: string,
  publicDir: string,
  options: ExternaliseOptions = {},
): ExternalisedPage {
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
  const afterPaint =
    options.startAfterFirstPaint === true &&
    tail.length > 1 &&
    inline.some((script) => !script.classic);
  const tailCode = tail.map((script) => script.code);
  if (afterPaint) tailCode.push(START_AFTER_FIRST_PAINT);
  const shared = tail.length > 1 ? fileFor(tailCode.join('\n;\n')) : null;
  const last = tail.at(-1);
  let preloads = afterPaint
    ? [...html.matchAll(MODULE_PRELOAD)].map((link) => /\bhref="([^"]+)"/.exec(link[0])?.[1] ?? '')
    : [];

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
    if (afterPaint && !script.classic) {
      const preload = preloads.filter(Boolean).join(' ');
      preloads = [];
      rewritten += `<script${kept} data-src="${publicDir}${file.fileName}" data-modulepreload="${preload}"></script>`;
      continue;
    }
    rewritten += `<script${kept} src="${publicDir}${file.fileName}"></script>`;
  }
  rewritten += html.slice(from);
  if (afterPaint) rewritten = rewritten.replace(MODULE_PRELOAD, '');
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
