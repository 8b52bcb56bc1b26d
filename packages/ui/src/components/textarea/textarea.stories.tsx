import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { placeholder: 'How can we help?', disabled: false, rows: 5 },
  render: (args) => (
    <Field label="Comments" required>
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 'I would like to know more about the affiliate programme.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="Comments" required error="Please select comments!">
      <Textarea {...args} />
    </Field>
  ),
};
