import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const tabs = [
  { value: 'orders', label: 'My Orders', content: <p>Your orders appear here.</p> },
  { value: 'addresses', label: 'My Addresses', content: <p>Your saved addresses appear here.</p> },
];

const meta = {
  title: 'Disclosure/Tabs',
  component: Tabs,
  args: { label: 'Account sections', tabs },
  argTypes: { tabs: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'addresses' } };
export const WithDisabledTab: Story = {
  args: {
    tabs: [...tabs, { value: 'reviews', label: 'Reviews', content: null, disabled: true }],
  },
};
