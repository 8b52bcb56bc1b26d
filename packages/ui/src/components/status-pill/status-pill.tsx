import { orderTone } from '@nyiur/domain';
import { cx } from '../../lib/cx';
import styles from './status-pill.module.css';

export type StatusPillProps = {
  /** An order status such as "Pending"; the colour comes from the domain's order tones. */
  status: string;
  /** The status as the page's language words it; the status itself when omitted. */
  label?: string;
  className?: string;
};

/** An order's status as a coloured pill: Pending amber, every other status red (spec §4). */
export function StatusPill({ status, label, className }: StatusPillProps) {
  const tone = orderTone(status);
  return (
    <span className={cx(styles.pill, styles[tone], className)} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label ?? status}
    </span>
  );
}
