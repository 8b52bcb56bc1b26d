import {
  blogArticleCopyOf,
  blogArticlesOf,
  communityBlogCopyOf,
  fillIn,
  shortClipsOf,
  type BlogCategory,
} from '@nyiur/content';
import {
  BLOG_INITIAL_COUNT,
  hasMoreArticles,
  nextShownCount,
  PATHS,
  visibleCount,
} from '@nyiur/domain';
import { metaLocale, pageMeta, requestLocale, useHydrated } from '@nyiur/shell';
import { Button } from '@nyiur/ui';
import { useState } from 'react';
import { ArticleCard, articleCardData } from '../components/article-card/article-card';
import { Section } from '../components/section/section';
import { ShortClipsSection } from '../components/video-tile/short-clips';
import styles from './community-blog.module.css';
import type { Route } from './+types/community-blog';

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.copy.meta,
    path: PATHS.communityBlog,
  });

/**
 * Runs when the page is prerendered: the list gets each article's card, newest first, and the
 * page's words, in the page's language; the browser reads them from the page's data instead of
 * loading every article with the page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { labelNames, readTime } = blogArticleCopyOf(locale);
  return {
    articles: blogArticlesOf(locale).map(articleCardData),
    copy: communityBlogCopyOf(locale),
    cardWords: { labelNames, readTime },
    shortClips: shortClipsOf(locale),
  };
}

type Filter = BlogCategory | 'all';

/** The blog: a category filter, the first 2 articles then 9 more per Load More, and shorts. */
export default function CommunityBlog({ loaderData }: Route.ComponentProps) {
  const { articles, copy, cardWords } = loaderData;
  const [filter, setFilter] = useState<Filter>('all');
  // The filter and Load More work once the script runs; until then they are shown disabled.
  const hydrated = useHydrated();
  const [shown, setShown] = useState(BLOG_INITIAL_COUNT);
  const list =
    filter === 'all' ? articles : articles.filter((article) => article.categories.includes(filter));
  const visible = list.slice(0, visibleCount(shown, list.length));

  const choose = (next: Filter) => {
    setFilter(next);
    setShown(BLOG_INITIAL_COUNT);
  };

  const filters: readonly { value: Filter; label: string }[] = [
    { value: 'all', label: copy.allLabel },
    { value: 'mct', label: copy.categoryLabels.mct },
    { value: 'lifestyle', label: copy.categoryLabels.lifestyle },
  ];

  return (
    <>
      <Section id="blog" headingLevel="h1" title={copy.title} intro={copy.intro} tone="muted">
        <div className={styles.filters} role="group" aria-label={copy.filterLabel}>
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              className={styles.filter}
              aria-pressed={filter === option.value}
              disabled={!hydrated}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </Section>
      <Section id="articles" size="lg">
        <h2 className="visually-hidden">{copy.articlesHeading}</h2>
        <p className={styles.count} aria-live="polite">
          {fillIn(copy.countText, { shown: visible.length, total: list.length })}
        </p>
        <ul className={styles.grid}>
          {visible.map((article, index) => (
            <li key={article.path}>
              <ArticleCard article={article} words={cardWords} priority={index === 0} />
            </li>
          ))}
        </ul>
        {hasMoreArticles(shown, list.length) && (
          <p className={styles.more}>
            <Button
              variant="outline"
              size="lg"
              disabled={!hydrated}
              onClick={() => setShown((count) => nextShownCount(count, list.length))}
            >
              {copy.loadMoreLabel}
            </Button>
          </p>
        )}
      </Section>
      <ShortClipsSection id="shorts" title={copy.shortsTitle} clips={loaderData.shortClips} />
    </>
  );
}
