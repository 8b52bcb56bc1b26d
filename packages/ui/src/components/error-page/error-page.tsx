import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './error-page.module.css';

export type ErrorPageProps = {
  /** What happened, in the shopper's words: the page's one heading. */
  title: ReactNode;
  /** What they can do about it. */
  children?: ReactNode;
  /** The ways on: a link home, a retry. */
  actions?: ReactNode;
  className?: string;
};

/**
 * A whole page for when a page cannot be shown: a heading, a line of help and a way on. It needs
 * no script and no data, so it works when everything else has failed.
 */
export function ErrorPage({ title, children, actions, className }: ErrorPageProps) {
  return (
    <main id="main" className={cx(styles.page, className)}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </main>
  );
}
