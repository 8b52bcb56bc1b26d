import { blogArticles, blogCategories, type BlogCategory } from '@nyiur/content';
import {
  BLOG_INITIAL_COUNT,
  hasMoreArticles,
  nextShownCount,
  PATHS,
  visibleCount,
} from '@nyiur/domain';
import { metaLocale, type MetaPlace, pageMeta, useHydrated } from '@nyiur/shell';
import { Button } from '@nyiur/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ArticleCard, articleCardData } from '../components/article-card/article-card';
import { Section } from '../components/section/section';
import { ShortClipsSection } from '../components/video-tile/short-clips';
import styles from './community-blog.module.css';

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
    title: 'Community Blog: live life and learn',
    description:
      'Stories, guides and everyday routines about coconut MCT, gut health, weight management and living well in Malaysia.',
    path: PATHS.communityBlog,
  });

/**
 * Runs when the page is prerendered: the list gets each article's card, newest first, and the
 * browser reads them from the page's data instead of loading every article with the page.
 */
export function loader() {
  return { articles: blogArticles.map(articleCardData) };
}

type Filter = BlogCategory | 'all';

/** The blog: a category filter, the first 2 articles then 9 more per Load More, and shorts. */
export default function CommunityBlog() {
  const { articles } = useLoaderData<typeof loader>();
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
    { value: 'all', label: 'All' },
    ...blogCategories,
  ];

  return (
    <>
      <Section
        id="blog"
        headingLevel="h1"
        title="Community Blog"
        intro="Live life and learn: notes from our kitchen, our customers and the research we follow."
        tone="muted"
      >
        <div className={styles.filters} role="group" aria-label="Filter by category">
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
        <h2 className="visually-hidden">Articles</h2>
        <p className={styles.count} aria-live="polite">
          Showing {visible.length} of {list.length} articles
        </p>
        <ul className={styles.grid}>
          {visible.map((article, index) => (
            <li key={article.path}>
              <ArticleCard article={article} priority={index === 0} />
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
              Load More
            </Button>
          </p>
        )}
      </Section>
      <ShortClipsSection id="shorts" title="Shorts" />
    </>
  );
}
