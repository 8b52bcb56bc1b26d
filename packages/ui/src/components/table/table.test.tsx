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

  it('names each row by its row-header column, with an empty corner above it', async () => {
    type Fact = { label: string; ours: string; usual: string };
    const facts: Fact[] = [
      { label: 'Serving', ours: 'One sachet', usual: 'A spoonful' },
      { label: 'Carry in a bag', ours: 'Yes', usual: 'No' },
    ];
    const { container } = render(
      <Table
        caption="Sachet or oil"
        responsive="scroll"
        columns={[
          { key: 'label', header: '', rowHeader: true, cell: (fact: Fact) => fact.label },
          { key: 'ours', header: 'Nyiur sachet', cell: (fact: Fact) => fact.ours },
          { key: 'usual', header: 'Usual oil', cell: (fact: Fact) => fact.usual },
        ]}
        rows={facts}
        rowKey={(fact) => fact.label}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sachet or oil' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nyiur sachet', 'Usual oil']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['Serving', 'Carry in a bag']);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    // Stacked on a phone, a row header is the card's title: no column label is put before it.
    expect(rowHeaders[0]).not.toHaveAttribute('data-label');
    expect(screen.getByRole('region', { name: 'Sachet or oil' })).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(container)).toEqual([]);
  });
});
