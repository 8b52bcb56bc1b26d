import { MEMBERS_ONLY_GUARD } from '@nyiur/domain';

/** The members-only guard as the build writes it, inline at the top of the page's head. */
const GUARD_ELEMENT = `<script>${MEMBERS_ONLY_GUARD}</script>`;
const GUARD_PLACEHOLDER = '\u0000members-only-guard\u0000';

/**
 * The floor version of a prerendered page: the same HTML and stylesheets with every script
 * removed — script elements (inline, module, JSON-LD), module and script preloads, and inline
 * event handler attributes. What remains is the least any browser must fetch to show the content.
 *
 * One script stays: the members-only guard of a page for members (`/account`, `/checkout`),
 * which sends a visitor without a stored session to `/login` as soon as the HTML arrives. It is
 * not the page's code but where the page is: a visitor without a session never sees the members'
 * page, with or without scripts, so its floor is the same move to the sign-in page's floor.
 */
export function stripScripts(html: string): string {
  return html
    .split(GUARD_ELEMENT)
    .join(GUARD_PLACEHOLDER)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '')
    .replace(
      /<link\b(?=[^>]*\brel\s*=\s*["']?preload["']?)(?=[^>]*\bas\s*=\s*["']?script["']?)[^>]*>/gi,
      '',
    )
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*')/gi, '')
    .split(GUARD_PLACEHOLDER)
    .join(GUARD_ELEMENT);
}
