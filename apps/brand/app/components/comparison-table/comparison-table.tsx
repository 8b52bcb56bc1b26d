import styles from './comparison-table.module.css';

export interface ComparisonTableProps {
  readonly caption: string;
  /** Column headings after the first (row label) column, e.g. our sachet vs. the usual oils. */
  readonly columns: readonly string[];
  readonly rows: readonly {
    readonly label: string;
    readonly values: readonly (string | boolean)[];
  }[];
}

/** A real data table (row and column headers), scrolling sideways on narrow screens. */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={columns[index] ?? index}>
                  {typeof value === 'string' ? (
                    value
                  ) : (
                    <span className={value ? styles.yes : styles.no}>
                      <span aria-hidden="true">{value ? '✓' : '✗'}</span> {value ? 'Yes' : 'No'}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
