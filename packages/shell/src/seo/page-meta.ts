import { absoluteUrl } from './site-origin';
import { siteConfig } from '@nyiur/content';
import type { MetaDescriptor } from 'react-router';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_TAG,
  OG_LOCALE,
  inLocale,
  localeOfPath,
  type Locale,
} from '@nyiur/domain';
import { organizationJsonLd, webPageJsonLd, type JsonLd } from './json-ld';

export interface PageSeo {
  /** The page title; the brand name is appended unless the title already names it. */
  readonly title: string;
  readonly description: string;
  /** Site path of the page, used for the canonical URL. */
  readonly path: string;
  /** Share image (site path); the brand's share image when absent. */
  readonly image?: {
    readonly src: string;
    readonly width: number;
    readonly height: number;
    readonly alt: string;
  };
  readonly type?: 'website' | 'article' | 'product';
  /** Extra JSON-LD nodes besides the Organization every page carries. */
  readonly jsonLd?: readonly JsonLd[];
  readonly noIndex?: boolean;
  readonly keywords?: string | readonly string[];
  /** The page's language; English when absent. `path` is the English path either way. */
  readonly locale?: Locale;
}

/** What a route's meta function is told of the page's place: its location. */
export interface MetaPlace {
  readonly location: { readonly pathname: string };
}

/** The language of the page a meta function describes, from its location. */
export const metaLocale = ({ location }: MetaPlace): Locale => localeOfPath(location.pathname);

/** The page in every language and the English page as the default, as `<link rel=alternate>`. */
export const languageAlternates = (path: string): MetaDescriptor[] => [
  ...LOCALES.map((locale) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: LOCALE_TAG[locale],
    href: absoluteUrl(inLocale(path, locale)),
  })),
  { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
];

/** Title, description, canonical URL, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.title.includes(siteConfig.brandName)
    ? seo.title
    : `${seo.title} | ${siteConfig.brandName}`;
  const locale = seo.locale ?? DEFAULT_LOCALE;
  const url = absoluteUrl(inLocale(seo.path, locale));
  // Facebook, WhatsApp and LinkedIn preview raster images only: an SVG gives way to the site's card.
  const image = seo.image && !seo.image.src.endsWith('.svg') ? seo.image : siteConfig.shareImage;
  const imageUrl = absoluteUrl(image.src);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(seo.path),
    { name: 'robots', content: seo.noIndex ? 'noindex, follow' : 'index, follow' },
    { property: 'og:site_name', content: siteConfig.brandName },
    { property: 'og:type', content: seo.type === 'article' ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    ...(image.src.endsWith('.png') ? [{ property: 'og:image:type', content: 'image/png' }] : []),
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[other],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    { 'script:ld+json': organizationJsonLd() },
    { 'script:ld+json': webPageJsonLd({ name: title, url, inLanguage: LOCALE_TAG[locale] }) },
    ...(seo.jsonLd ?? []).map((node) => ({
      'script:ld+json':
        node['@type'] === 'Article' ? { ...node, inLanguage: LOCALE_TAG[locale] } : node,
    })),
  ];
  const keywords = typeof seo.keywords === 'string' ? seo.keywords : seo.keywords?.join(', ');
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  return meta;
}
