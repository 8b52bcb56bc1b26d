import { describe, expect, it } from 'vitest';
import { loader } from './community-blog';

describe('the community blog list', () => {
  it('lists every article newest first, as cards without their text', () => {
    const { articles } = loader();
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
});
