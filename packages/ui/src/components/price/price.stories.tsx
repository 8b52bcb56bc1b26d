import { sen } from '@nyiur/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { amount: sen(19800), size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    amount: { control: { type: 'number', step: 100 } },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const Small: Story = { args: { size: 'sm', amount: sen(1200) } };
export const Thousands: Story = { args: { amount: sen(127899) } };
export const Discounted: Story = { args: { amount: sen(19800), was: sen(23800), size: 'lg' } };
