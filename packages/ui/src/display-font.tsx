import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/**
 * The heading face's Latin file, the one font a page needs above the fold. The same file the
 * stylesheet names, so the browser fetches it once.
 */
export const DISPLAY_FONT_URL: string = frauncesLatin;

/** For the document head: fetches the heading face with the stylesheet instead of after it. */
export function DisplayFontPreload() {
  return (
    <link
      rel="preload"
      as="font"
      type="font/woff2"
      href={DISPLAY_FONT_URL}
      crossOrigin="anonymous"
    />
  );
}
