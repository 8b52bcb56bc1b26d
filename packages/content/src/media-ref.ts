/**
 * Every image in this package lives under `packages/content/media/` and is exported as
 * `@nyiur/content/media/*`. Records hold the URL the site serves it at: the apps and the server
 * expose that folder under {@link MEDIA_URL_PREFIX}.
 */
export const MEDIA_URL_PREFIX = '/media/';

/** An image with the size of the slot it is drawn for (prevents layout shift). */
export interface MediaRef {
  /** Site URL, always `/media/<folder>/<file>.svg`. */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** The site URL of a file inside `packages/content/media/`, e.g. `products/essentials-box.svg`. */
export function mediaUrl(file: string): string {
  return `${MEDIA_URL_PREFIX}${file}`;
}

/** The path of a media URL relative to `packages/content/media/`, or null for foreign URLs. */
export function mediaFileOf(src: string): string | null {
  return src.startsWith(MEDIA_URL_PREFIX) ? src.slice(MEDIA_URL_PREFIX.length) : null;
}

export function media(file: string, alt: string, width: number, height: number): MediaRef {
  return { src: mediaUrl(file), alt, width, height };
}
