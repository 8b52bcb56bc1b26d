import { Table } from '@nyiur/ui';
import type { TableColumn } from '@nyiur/ui';
import styles from './comparison-table.module.css';

type Row = ComparisonTableProps['rows'][number];

export interface ComparisonTableProps {
  readonly caption: string;
  /** Column headings after the first (row label) column, e.g. our sachet vs. the usual oils. */
  readonly columns: readonly string[];
  readonly rows: readonly {
    readonly label: string;
    readonly values: readonly (string | boolean)[];
  }[];
}

const answer = (value: string | boolean | undefined) =>
  typeof value === 'boolean' ? (
    <span className={value ? styles.yes : styles.no}>
      <span aria-hidden="true">{value ? '✓' : '✗'}</span> {value ? 'Yes' : 'No'}
    </span>
  ) : (
    value
  );

/**
 * The design system's data table with row and column headers, scrolling sideways on narrow
 * screens. The section heading already names it, so the caption stays for screen readers.
 */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  const tableColumns: TableColumn<Row>[] = [
    { key: 'label', header: '', rowHeader: true, cell: (row) => row.label },
    ...columns.map((column, index) => ({
      key: column,
      header: column,
      cell: (row: Row) => answer(row.values[index]),
    })),
  ];
  return (
    <Table
      className={styles.comparison}
      caption={caption}
      captionHidden
      responsive="scroll"
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.label}
    />
  );
}
