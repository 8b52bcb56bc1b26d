/**
 * The floor version of a prerendered page: the same HTML and stylesheets with every script
 * removed — script elements (inline, module, JSON-LD), module and script preloads, and inline
 * event handler attributes. What remains is the least any browser must fetch to show the content.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '')
    .replace(
      /<link\b(?=[^>]*\brel\s*=\s*["']?preload["']?)(?=[^>]*\bas\s*=\s*["']?script["']?)[^>]*>/gi,
      '',
    )
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*')/gi, '');
}
