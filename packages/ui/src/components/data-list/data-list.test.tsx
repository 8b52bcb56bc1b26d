import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { DataList } from './data-list';
import type { DataListColumn } from './data-list';

type Voucher = { code: string; uses: number; state: string };

const columns: DataListColumn<Voucher>[] = [
  { key: 'code', header: 'Code', primary: true, cell: (voucher) => voucher.code },
  { key: 'uses', header: 'Uses', align: 'end', cell: (voucher) => String(voucher.uses) },
  { key: 'state', header: 'State', cell: (voucher) => voucher.state },
  {
    key: 'act',
    header: 'Actions',
    unlabelledOnCard: true,
    cell: (voucher) => <button type="button">End {voucher.code}</button>,
  },
];

const rows: Voucher[] = [
  { code: 'RAYA10', uses: 3, state: 'Live' },
  { code: 'MERDEKA', uses: 0, state: 'Ended' },
];

function list(layout: 'cards' | 'table') {
  return render(
    <DataList
      label="Vouchers"
      columns={columns}
      rows={rows}
      rowKey={(voucher) => voucher.code}
      rowLabel={(voucher) => `Voucher ${voucher.code}`}
      layout={layout}
    />,
  );
}

describe('DataList', () => {
  it('shows a table with column headers, a row header and named rows', async () => {
    const { container } = list('table');
    const table = screen.getByRole('table', { name: 'Vouchers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Uses', 'State', 'Actions']);
    const row = within(table).getByRole('row', { name: 'Voucher RAYA10' });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('RAYA10');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3', 'Live', 'End RAYA10']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the same rows as named cards, each value under its header', async () => {
    const { container } = list('cards');
    const cards = screen.getByRole('list', { name: 'Vouchers' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    const card = within(cards).getByRole('listitem', { name: 'Voucher MERDEKA' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Uses', 'State']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['0', 'Ended']);
    expect(card.firstElementChild).toHaveTextContent('MERDEKA');
    expect(within(card).getByRole('button', { name: 'End MERDEKA' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('chooses by the screen width when no layout is given', () => {
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(min-width: 769px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    render(<DataList label="Vouchers" columns={columns} rows={rows} rowKey={(v) => v.code} />);
    expect(screen.getByRole('table', { name: 'Vouchers' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('gives cards on a narrow screen', () => {
    render(<DataList label="Vouchers" columns={columns} rows={rows} rowKey={(v) => v.code} />);
    expect(screen.getByRole('list', { name: 'Vouchers' })).toBeInTheDocument();
  });
});
