import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Default Address', tone: 'neutral', count: false },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'],
    },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Best seller' } };
export const Success: Story = { args: { tone: 'success', children: 'Paid' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } };
export const Count: Story = { args: { tone: 'accent', count: true, children: '3' } };
