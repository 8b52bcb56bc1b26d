import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { size: 'lg', flush: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', 'full'] } },
  render: (args) => (
    <Container {...args}>
      <p>
        Content sits inside the page gutters and stops growing at the chosen width. The small size
        is the 600 px band used by the reset-password form.
      </p>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const ExtraLarge: Story = { args: { size: 'xl' } };
export const FullWidthFlush: Story = { args: { size: 'full', flush: true } };
