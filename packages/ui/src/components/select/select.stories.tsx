import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Select } from './select';

const states = ['Johor', 'Kedah', 'Kelantan', 'Melaka', 'Sabah', 'Sarawak', 'Selangor'].map(
  (name) => ({ value: name, label: name }),
);

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: states, placeholder: 'Select state', disabled: false },
  argTypes: { options: { control: false } },
  render: (args) => (
    <Field label="State/territory" required>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: 'Sabah' } };
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'Melaka' },
  parameters: {
    // While the list is open Radix hides the page behind it from screen readers, trigger
    // included; focus sits in the list, so the trigger cannot be reached until it closes.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Selangor' } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="State/territory" required error="Please select State/territory!">
      <Select {...args} />
    </Field>
  ),
};
export const SingleChoice: Story = {
  render: (args) => (
    <Field label="Country/Region" required>
      <Select
        {...args}
        options={[{ value: 'Malaysia', label: 'Malaysia' }]}
        defaultValue="Malaysia"
      />
    </Field>
  ),
};
