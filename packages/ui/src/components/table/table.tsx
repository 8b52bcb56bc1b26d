import type { ReactNode } from 'react';
import { BodyCells } from '../../lib/body-cell';
import { cx } from '../../lib/cx';
import styles from './table.module.css';

export type TableColumn<Row> = {
  key: string;
  /** Column heading; also labels each value when rows stack on mobile. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /**
   * The column names its row (a row header, `<th scope="row">`), as in a comparison table. Stacked
   * on a phone it is the card's title, with no column label before it.
   */
  rowHeader?: boolean;
};

export type TableProps<Row> = {
  /** Names the table for assistive technology. */
  caption: string;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of rows when there are none. */
  emptyMessage?: ReactNode;
  /**
   * At 768 px and below: stack turns each row into a labelled card; scroll keeps the table and
   * lets it scroll sideways.
   */
  responsive?: 'stack' | 'scroll';
  className?: string;
};

const alignClass = { start: undefined, center: styles.alignCenter, end: styles.alignEnd };

const cellClass = (column: Pick<TableColumn<never>, 'rowHeader' | 'align'>) =>
  cx(styles.td, column.rowHeader && styles.rowHeader, alignClass[column.align ?? 'start']);

/** A data table (order history) that stays readable on a phone. */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage = 'Nothing here yet.',
  responsive = 'stack',
  className,
}: TableProps<Row>) {
  // Explicit roles keep table semantics in browsers that drop them when cells are restyled.
  const table = (
    <table className={styles.table} role="table">
      <caption className={cx(styles.caption, captionHidden && styles.captionHidden)}>
        {caption}
      </caption>
      <thead className={styles.thead} role="rowgroup">
        <tr role="row">
          {columns.map((column) =>
            column.header === '' ? (
              // The corner above a row-header column names nothing.
              <td key={column.key} role="cell" className={styles.th} />
            ) : (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={cx(styles.th, alignClass[column.align ?? 'start'])}
              >
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className={styles.tbody} role="rowgroup">
        {rows.length === 0 ? (
          <tr className={styles.tr} role="row">
            <td className={cx(styles.td, styles.empty)} role="cell" colSpan={columns.length}>
              {emptyMessage}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className={styles.tr} role="row">
              <BodyCells
                row={row}
                columns={columns}
                isRowHeader={(column) => column.rowHeader === true}
                attributes={(column) =>
                  column.rowHeader
                    ? { role: 'rowheader', className: cellClass(column) }
                    : { role: 'cell', 'data-label': column.header, className: cellClass(column) }
                }
              />
            </tr>
          ))
        )}
      </tbody>
    </table>
  );

  if (responsive === 'scroll') {
    return (
      <div
        className={cx(styles.wrapper, styles.scroll, className)}
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        {table}
      </div>
    );
  }
  return <div className={cx(styles.wrapper, styles.stack, className)}>{table}</div>;
}
