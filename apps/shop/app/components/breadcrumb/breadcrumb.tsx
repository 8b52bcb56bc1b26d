import { AppLink } from '@nyiur/shell';
import { Breadcrumb as UiBreadcrumb } from '@nyiur/ui';
import type { BreadcrumbItem, BreadcrumbLinkProps } from '@nyiur/ui';
import styles from './breadcrumb.module.css';

const renderLink = ({ href, className, children }: BreadcrumbLinkProps) => (
  <AppLink to={href} className={className}>
    {children}
  </AppLink>
);

/** The design system's breadcrumb with links that know which app owns each path. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return <UiBreadcrumb items={items} renderLink={renderLink} className={styles.breadcrumb} />;
}
