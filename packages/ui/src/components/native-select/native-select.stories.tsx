import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { NativeSelect } from './native-select';

const states = ['Johor', 'Kedah', 'Kelantan', 'Melaka', 'Sabah', 'Sarawak', 'Selangor'].map(
  (name) => ({ value: name, label: name }),
);

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { options: states, placeholder: 'Select State/territory', disabled: false },
  argTypes: { options: { control: false } },
  render: (args) => (
    <Field label="State/territory" required>
      <NativeSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: 'Sabah' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Selangor' } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="State/territory" required error="Please select State/territory!">
      <NativeSelect {...args} />
    </Field>
  ),
};
