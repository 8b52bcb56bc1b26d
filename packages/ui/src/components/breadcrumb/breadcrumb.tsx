import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import styles from './breadcrumb.module.css';

export type BreadcrumbItem = {
  label: string;
  /** Omit on the current page (the last item). */
  href?: string;
};

export type BreadcrumbLinkProps = { href: string; className: string; children: ReactNode };

export type BreadcrumbProps = {
  items: readonly BreadcrumbItem[];
  /** Renders a link; pass one that returns a router Link for in-app paths. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
  /** Name of the navigation landmark. */
  label?: string;
  className?: string;
};

const plainLink = ({ href, className, children }: BreadcrumbLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Where the page sits: Home > Products. The last item is the current page. */
export function Breadcrumb({
  items,
  renderLink = plainLink,
  label = 'Breadcrumb',
  className,
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {index > 0 && <ChevronRightIcon className={styles.separator} />}
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link ?? '', children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
