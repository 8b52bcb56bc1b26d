import type { Key, ReactNode } from 'react';
import { BodyCells } from '../../lib/body-cell';
import { cx } from '../../lib/cx';
import { useMediaQuery } from '../../lib/use-media-query';
import { mediaQueries } from '../../styles/breakpoints';
import styles from './data-list.module.css';

export type DataListColumn<Row> = {
  key: string;
  /** The column's heading in the table; the value's label on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * The column that names the row: a row header (`<th scope="row">`) in the table, the card's
   * title (with no label before it) in the list.
   */
  primary?: boolean;
  align?: 'start' | 'end';
  /** On a card the value stands alone, without its label (e.g. buttons that say what they do). */
  unlabelledOnCard?: boolean;
};

export type DataListLayout = 'cards' | 'table';

export type DataListProps<Row> = {
  /** The accessible name of the list or the table, e.g. "Vouchers". */
  label: string;
  columns: readonly DataListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The accessible name of one card or row, e.g. the product's name. */
  rowLabel?: (row: Row) => string;
  /** A `data-testid` on every card and row. */
  rowTestId?: string;
  /**
   * Cards or table; by default cards up to the mobile breakpoint (768 px) and a table above.
   * The server render and browsers without matchMedia get cards.
   */
  layout?: DataListLayout;
  className?: string;
};

/**
 * The back office's lists: one card per row on a phone, a real table on a wider screen. Both
 * hold the same data under the same accessible names; the column headers label each card's values.
 */
export function DataList<Row>({ layout, ...props }: DataListProps<Row>) {
  const wide = useMediaQuery(mediaQueries.aboveMobile);
  const chosen = layout ?? (wide ? 'table' : 'cards');
  return chosen === 'table' ? <DataTable {...props} /> : <DataCards {...props} />;
}

type LayoutProps<Row> = Omit<DataListProps<Row>, 'layout'>;

const alignClass = { start: undefined, end: styles.alignEnd };

const cellClass = (column: Pick<DataListColumn<never>, 'primary' | 'align'>) =>
  cx(styles.td, column.primary && styles.rowHeader, alignClass[column.align ?? 'start']);

/** A card's or a row's accessible name and test id: the same in both layouts. */
const rowAttributes = <Row,>(each: Pick<LayoutProps<Row>, 'rowLabel' | 'rowTestId'>, row: Row) => ({
  'aria-label': each.rowLabel?.(row),
  'data-testid': each.rowTestId,
});

function DataTable<Row>({ label, columns, rows, className, ...each }: LayoutProps<Row>) {
  return (
    <div className={cx(styles.tableWrap, className)}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.th, alignClass[column.align ?? 'start'])}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={each.rowKey(row)} className={styles.tr} {...rowAttributes(each, row)}>
              <BodyCells
                row={row}
                columns={columns}
                isRowHeader={(column) => column.primary === true}
                attributes={(column) => ({ className: cellClass(column) })}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DataCards<Row>({ label, columns, rows, className, ...each }: LayoutProps<Row>) {
  const title = columns.find((column) => column.primary);
  const labelled = columns.filter((column) => !column.primary && !column.unlabelledOnCard);
  const bare = columns.filter((column) => !column.primary && column.unlabelledOnCard);
  return (
    <ul className={cx(styles.cards, className)} aria-label={label}>
      {rows.map((row) => (
        <li key={each.rowKey(row)} className={styles.card} {...rowAttributes(each, row)}>
          {title && <div className={styles.title}>{title.cell(row)}</div>}
          <dl className={styles.facts}>
            {labelled.map((column) => (
              <div key={column.key} className={styles.fact}>
                <dt>{column.header}</dt>
                <dd>{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {bare.length > 0 && (
            <div className={styles.bare}>
              {bare.map((column) => (
                <div key={column.key}>{column.cell(row)}</div>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
