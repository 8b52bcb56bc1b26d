import { AppLink } from '@nyiur/shell';
import { fillIn, type BlogArticle, type BlogArticleCopy, type BlogAuthor } from '@nyiur/content';
import { articlePath } from '../../article-path';
import { MediaImage } from '../media-image/media-image';
import styles from './article-card.module.css';

/** What a list entry shows of an article: no body, so the list never carries the article text. */
export type ArticleCardData = Pick<
  BlogArticle,
  'path' | 'title' | 'desc' | 'labels' | 'categories' | 'banner' | 'readMinutes'
> & { readonly author: Pick<BlogAuthor, 'name'> };

/** The card fields of an article. */
export const articleCardData = (article: BlogArticle): ArticleCardData => ({
  path: article.path,
  title: article.title,
  desc: article.desc,
  labels: article.labels,
  categories: article.categories,
  banner: article.banner,
  readMinutes: article.readMinutes,
  author: { name: article.author.name },
});

/** A blog list entry: banner, title linking to the article, summary and read time. */
export function ArticleCard({
  article,
  words,
  priority = false,
}: {
  readonly article: ArticleCardData;
  /** The labels' names and the read time in the page's language. */
  readonly words: Pick<BlogArticleCopy, 'labelNames' | 'readTime'>;
  readonly priority?: boolean;
}) {
  return (
    <article className={styles.card}>
      <MediaImage
        image={article.banner}
        priority={priority}
        className={styles.image}
        sizes="(max-width: 768px) 100vw, 50vw"
        decorative
      />
      <div className={styles.body}>
        <p className={styles.labels}>
          {article.labels.map((label) => words.labelNames[label]).join(' · ')}
        </p>
        <h3 className={styles.title}>
          <AppLink to={articlePath(article.path)} className={styles.link}>
            {article.title}
          </AppLink>
        </h3>
        <p className={styles.desc}>{article.desc}</p>
        <p className={styles.meta}>
          {article.author.name} · {fillIn(words.readTime, { minutes: article.readMinutes })}
        </p>
      </div>
    </article>
  );
}
