import { findBlogArticle } from '@nyiur/content';
import { Container } from '@nyiur/ui';
import { useEffect } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { articlePath } from '../article-path';
import { ArticleBody } from '../components/article-body/article-body';
import { MediaImage } from '../components/media-image/media-image';
import { ShareBar } from '../components/share-bar/share-bar';
import styles from './blog-article.module.css';
import NotFound from './not-found';
import { absoluteUrl, AppLink, articleJsonLd, metaLocale, pageMeta } from '@nyiur/shell';
import { PATHS, formatCalendarDate } from '@nyiur/domain';

/**
 * Runs when the pages are prerendered, once per article: the page gets its own article, and the
 * browser reads it from the page's data (a client-side move from /community-blog/<slug>.data)
 * instead of loading every article's text with the page.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const article = findBlogArticle(params.blog ?? '');
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta = ({ loaderData, location }: MetaArgs<typeof loader>) => {
  const locale = metaLocale({ location });
  const article = loaderData?.article;
  if (!article) {
    return pageMeta({
      locale,
      title: 'Page not found',
      description: 'This article is not available.',
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
  useEffect(() => {
    window.location.replace(PATHS.notFound);
  }, []);
  return <NotFound />;
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
export default function BlogArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  const url = absoluteUrl(articlePath(article.path));
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <Container size="md">
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <AppLink to={PATHS.communityBlog}>Community Blog</AppLink>
        </nav>
        <ul className={styles.labels} aria-label="Categories">
          {article.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <h1 id="article-title" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.byline}>
          By {article.author.name} ·{' '}
          <time dateTime={article.publishedAt}>{formatCalendarDate(article.publishedAt)}</time> ·{' '}
          {article.readMinutes} min read
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
        <ShareBar url={url} title={article.title} />
        <ArticleBody blocks={article.body} />
        <ShareBar url={url} title={article.title} />
        <aside className={styles.author} aria-label="About the author">
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
