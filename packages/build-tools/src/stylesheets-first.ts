const HEAD = /<head\b[^>]*>[\s\S]*?<\/head>/i;
const STYLESHEET = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*>/gi;
const VIEWPORT = /<meta\b[^>]*\bname=["']?viewport\b[^>]*>/i;

/**
 * Moves a page's stylesheet links to the top of its head, right after the viewport meta (or the
 * head's start). React writes the head's hoisted tags (meta, title, and one module preload per
 * script) before the tags it renders in place, so the stylesheet, which holds back the first
 * paint, used to be asked for after some fifteen scripts; on a phone those take the few
 * connections first. React hydrates the head leniently, skipping tags it does not expect, and
 * the stylesheets keep their order among the tags it renders in place, so hydration is unchanged.
 */
export function stylesheetsFirst(html: string): string {
  return html.replace(HEAD, (head) => {
    const sheets = head.match(STYLESHEET);
    if (!sheets) return head;
    const rest = head.replace(STYLESHEET, '');
    const viewport = VIEWPORT.exec(rest);
    const at = viewport ? viewport.index + viewport[0].length : rest.indexOf('>') + 1;
    return rest.slice(0, at) + sheets.join('') + rest.slice(at);
  });
}
