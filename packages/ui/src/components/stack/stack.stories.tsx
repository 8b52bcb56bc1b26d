import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: 4, wrap: false },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row', 'row-desktop'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Button>Check Out</Button>
      <Button variant="outline">Continue Shopping</Button>
      <Button variant="ghost">Return</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row', gap: 3, align: 'center' } };
export const RowOnDesktop: Story = { args: { direction: 'row-desktop', gap: 6 } };
export const SpacedBetween: Story = { args: { direction: 'row', justify: 'between', wrap: true } };
