import { cx } from '../../lib/cx';
import { Spinner } from '../spinner/spinner';
import styles from './loading-overlay.module.css';

export type LoadingOverlayProps = {
  /** Shown while true; renders nothing otherwise. */
  open: boolean;
  /** Announced to screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Cover the nearest positioned ancestor instead of the whole screen. */
  contained?: boolean;
  className?: string;
};

/**
 * A screen-covering spinner for the global loading flag: it blocks pointer input underneath and
 * announces the label politely.
 */
export function LoadingOverlay({
  open,
  label = 'Loading',
  showLabel = false,
  contained = false,
  className,
}: LoadingOverlayProps) {
  if (!open) return null;
  return (
    <div
      className={cx(styles.overlay, contained && styles.contained, className)}
      role="status"
      aria-live="polite"
      aria-label={showLabel ? undefined : label}
      data-testid="loading-overlay"
    >
      <Spinner size="lg" decorative />
      {showLabel && <p className={styles.message}>{label}</p>}
    </div>
  );
}
