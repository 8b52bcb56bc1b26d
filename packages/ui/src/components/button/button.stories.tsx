import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonClassName } from './button';

const Arrow = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 10h12m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'Add to Cart',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
  },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Shop now' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Return' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Load More' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', children: 'Check Out' } };
export const Loading: Story = { args: { loading: true, children: 'Send' } };
export const Disabled: Story = { args: { disabled: true, children: 'Pay Now' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Check Out' } };
export const WithIcon: Story = { args: { endIcon: <Arrow />, children: 'Get in touch' } };
/** A link styled as a button takes `buttonClassName()`; Button itself is always a <button>. */
export const AsLink: Story = {
  render: () => (
    <a href="#products" className={buttonClassName({ variant: 'outline' })}>
      Continue Shopping
    </a>
  ),
};
