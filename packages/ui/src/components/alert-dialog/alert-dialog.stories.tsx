import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { AlertDialog } from './alert-dialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Are you sure to remove the address?',
    confirmLabel: 'Submit',
    cancelLabel: 'Return',
    confirmVariant: 'danger',
    onConfirm: () => {},
    trigger: <Button variant="outline">Remove</Button>,
  },
  argTypes: {
    confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
    trigger: { control: false },
    onConfirm: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithDescription: Story = {
  args: { defaultOpen: true, description: 'The address disappears from checkout.' },
};
export const Confirming: Story = {
  args: { defaultOpen: true, onConfirm: () => new Promise(() => {}) },
  parameters: { docs: { description: { story: 'Press Submit to see the pending state.' } } },
};
