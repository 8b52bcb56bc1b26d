import { describe, expect, it } from 'vitest';
import { loader } from './community-blog';

type LoaderArgs = Parameters<typeof loader>[0];
const load = (path: string) =>
  loader({ request: new Request(`https://build.invalid${path}`) } as LoaderArgs);

describe('the community blog list', () => {
  it('lists every article newest first, as cards without their text', () => {
    const { articles } = load('/community-blog');
    expect(articles).toHaveLength(14);
    expect(articles.slice(0, 2).map((card) => card.path)).toEqual([
      'why-our-boxes-are-paper',
      'starting-mct-slowly',
    ]);
    expect(articles.at(-1)?.path).toBe('our-belief-towards-good-health-and-better-living');
    // The page's data carries the cards only: each article's body stays on its own page.
    expect(Object.keys(articles[0] ?? {}).sort()).toEqual([
      'author',
      'banner',
      'categories',
      'desc',
      'labels',
      'path',
      'readMinutes',
      'title',
    ]);
  });

  it("carries its own words in the page's language only", () => {
    expect(load('/community-blog').copy.loadMoreLabel).toBe('Load More');
    const malay = load('/ms/community-blog');
    expect(malay.copy.loadMoreLabel).toBe('Lihat Lagi');
    expect(malay.copy.title).toBe('Blog Komuniti');
    expect(malay.cardWords.readTime).toBe('{minutes} minit bacaan');
  });
});
