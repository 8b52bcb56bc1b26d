import { createHash } from 'node:crypto';

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

/**
 * Moves every inline executable `<script>` of a page into a file of its own and points the tag at
 * it, keeping its attributes and its place in the document (so execution order is unchanged).
 * Data blocks such as `application/ld+json` stay inline. The pages then run under a CSP of
 * `script-src 'self'` with no nonce and no hash.
 */
export function externaliseInlineScripts(html: string, publicDir: string): ExternalisedPage {
  const scripts: ExternalScript[] = [];
  const rewritten = html.replace(SCRIPT, (tag, attributes: string, code: string) => {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPES.has(typeOf(attributes))) return tag;
    if (code.trim() === '') return tag;
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    const fileName = `inline-${hash}.js`;
    scripts.push({ fileName, code });
    // React 19 treats `<script async src>` as a hoistable resource and skips it while hydrating,
    // which would no longer line up with the inline script React rendered there. A module script
    // without `async` is deferred instead: it still runs after the classic scripts before it.
    const kept =
      typeOf(attributes) === 'module'
        ? attributes.replace(/\sasync(=(""|''|"async"))?(?=[\s>]|$)/i, '')
        : attributes;
    return `<script${kept} src="${publicDir}${fileName}"></script>`;
  });
  return { html: rewritten, scripts };
}
