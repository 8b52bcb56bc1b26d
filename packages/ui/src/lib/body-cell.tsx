import type { ReactNode, TdHTMLAttributes } from 'react';

type CellAttributes = TdHTMLAttributes<HTMLTableCellElement> & { 'data-label'?: string };

type BodyCellsProps<Row, Column extends { key: string; cell: (row: Row) => ReactNode }> = {
  row: Row;
  columns: readonly Column[];
  /** The column names its row: a `<th scope="row">` instead of a `<td>`. */
  isRowHeader: (column: Column) => boolean;
  attributes: (column: Column) => CellAttributes;
};

/** A row's cells, as the Table and the DataList both lay theirs out. */
export function BodyCells<Row, Column extends { key: string; cell: (row: Row) => ReactNode }>({
  row,
  columns,
  isRowHeader,
  attributes,
}: BodyCellsProps<Row, Column>) {
  return columns.map((column) =>
    isRowHeader(column) ? (
      <th key={column.key} scope="row" {...attributes(column)}>
        {column.cell(row)}
      </th>
    ) : (
      <td key={column.key} {...attributes(column)}>
        {column.cell(row)}
      </td>
    ),
  );
}
