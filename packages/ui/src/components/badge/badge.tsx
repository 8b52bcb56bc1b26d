import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  /** Compact round style for a number on an icon, such as the cart quantity. */
  count?: boolean;
};

/** A small label: "Default Address", a category, or the cart count. */
export function Badge({ tone = 'neutral', count = false, className, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(styles.badge, styles[tone], count && styles.count, className)} />
  );
}
