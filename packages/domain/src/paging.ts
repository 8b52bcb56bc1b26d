/** The blog list first shows two articles, then nine more per Load More. */
export const BLOG_INITIAL_COUNT = 2;
export const BLOG_PAGE_STEP = 9;

const whole = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** How many articles are visible: the shown count capped at the total. */
export const visibleCount = (shown: number, total: number): number =>
  Math.min(whole(shown), whole(total));

/** The shown count after one Load More, capped at the total. */
export const nextShownCount = (shown: number, total: number): number =>
  Math.min(whole(shown) + BLOG_PAGE_STEP, whole(total));

/** Load More stays visible while some articles are still hidden. */
export const hasMoreArticles = (shown: number, total: number): boolean =>
  whole(shown) < whole(total);
