import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JSX } from 'react';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { DataList } from './data-list';
import type { DataListColumn, DataListProps } from './data-list';

type Use = { reference: string; customer: string; state: string; off: string; at: string };

const columns: DataListColumn<Use>[] = [
  { key: 'reference', header: 'Order', primary: true, cell: (use) => use.reference },
  { key: 'customer', header: 'Customer', cell: (use) => use.customer },
  { key: 'state', header: 'State', cell: (use) => <Badge>{use.state}</Badge> },
  { key: 'off', header: 'Off', align: 'end', cell: (use) => use.off },
  { key: 'at', header: 'When', cell: (use) => use.at },
  {
    key: 'open',
    header: 'Actions',
    unlabelledOnCard: true,
    cell: (use) => (
      <Button size="sm" variant="outline">
        Open {use.reference}
      </Button>
    ),
  },
];

const rows: Use[] = [
  {
    reference: 'NY-1042',
    customer: 'Siti Aminah binti Abdullah',
    state: 'Counted',
    off: 'RM 20.40',
    at: '3 Nov 2026, 10:15',
  },
  {
    reference: 'NY-1031',
    customer: 'Tan Wei Ming',
    state: 'Held',
    off: 'RM 9.90',
    at: '1 Nov 2026, 21:02',
  },
];

const meta = {
  title: 'Data display/DataList',
  component: DataList as (props: DataListProps<Use>) => JSX.Element,
  args: {
    label: 'Uses',
    columns,
    rows,
    rowKey: (use: Use) => use.reference,
    rowLabel: (use: Use) => use.reference,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: [undefined, 'cards', 'table'] },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    rowLabel: { control: false },
  },
} satisfies Meta<(props: DataListProps<Use>) => JSX.Element>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the screen: a table above 768 px, cards at and below. */
export const ByWidth: Story = {};
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile' } } };
export const Table: Story = { args: { layout: 'table' } };
export const Cards: Story = { args: { layout: 'cards' } };
