import type { ComboPackage } from '@nyiur/content';
import { formatRM, sen } from '@nyiur/domain';
import type { ReactNode } from 'react';
import { MediaImage } from '../media-image/media-image';
import styles from './combo-card.module.css';

export interface ComboCardProps {
  readonly combo: ComboPackage;
  /** The Add to Cart control (it needs the shell's session and cart). */
  readonly action: ReactNode;
}

/** One combo package: picture, name, what is in it, price in RM and its Add to Cart. */
export function ComboCard({ combo, action }: ComboCardProps) {
  const headingId = `combo-${combo.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <MediaImage
        image={combo.img}
        className={styles.image}
        sizes="(max-width: 768px) 100vw, 33vw"
      />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.title}>
          {combo.title}
        </h3>
        <p className={styles.description}>{combo.desc}</p>
        <p className={styles.price}>{formatRM(sen(combo.price))}</p>
        {action}
      </div>
    </article>
  );
}
