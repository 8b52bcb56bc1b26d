import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import layout from '../../stories/story-layout.module.css';
import { toast } from './toast-store';
import { Toaster } from './toaster';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { label: 'Notifications', closeLabel: 'Dismiss' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Triggers: Story = {
  render: (args) => (
    <>
      <div className={layout.row}>
        <Button onClick={() => toast.success('Address added Successfully!')}>Success</Button>
        <Button variant="danger" onClick={() => toast.error('Something went wrong')}>
          Error
        </Button>
        <Button variant="outline" onClick={() => toast.info('Link copied')}>
          Info
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
};

function Raise({ tone, message }: { tone: 'success' | 'error'; message: string }) {
  useEffect(() => {
    const id = toast[tone](message, { duration: 600_000 });
    return () => toast.dismiss(id);
  }, [tone, message]);
  return null;
}

export const SuccessToast: Story = {
  render: (args) => (
    <>
      <Raise tone="success" message="Your feedback is submitted!" />
      <Toaster {...args} />
    </>
  ),
};

export const ErrorToast: Story = {
  render: (args) => (
    <>
      <Raise
        tone="error"
        message="Exceed maximum weight(10kg) per order. Please reduce your quantity."
      />
      <Toaster {...args} />
    </>
  ),
};
