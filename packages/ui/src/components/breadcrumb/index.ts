export { Breadcrumb } from './breadcrumb';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbProps } from './breadcrumb';
