import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Grid } from './grid';

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { columns: { base: 1, tablet: 2, desktop: 3 }, gap: 6 },
  argTypes: {
    gap: { control: 'inline-radio', options: [2, 4, 6, 8, 12] },
    columns: { control: 'object' },
  },
  render: (args) => (
    <Grid {...args}>
      {[
        'Gut health',
        'Weight management',
        'Cognitive health',
        'Sustainable box',
        'On the go',
        'Made in-house',
      ].map((title) => (
        <Card key={title}>
          <strong>{title}</strong>
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeOnDesktop: Story = {};
export const FourOnWide: Story = { args: { columns: { base: 1, tablet: 2, desktop: 3, wide: 4 } } };
export const SingleColumn: Story = { args: { columns: { base: 1 }, gap: 4 } };
