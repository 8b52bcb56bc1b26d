import { describe, expect, it } from 'vitest';
import {
  BLOG_INITIAL_COUNT,
  BLOG_PAGE_STEP,
  hasMoreArticles,
  nextShownCount,
  visibleCount,
} from './paging';

describe('blog paging', () => {
  it('starts at 2 and grows by 9, capped at the total', () => {
    expect([BLOG_INITIAL_COUNT, BLOG_PAGE_STEP]).toEqual([2, 9]);
    expect(nextShownCount(2, 30)).toBe(11);
    expect(nextShownCount(11, 30)).toBe(20);
    expect(nextShownCount(29, 30)).toBe(30);
    expect(nextShownCount(2, 1)).toBe(1);
  });
  it('hides Load More once everything is shown', () => {
    expect(hasMoreArticles(2, 12)).toBe(true);
    expect(hasMoreArticles(11, 12)).toBe(true);
    expect(hasMoreArticles(12, 12)).toBe(false);
    expect(hasMoreArticles(2, 2)).toBe(false);
    expect(hasMoreArticles(2, 0)).toBe(false);
  });
  it('shows no more than exist', () => {
    expect(visibleCount(2, 1)).toBe(1);
    expect(visibleCount(11, 12)).toBe(11);
    expect(visibleCount(Number.NaN, 5)).toBe(0);
  });
});
