import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './card.module.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  variant?: 'elevated' | 'outline' | 'muted' | 'brand';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Edge-to-edge content above the body (an image or video). */
  media?: ReactNode;
  /**
   * Hover lift, and a link inside marked `data-card-link` covers the whole card (buttons inside
   * stay separately clickable).
   */
  interactive?: boolean;
  as?: 'div' | 'article' | 'li' | 'section';
  children?: ReactNode;
};

const paddingClass = {
  none: styles.paddingNone,
  sm: styles.paddingSm,
  md: styles.paddingMd,
  lg: styles.paddingLg,
};

/** A surface that groups related content: a product, an address, an article teaser. */
export function Card({
  variant = 'elevated',
  padding = 'md',
  media,
  interactive = false,
  as: Element = 'div',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.card,
        styles[variant],
        paddingClass[padding],
        interactive && styles.interactive,
        className,
      )}
    >
      {media && <div className={styles.media}>{media}</div>}
      <div className={styles.body}>{children}</div>
    </Element>
  );
}
