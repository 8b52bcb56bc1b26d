import type { TdHTMLAttributes } from 'react';

type BodyCellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** The cell names its row: a `<th scope="row">` instead of a `<td>`. */
  rowHeader: boolean;
  'data-label'?: string;
};

/** A cell of a table's body, as the Table and the DataList both lay theirs out. */
export function BodyCell({ rowHeader, ...props }: BodyCellProps) {
  return rowHeader ? <th scope="row" {...props} /> : <td {...props} />;
}
