import { describe, expect, it } from 'vitest';
import { loader, meta } from './blog-article';

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

const load = (blog: string, prefix = '') =>
  loader({
    params: { blog },
    request: new Request(`https://build.invalid${prefix}/community-blog/${blog}`),
  } as LoaderArgs);
const metaOf = (loaderData: ReturnType<typeof load> | undefined, pathname = '/community-blog') =>
  meta({ loaderData, location: { pathname } } as MetaArgs);

describe('a blog article page', () => {
  it('loads the article its address names, and only that one', () => {
    const { article } = load('what-is-mct');
    expect(article.title).toBe('What is MCT? A plain-language guide');
    expect(article.publishedAt).toBe('2025-02-17');
  });

  it('at its /ms address, carries the words around the article in Malay only', () => {
    const { copy, locale } = load('what-is-mct', '/ms');
    expect(locale).toBe('ms');
    expect(copy.byline).toBe('Oleh');
    expect(copy.share.copyLink).toBe('Salin pautan');
    expect(load('what-is-mct').copy.byline).toBe('By');
  });

  it('answers 404 for a slug that is not an article', () => {
    let thrown: unknown;
    try {
      load('what-is-mtc');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('is indexed as an article at its own address, with its share image and author', () => {
    const tags = metaOf(load('what-is-mct'));
    expect(tags).toContainEqual({ title: 'What is MCT? A plain-language guide | Nyiur' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://public-base-url.invalid/community-blog/what-is-mct',
    });
    expect(tags).toContainEqual({ name: 'robots', content: 'index, follow' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://public-base-url.invalid/media/share/what-is-mct.png',
    });
    expect(tags).toContainEqual({
      'script:ld+json': expect.objectContaining({
        '@type': 'Article',
        headline: 'What is MCT? A plain-language guide',
        mainEntityOfPage: 'https://public-base-url.invalid/community-blog/what-is-mct',
        author: { '@type': 'Person', name: 'Nyiur Editorial Team' },
        datePublished: '2025-02-17',
      }),
    });
  });

  it('keeps an unknown article out of search results, pointing at the not-found page', () => {
    const tags = metaOf(undefined);
    expect(tags).toContainEqual({ title: 'Page not found | Nyiur' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://public-base-url.invalid/page-not-found',
    });
  });

  it('in Malay, is the article at its /ms address, in Malay, with both addresses as alternates', () => {
    const tags = metaOf(load('what-is-mct', '/ms'), '/ms/community-blog/what-is-mct');
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://public-base-url.invalid/ms/community-blog/what-is-mct',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-MY',
      href: 'https://public-base-url.invalid/community-blog/what-is-mct',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://public-base-url.invalid/community-blog/what-is-mct',
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ms_MY' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'en_MY' });
    expect(tags).toContainEqual({
      'script:ld+json': expect.objectContaining({ '@type': 'Article', inLanguage: 'ms' }),
    });
    expect(tags).toContainEqual({
      'script:ld+json': expect.objectContaining({ '@type': 'WebPage', inLanguage: 'ms' }),
    });
  });
});
