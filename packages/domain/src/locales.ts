/** The shop's languages: English at the site's paths, Bahasa Malaysia under `/ms` (issue 49). */
export const LOCALES = ['en', 'ms'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of a language's pages; English has none. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', ms: '/ms' };

/** The BCP 47 tag of each language as the pages declare it (`lang`, `hreflang`, JSON-LD). */
export const LOCALE_TAG: Readonly<Record<Locale, string>> = { en: 'en-MY', ms: 'ms' };

/** Open Graph's form of the same (`og:locale`). */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_MY', ms: 'ms_MY' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

const MALAY = /^\/ms(?=\/|$|[?#])/;

/** The language a site path is in: `/ms` and everything under it is Malay. */
export const localeOfPath = (path: string): Locale => (MALAY.test(path) ? 'ms' : 'en');

/** The path without its language prefix: `/ms/checkout` is `/checkout`, `/ms` is `/`. */
export const withoutLocale = (path: string): string => {
  if (!MALAY.test(path)) return path;
  const rest = path.slice(3);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
};

/**
 * A site path (English or already prefixed) in the given language: `/checkout` in Malay is
 * `/ms/checkout`, `/` is `/ms`. Anything that is not a site path (`https:`, `#top`) is kept.
 */
export const inLocale = (path: string, locale: Locale): string => {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = withoutLocale(path);
  if (locale === 'en') return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `${LOCALE_PREFIX[locale]}${bare.slice(1)}`
    : `${LOCALE_PREFIX[locale]}${bare}`;
};

/** Every path in every language, English first: what the sites prerender and list. */
export const inEveryLocale = (paths: readonly string[]): string[] =>
  LOCALES.flatMap((locale) => paths.map((path) => inLocale(path, locale)));

/**
 * The owner's text (announcement, …) in a page's language: the Malay where the owner wrote it,
 * else the English, so a Malay page is never left blank (issue 49).
 */
export const ownerTextIn = (locale: Locale, english: string, malay: string | null): string =>
  locale === 'ms' && malay !== null && malay.trim() !== '' ? malay : english;
