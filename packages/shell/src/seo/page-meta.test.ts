import { combos, products, siteConfig } from '@nyiur/content';
import { describe, expect, it } from 'vitest';
import { articleJsonLd, productJsonLd } from './json-ld';
import { pageMeta } from './page-meta';

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;

describe('pageMeta', () => {
  const meta = pageMeta({ title: 'Contact', description: 'Talk to us.', path: '/contact' });

  it('gives title, description and an absolute canonical URL', () => {
    expect(meta).toContainEqual({ title: `Contact | ${siteConfig.brandName}` });
    const named = pageMeta({
      title: `${siteConfig.brandName} | Home`,
      description: 'd',
      path: '/',
    });
    expect(named).toContainEqual({ title: `${siteConfig.brandName} | Home` });
    expect(find(meta, 'name', 'description')?.content).toBe('Talk to us.');
    expect(find(meta, 'rel', 'canonical')?.href).toBe(
      new URL('/contact', window.location.origin).toString(),
    );
  });

  it('gives Open Graph and Twitter tags with an absolute image', () => {
    expect(find(meta, 'property', 'og:url')?.content).toBe(
      new URL('/contact', window.location.origin).toString(),
    );
    expect(String(find(meta, 'property', 'og:image')?.content)).toMatch(/^https?:\/\//);
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('previews a raster image: an SVG gives way to the site share card', () => {
    const svg = pageMeta({
      title: 'x',
      description: 'y',
      path: '/x',
      image: { src: '/media/blog/x.svg', width: 1200, height: 630, alt: 'x' },
    });
    expect(find(svg, 'property', 'og:image')?.content).toBe(
      new URL(siteConfig.shareImage.src, window.location.origin).toString(),
    );
    const png = pageMeta({
      title: 'x',
      description: 'y',
      path: '/x',
      image: { src: '/media/share/x.png', width: 1200, height: 630, alt: 'x' },
    });
    expect(find(png, 'property', 'og:image')?.content).toBe(
      new URL('/media/share/x.png', window.location.origin).toString(),
    );
    expect(find(png, 'property', 'og:image:type')?.content).toBe('image/png');
  });

  it('always carries the Organization node and the page in its language, then the page nodes', () => {
    const nodes = meta.filter((entry) => 'script:ld+json' in entry);
    expect(nodes).toHaveLength(2);
    expect(nodes[1]).toEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: `Contact | ${siteConfig.brandName}`,
        url: new URL('/contact', window.location.origin).toString(),
        inLanguage: 'en-MY',
      },
    });
    const withProduct = pageMeta({
      title: 'x',
      description: 'y',
      path: '/',
      jsonLd: [productJsonLd(products[0]!, '/')],
    });
    expect(withProduct.filter((entry) => 'script:ld+json' in entry)).toHaveLength(3);
  });

  it('names both languages and the English page as the default, in English and in Malay', () => {
    const origin = window.location.origin;
    const malay = pageMeta({ title: 'Hubungi', description: 'd', path: '/contact', locale: 'ms' });
    for (const page of [meta, malay]) {
      expect(page).toContainEqual({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en-MY',
        href: `${origin}/contact`,
      });
      expect(page).toContainEqual({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'ms',
        href: `${origin}/ms/contact`,
      });
      expect(page).toContainEqual({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: `${origin}/contact`,
      });
    }
    expect(find(meta, 'property', 'og:locale')?.content).toBe('en_MY');
    expect(find(malay, 'property', 'og:locale')?.content).toBe('ms_MY');
    expect(find(malay, 'rel', 'canonical')?.href).toBe(`${origin}/ms/contact`);
    expect(find(malay, 'property', 'og:url')?.content).toBe(`${origin}/ms/contact`);
  });
});

describe('JSON-LD', () => {
  it('prices products in MYR with two decimals', () => {
    const node = productJsonLd(combos[0]!, '/') as {
      offers: { price: string; priceCurrency: string };
    };
    expect(node.offers.priceCurrency).toBe('MYR');
    expect(node.offers.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('describes an article with its author', () => {
    const node = articleJsonLd({
      title: 'T',
      description: 'D',
      path: '/community-blog/t',
      image: '/media/x.svg',
      authorName: 'A',
    }) as { '@type': string; author: { name: string } };
    expect(node['@type']).toBe('Article');
    expect(node.author.name).toBe('A');
  });
});
