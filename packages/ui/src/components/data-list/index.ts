export { DataList } from './data-list';
export type { DataListColumn, DataListLayout, DataListProps } from './data-list';
