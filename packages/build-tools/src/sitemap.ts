import { LOCALE_TAG, LOCALES, inLocale } from '@nyiur/domain';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A sitemap of absolute URLs for the given site paths (each starting with `/`, in English): each
 * page in every language, each naming its other languages and the English page as x-default.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urlOf = (path: string) => escapeXml(base + path);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAG[locale]}" href="${urlOf(inLocale(path, locale))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(path)}"/>`,
    ];
    return LOCALES.map((locale) =>
      [`  <url><loc>${urlOf(inLocale(path, locale))}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable except private shop screens; points at the sitemap. */
export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
