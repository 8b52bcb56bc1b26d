import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { CheckoutTopbar } from './checkout-topbar';

const meta = {
  title: 'Shell/Checkout topbar',
  component: CheckoutTopbar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/checkout']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CheckoutTopbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
