import type { MediaRef } from '@nyiur/content';
import { MediaImage } from '../media-image/media-image';
import styles from './benefit-list.module.css';

export interface BenefitListProps {
  readonly items: readonly {
    readonly title: string;
    readonly text: string;
    readonly image: MediaRef;
  }[];
  readonly imageClassName?: string;
  readonly titleClassName?: string;
  /** The images only repeat the titles: screen readers skip them. */
  readonly decorativeImages?: boolean;
}

/** Benefits side by side from 769px: each an image over its title and one paragraph. */
export function BenefitList({
  items,
  imageClassName,
  titleClassName,
  decorativeImages,
}: BenefitListProps) {
  return (
    <ul className={styles.benefits}>
      {items.map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <MediaImage
            image={benefit.image}
            className={imageClassName}
            decorative={decorativeImages}
          />
          <h3 className={titleClassName}>{benefit.title}</h3>
          <p>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
