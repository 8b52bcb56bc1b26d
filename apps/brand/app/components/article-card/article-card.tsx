import type { BlogArticle } from '@nyiur/content';
import { Link } from 'react-router';
import { articlePath } from '../../brand-paths';
import { MediaImage } from '../media-image/media-image';
import styles from './article-card.module.css';

/** A blog list entry: banner, title linking to the article, summary and read time. */
export function ArticleCard({
  article,
  priority = false,
}: {
  readonly article: BlogArticle;
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
        <p className={styles.labels}>{article.labels.join(' · ')}</p>
        <h3 className={styles.title}>
          <Link to={articlePath(article.path)} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        <p className={styles.desc}>{article.desc}</p>
        <p className={styles.meta}>
          {article.author.name} · {article.readMinutes} min read
        </p>
      </div>
    </article>
  );
}
