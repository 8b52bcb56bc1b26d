/**
 * The meta tag of a page for members only: `content` is where a signed-out visitor goes (the
 * login screen), `data-session-key` the localStorage key a signed-in browser holds its session
 * under. The end-of-body file sends a visitor without one there at once, before the page's code
 * has come, instead of showing the page and redirecting once it has hydrated.
 */
export const MEMBERS_ONLY_META = 'nyiur:members-only';
