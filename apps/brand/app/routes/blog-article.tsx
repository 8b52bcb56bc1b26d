import { findBlogArticle, siteConfig } from '@nyiur/content';
import { Container } from '@nyiur/ui';
import { useEffect } from 'react';
import { Link, useParams, type MetaArgs } from 'react-router';
import { articlePath } from '../brand-paths';
import { ArticleBody } from '../components/article-body/article-body';
import { MediaImage } from '../components/media-image/media-image';
import { ShareBar } from '../components/share-bar/share-bar';
import styles from './blog-article.module.css';
import NotFound from './not-found';
import { articleJsonLd, pageMeta } from '@nyiur/shell';

export const meta = ({ params }: MetaArgs) => {
  const article = findBlogArticle(params.blog ?? '');
  if (!article) {
    return pageMeta({
      title: 'Page not found',
      description: 'This article is not available.',
      path: '/page-not-found',
      noIndex: true,
    });
  }
  const path = articlePath(article.path);
  return pageMeta({
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
 * An unknown slug: the server has answered 404 with the prerendered not-found page, so the same
 * screen is rendered first (hydration finds what it expects), then the browser loads
 * /page-not-found in its place (spec §2), as the shop does for an unknown product.
 */
function UnknownArticle() {
  useEffect(() => {
    window.location.replace('/page-not-found');
  }, []);
  return <NotFound />;
}

/** One article, found by its slug; an unknown slug goes to the not-found screen. */
export default function BlogArticlePage() {
  const { blog = '' } = useParams();
  const article = findBlogArticle(blog);
  if (!article) return <UnknownArticle />;
  const url = new URL(articlePath(article.path), siteConfig.siteUrl).toString();
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <Container size="md">
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <Link to="/community-blog">Community Blog</Link>
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
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> ·{' '}
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

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
