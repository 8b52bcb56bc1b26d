import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input';
import { Field } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Last Name',
    required: false,
    optional: false,
    disabled: false,
    children: <Input name="last_name" autoComplete="family-name" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const Optional: Story = {
  args: { label: 'Apartment, suite, etc.', optional: true, children: <Input name="address_2" /> },
};
export const WithHint: Story = {
  args: {
    label: 'Referral Code',
    hint: 'No referral code? Enter MNA001.',
    children: <Input name="referral_code" />,
  },
};
export const WithError: Story = { args: { required: true, error: 'Please insert Last Name!' } };
export const HintAndError: Story = {
  args: {
    label: 'Referral Code',
    required: true,
    hint: 'No referral code? Enter MNA001.',
    error: 'Referral Code is required!',
    children: <Input name="referral_code" />,
  },
};
export const Disabled: Story = { args: { disabled: true } };
