import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { disabled: false, toggleLabel: 'Show password' },
  render: (args) => (
    <Field label="Password" required>
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'coconut-2025' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'coconut-2025' } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="Confirm Password" required error="The Password does not match">
      <PasswordInput {...args} autoComplete="new-password" defaultValue="coconut" />
    </Field>
  ),
};
