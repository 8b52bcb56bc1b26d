import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Products' }] },
  argTypes: { items: { control: 'object' }, renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {};
export const ProductPage: Story = {
  args: { items: [{ label: 'Home', href: '/' }, { label: 'MCT LeanEssentials' }] },
};
export const ThreeLevels: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Community Blog', href: '/community-blog' },
      { label: 'Our belief towards good health & better living' },
    ],
  },
};
