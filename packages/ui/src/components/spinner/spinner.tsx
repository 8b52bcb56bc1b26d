import { cx } from '../../lib/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. */
  label?: string;
  /** Inherit the text colour (inside buttons) or use the brand green. */
  tone?: 'current' | 'brand';
  /** Hide from assistive technology when the surrounding element already says it is busy. */
  decorative?: boolean;
  className?: string;
};

/** A rotating ring that tells the user something is loading. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  tone = 'brand',
  decorative = false,
  className,
}: SpinnerProps) {
  const classes = cx(styles.spinner, styles[size], tone === 'brand' && styles.brand, className);
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className={styles.circle} />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
