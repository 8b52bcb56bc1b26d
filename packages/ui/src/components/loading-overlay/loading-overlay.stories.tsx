import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { open: true, label: 'Loading', showLabel: false, contained: false },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullScreen: Story = {};
export const WithMessage: Story = { args: { showLabel: true, label: 'Taking you to payment' } };
export const Hidden: Story = { args: { open: false } };
