import type { ReactNode } from 'react';
import styles from './disclosure-list.module.css';

export interface DisclosureItem {
  readonly title: string;
  readonly body: ReactNode;
}

export interface DisclosureListProps {
  readonly items: readonly DisclosureItem[];
  /** Heading level of each item's title inside its summary. */
  readonly headingLevel?: 'h3' | 'h4';
}

/**
 * An accordion of native disclosure widgets: every item opens and closes on its own, works
 * before the script loads (prerendered pages) and needs no ARIA wiring.
 */
export function DisclosureList({ items, headingLevel: Heading = 'h3' }: DisclosureListProps) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.title} className={styles.item}>
          <summary className={styles.summary}>
            <Heading className={styles.title}>{item.title}</Heading>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <div className={styles.body}>{item.body}</div>
        </details>
      ))}
    </div>
  );
}
