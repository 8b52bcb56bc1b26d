import { sen } from '@nyiur/domain';
import type { Sen } from '@nyiur/domain';
import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Price } from '../price/price';
import { Table } from './table';
import type { TableColumn } from './table';

type Line = { id: string; product: string; amount: Sen };

const columns: TableColumn<Line>[] = [
  { key: 'product', header: 'Product', cell: (line) => line.product },
  { key: 'price', header: 'Price', align: 'end', cell: (line) => <Price amount={line.amount} /> },
];

const rows: Line[] = [
  { id: 'a', product: 'MCT Essentials', amount: sen(19800) },
  { id: 'b', product: 'MCT LeanEssentials', amount: sen(39600) },
];

describe('Table', () => {
  it('renders a captioned table with column headers and cells labelled for mobile', async () => {
    const { container } = render(
      <Table caption="My Orders" columns={columns} rows={rows} rowKey={(line) => line.id} />,
    );
    const table = screen.getByRole('table', { name: 'My Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Price']);
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect(cells[1]).toHaveAttribute('data-label', 'Price');
    expect(cells[1]).toHaveTextContent('RM 198.00');
    expect(cells[1]).toHaveClass('alignEnd');
    expect(container.firstElementChild).toHaveClass('stack');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty message across all columns', () => {
    render(
      <Table
        caption="My Orders"
        columns={columns}
        rows={[]}
        rowKey={(line) => line.id}
        emptyMessage="You have no orders yet."
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('You have no orders yet.');
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('wraps a scrolling table in a focusable named region', async () => {
    const { container } = render(
      <Table
        caption="Shipping fees"
        captionHidden
        responsive="scroll"
        columns={columns}
        rows={rows}
        rowKey={(line) => line.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Shipping fees' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Shipping fees' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
