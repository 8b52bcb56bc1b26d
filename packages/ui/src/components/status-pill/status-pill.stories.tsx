import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPill } from './status-pill';

const meta = {
  title: 'Commerce/StatusPill',
  component: StatusPill,
  args: { status: 'Pending' },
  argTypes: {
    status: {
      control: 'select',
      options: ['Pending', 'Paid', 'Shipped', 'Completed', 'Cancelled', 'Failed'],
    },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Paid: Story = { args: { status: 'Paid' } };
export const Shipped: Story = { args: { status: 'Shipped' } };
export const Completed: Story = { args: { status: 'Completed' } };
export const Cancelled: Story = { args: { status: 'Cancelled' } };
export const Failed: Story = { args: { status: 'Failed' } };
