import { createHash } from 'node:crypto';

export interface MovedScript {
  /** The file name in the assets folder, derived from the script's content. */
  readonly fileName: string;
  readonly code: string;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const scriptType = (attributes: string): string =>
  /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';

/**
 * Rewrites each inline runnable `<script>` of a page as a `src` reference to a file holding its
 * code, keeping attributes and document order, so the page runs under `script-src 'self'`.
 * Data blocks (JSON-LD) and scripts that already have a `src` are left as they are.
 */
export function moveInlineScripts(
  html: string,
  publicPath: string,
): { html: string; scripts: MovedScript[] } {
  const scripts: MovedScript[] = [];
  const out = html.replace(SCRIPT_TAG, (tag, attributes: string, code: string) => {
    if (/\bsrc\s*=/i.test(attributes) || !RUNNABLE.has(scriptType(attributes))) return tag;
    if (!code.trim()) return tag;
    const fileName = `inline-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
    scripts.push({ fileName, code });
    // React treats `<script async src>` as a hoistable resource and skips it while hydrating,
    // so the moved script must not keep `async` (a module script is deferred anyway).
    const kept = attributes.replace(/\s+async(?:=(?:""|''|"async"))?(?=[\s>]|$)/i, '');
    return `<script${kept} src="${publicPath}${fileName}"></script>`;
  });
  return { html: out, scripts };
}
