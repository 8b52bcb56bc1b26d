import { formatRM } from '@nyiur/domain';
import type { Sen } from '@nyiur/domain';
import { cx } from '../../lib/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './price.module.css';

export type PriceProps = {
  /** The amount in sen; shown as "RM 1,234.56". */
  amount: Sen;
  /** An earlier, higher price shown struck through. */
  was?: Sen;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A price in ringgit, formatted by the domain's money rules. */
export function Price({ amount, was, size = 'md', className }: PriceProps) {
  return (
    <span className={cx(styles.price, styles[size], className)}>
      {was !== undefined && (
        <>
          <VisuallyHidden>{'Was '}</VisuallyHidden>
          <s className={styles.was}>{formatRM(was)}</s>
          <VisuallyHidden>{' now '}</VisuallyHidden>
        </>
      )}
      <data className={styles.amount} value={(amount / 100).toFixed(2)}>
        {formatRM(amount)}
      </data>
    </span>
  );
}
