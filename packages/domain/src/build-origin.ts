/**
 * The origin the prerendered pages are built on (canonical, Open Graph, JSON-LD, share links,
 * sitemap). It names no real host (`.invalid` never resolves): the server replaces it with its
 * PUBLIC_BASE_URL in every file it sends, so a shop's pages only ever name the shop's own address.
 */
export const BUILD_ORIGIN = 'https://public-base-url.invalid';
