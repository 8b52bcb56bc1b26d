import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Email', placeholder: 'you@example.com', type: 'email', disabled: false },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'number', 'search'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'aina@example.my' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'aina@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'aina@example.my' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Malaysia', type: 'text' } };
