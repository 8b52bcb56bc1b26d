import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/**
 * The heading face's Latin file, the one font a page needs above the fold: the apps preload it so
 * it arrives with the stylesheet instead of after it. The same file the stylesheet names, so the
 * browser fetches it once.
 */
export const DISPLAY_FONT_URL: string = frauncesLatin;
