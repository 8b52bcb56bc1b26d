import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: {
    value: 2,
    onChange: () => {},
    mode: 'cart',
    label: 'Quantity',
    disabled: false,
    size: 'md',
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['cart', 'product'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    onChange: { control: false },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <QuantityStepper {...args} value={value} onChange={setValue} />
        <p>Sent quantity: {value}</p>
      </>
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {};
export const AtMinimum: Story = { args: { value: 1 } };
export const Product: Story = { args: { mode: 'product', value: 1 } };
export const AtMaximum: Story = { args: { value: 10, max: 10 } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
