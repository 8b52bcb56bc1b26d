import { sen } from '@nyiur/domain';
import type { Sen } from '@nyiur/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JSX } from 'react';
import { Price } from '../price/price';
import { StatusPill } from '../status-pill/status-pill';
import { Table } from './table';
import type { TableColumn, TableProps } from './table';

type Order = { id: string; reference: string; product: string; status: string; amount: Sen };

const columns: TableColumn<Order>[] = [
  { key: 'reference', header: 'Reference', cell: (order) => order.reference },
  { key: 'product', header: 'Product', cell: (order) => order.product },
  { key: 'status', header: 'Status', cell: (order) => <StatusPill status={order.status} /> },
  { key: 'price', header: 'Price', align: 'end', cell: (order) => <Price amount={order.amount} /> },
];

const rows: Order[] = [
  {
    id: '1',
    reference: 'NY-1042',
    product: 'MCT Essentials × 2',
    status: 'Pending',
    amount: sen(40800),
  },
  {
    id: '2',
    reference: 'NY-1031',
    product: 'MCT LeanEssentials',
    status: 'Completed',
    amount: sen(19800),
  },
  {
    id: '3',
    reference: 'NY-1017',
    product: 'MCT Essentials',
    status: 'Cancelled',
    amount: sen(21000),
  },
];

const meta = {
  title: 'Data display/Table',
  component: Table as (props: TableProps<Order>) => JSX.Element,
  args: {
    caption: 'My Orders',
    columns,
    rows,
    rowKey: (order: Order) => order.id,
    responsive: 'stack',
  },
  argTypes: {
    responsive: { control: 'inline-radio', options: ['stack', 'scroll'] },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
  },
} satisfies Meta<(props: TableProps<Order>) => JSX.Element>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Empty: Story = { args: { rows: [], emptyMessage: 'You have no orders yet.' } };
export const StackedOnMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const ScrollOnMobile: Story = {
  args: { responsive: 'scroll' },
  globals: { viewport: { value: 'mobile' } },
};

type Fact = { label: string; ours: string; usual: string };
const facts: Fact[] = [
  { label: 'Serving', ours: 'One sachet', usual: 'A spoonful of oil' },
  { label: 'Carry in a bag', ours: 'Yes', usual: 'No' },
  { label: 'Mixes into coffee', ours: 'Yes', usual: 'Floats on top' },
];

/** A comparison: the first column names each row (`rowHeader`), with an empty corner above it. */
export const RowHeaders: StoryObj<(props: TableProps<Fact>) => JSX.Element> = {
  render: () => (
    <Table
      caption="Sachet or oil"
      responsive="scroll"
      columns={[
        { key: 'label', header: '', rowHeader: true, cell: (fact: Fact) => fact.label },
        { key: 'ours', header: 'Nyiur sachet', cell: (fact: Fact) => fact.ours },
        { key: 'usual', header: 'Usual MCT oil', cell: (fact: Fact) => fact.usual },
      ]}
      rows={facts}
      rowKey={(fact) => fact.label}
    />
  ),
};
