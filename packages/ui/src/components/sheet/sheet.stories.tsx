import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonClassName } from '../button/button';
import layout from '../../stories/story-layout.module.css';
import { Sheet } from './sheet';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  args: {
    title: 'Cart (2)',
    side: 'right',
    hideTitle: false,
    trigger: <Button>Open cart</Button>,
    children: <p>MCT Essentials, Lemon Blast × 2</p>,
    footer: (
      <div className={`${layout.column} ${layout.tight}`}>
        <Button fullWidth>Check Out</Button>
        <p>Taxes and shipping calculated at checkout</p>
      </div>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    title: { control: 'text' },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenRight: Story = { args: { defaultOpen: true } };
export const EmptyCart: Story = {
  args: {
    defaultOpen: true,
    title: 'Cart',
    footer: undefined,
    children: (
      <div className={`${layout.column} ${layout.centred}`}>
        <p>Your Cart is Empty</p>
        <a href="#products" className={buttonClassName({ variant: 'outline' })}>
          Continue Shopping
        </a>
      </div>
    ),
  },
};
export const OpenLeftMenu: Story = {
  args: {
    defaultOpen: true,
    side: 'left',
    title: 'Menu',
    hideTitle: true,
    trigger: <Button variant="outline">Menu</Button>,
    footer: <Button fullWidth>Login</Button>,
    children: (
      <nav aria-label="Main" className={`${layout.column} ${layout.tight}`}>
        <a href="#essentials">MCT Essentials</a>
        <a href="#leanessentials">MCT LeanEssentials</a>
        <a href="#blog">Community Blog</a>
      </nav>
    ),
  },
};
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
};
