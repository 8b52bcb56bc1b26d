import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Are you a content creator?',
    options: [
      { value: '1', label: 'Yes' },
      { value: '0', label: 'No' },
    ],
    orientation: 'horizontal',
    variant: 'plain',
    required: false,
    disabled: false,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    variant: { control: 'inline-radio', options: ['plain', 'cards'] },
    label: { control: 'text' },
    error: { control: 'text' },
    options: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};
export const Selected: Story = { args: { defaultValue: '1' } };
export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: '0' } };
export const WithError: Story = { args: { required: true, error: 'Required' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '0' } };
export const Cards: Story = {
  args: {
    label: 'Delivery or pick-up',
    variant: 'cards',
    defaultValue: '0',
    options: [
      { value: '0', label: 'Delivery', description: '5 - 7 working days anywhere in Malaysia' },
      {
        value: '1',
        label: 'Pick-up',
        description: 'Collect from one of our venues; no shipping fee',
      },
    ],
  },
};
