/**
 * The meta tag of a page for members only: `content` names where a signed-out visitor goes (the
 * login screen), for a reader of the page; the guard carries the same path itself, since the CSP
 * allows it by the hash of its fixed text. The build puts the members-only guard (`MEMBERS_ONLY_GUARD` of `@nyiur/domain`)
 * inline at the top of such a page's head, so a visitor without a stored session is sent there as
 * soon as the HTML arrives, instead of loading the page and redirecting once it has hydrated.
 */
export const MEMBERS_ONLY_META = 'nyiur:members-only';
