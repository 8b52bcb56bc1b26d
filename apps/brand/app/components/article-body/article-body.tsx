import type { ArticleBlock } from '@nyiur/content';
import { MediaImage } from '../media-image/media-image';
import styles from './article-body.module.css';

/** The rich body of an article: paragraphs, sub-headings, lists and captioned images. */
export function ArticleBody({ blocks }: { readonly blocks: readonly ArticleBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <figure key={key} className={styles.figure}>
                <MediaImage
                  image={block.image}
                  className={styles.image}
                  sizes="(max-width: 880px) 100vw, 880px"
                />
                <figcaption className={styles.caption}>{block.caption}</figcaption>
              </figure>
            );
        }
      })}
    </div>
  );
}
