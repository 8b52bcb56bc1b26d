import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    label: 'Open cart',
    children: <CartIcon />,
    variant: 'ghost',
    size: 'md',
    disabled: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'solid', 'outline', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Solid: Story = { args: { variant: 'solid', label: 'Close', children: <CloseIcon /> } };
export const Outline: Story = {
  args: { variant: 'outline', label: 'Menu', children: <MenuIcon /> },
};
export const Inverse: Story = {
  args: { variant: 'inverse', label: 'Account', children: <UserIcon /> },
  globals: { backgrounds: { value: 'green' } },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true } };
