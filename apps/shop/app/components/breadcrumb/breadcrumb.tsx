import { Fragment } from 'react';
import { AppLink } from '@nyiur/shell';
import styles from './breadcrumb.module.css';

export interface Crumb {
  readonly label: string;
  /** Omitted for the current page. */
  readonly to?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.label}>
            <li>
              {item.to && index < items.length - 1 ? (
                <AppLink to={item.to}>{item.label}</AppLink>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
