export { Table } from './table';
export type { TableColumn, TableProps } from './table';
