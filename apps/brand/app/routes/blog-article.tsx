import { blogArticleCopyOf, fillIn, findBlogArticleIn, notFoundCopyOf } from '@nyiur/content';
import { Container } from '@nyiur/ui';
import { useEffect } from 'react';
import { data } from 'react-router';
import { articlePath } from '../article-path';
import { ArticleBody } from '../components/article-body/article-body';
import { MediaImage } from '../components/media-image/media-image';
import { ShareBar } from '../components/share-bar/share-bar';
import styles from './blog-article.module.css';
import { NotFoundScreen } from '../components/not-found-screen/not-found-screen';
import {
  absoluteUrl,
  AppLink,
  articleJsonLd,
  metaLocale,
  pageMeta,
  requestLocale,
  useLocale,
} from '@nyiur/shell';
import { PATHS, formatCalendarDate, inLocale } from '@nyiur/domain';
import type { Route } from './+types/blog-article';

/**
 * Runs when the pages are prerendered, once per article: the page gets its own article, and the
 * browser reads it from the page's data (a client-side move from /community-blog/<slug>.data)
 * instead of loading every article's text with the page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const article = findBlogArticleIn(locale, params.blog);
  if (!article) throw data(null, { status: 404 });
  return { article, copy: blogArticleCopyOf(locale), locale };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const locale = metaLocale({ location });
  // An unknown slug has no data (its .data answers 404).
  const article = (loaderData as typeof loaderData | undefined)?.article;
  if (!article) {
    return pageMeta({
      locale,
      ...blogArticleCopyOf(locale).notFoundMeta,
      path: PATHS.notFound,
      noIndex: true,
    });
  }
  const path = articlePath(article.path);
  return pageMeta({
    locale,
    title: article.title,
    description: article.desc,
    path,
    image: article.shareImage,
    type: 'article',
    jsonLd: [
      articleJsonLd({
        title: article.title,
        description: article.desc,
        path,
        image: article.shareImage.src,
        authorName: article.author.name,
        datePublished: article.publishedAt,
      }),
    ],
  });
};

/**
 * An unknown slug reached by a move inside the site (a typed address is redirected by the
 * server): the not-found screen, then the browser loads /page-not-found in its place (spec §2),
 * as the shop does for an unknown product.
 */
function UnknownArticle() {
  const locale = useLocale();
  useEffect(() => {
    window.location.replace(inLocale(PATHS.notFound, locale));
  }, [locale]);
  // Both languages' few words: this screen has no page data to take them from.
  return <NotFoundScreen copy={notFoundCopyOf(locale)} />;
}

/**
 * Every article is prerendered with its data, so a page that starts without it can only be an
 * unknown slug: it shows the not-found screen while its data is asked for.
 */
export function HydrateFallback() {
  return <UnknownArticle />;
}

/**
 * The page's data could not be read: only an unknown slug has none (its .data answers 404), so
 * the not-found screen, then /page-not-found.
 */
export function ErrorBoundary() {
  return <UnknownArticle />;
}

/** One article, from the page's data. */
export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, copy, locale } = loaderData;
  const url = absoluteUrl(articlePath(article.path));
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <Container size="md">
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <AppLink to={PATHS.communityBlog}>{copy.blogLink}</AppLink>
        </nav>
        <ul className={styles.labels} aria-label={copy.categoriesLabel}>
          {article.labels.map((label) => (
            <li key={label}>{copy.labelNames[label]}</li>
          ))}
        </ul>
        <h1 id="article-title" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.byline}>
          {copy.byline} {article.author.name} ·{' '}
          <time dateTime={article.publishedAt}>
            {formatCalendarDate(article.publishedAt, locale)}
          </time>{' '}
          · {fillIn(copy.readTime, { minutes: article.readMinutes })}
        </p>
      </Container>
      <Container size="lg">
        <MediaImage
          image={article.banner}
          priority
          className={styles.banner}
          sizes="(max-width: 1120px) 100vw, 1120px"
        />
      </Container>
      <Container size="md">
        <ShareBar url={url} title={article.title} words={copy.share} />
        <ArticleBody blocks={article.body} />
        <ShareBar url={url} title={article.title} words={copy.share} />
        <aside className={styles.author} aria-label={copy.aboutAuthor}>
          <MediaImage image={article.author.profileImg} className={styles.photo} />
          <div>
            <h2 className={styles.authorName}>{article.author.name}</h2>
            <p className={styles.about}>{article.author.about}</p>
          </div>
        </aside>
      </Container>
    </article>
  );
}
