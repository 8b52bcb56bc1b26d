import { absoluteUrl } from './site-origin';
import { siteConfig, type CatalogueItem } from '@nyiur/content';
import { sen, toAmountString } from '@nyiur/domain';

/** A schema.org node ready to be serialised into a `application/ld+json` block. */
export type JsonLd = Record<string, unknown>;

/** The brand as an Organization: on every page. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brandName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(siteConfig.logo.onLight.src),
  };
}

/** The page itself, naming the language it is written in. */
export function webPageJsonLd(page: { name: string; url: string; inLanguage: string }): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'WebPage', ...page };
}

/** A product (or combo) with its price in MYR; announced items are marked as pre-order. */
export function productJsonLd(item: CatalogueItem, pagePath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    image: absoluteUrl(item.featuredGraphicUrl),
    sku: String(item.id),
    brand: { '@type': 'Brand', name: siteConfig.brandName },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(pagePath),
      price: toAmountString(sen(item.priceSen)),
      priceCurrency: 'MYR',
      availability: item.sellable ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      areaServed: 'MY',
    },
  };
}

export interface ArticleFacts {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly image: string;
  readonly authorName: string;
  readonly datePublished?: string;
}

/** A blog article. */
export function articleJsonLd(article: ArticleFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.image),
    mainEntityOfPage: absoluteUrl(article.path),
    author: { '@type': 'Person', name: article.authorName },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.brandName,
      logo: absoluteUrl(siteConfig.logo.onLight.src),
    },
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
  };
}
