import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import layout from '../../stories/story-layout.module.css';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'New Address',
    description: 'Saved addresses appear at checkout.',
    size: 'md',
    trigger: <Button>New Address</Button>,
    children: (
      <div className={layout.column}>
        <Field label="Address" required>
          <Input name="address" autoComplete="street-address" />
        </Field>
        <Field label="City" required>
          <Input name="city" autoComplete="address-level2" />
        </Field>
      </div>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    title: { control: 'text' },
    description: { control: 'text' },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };
export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Link copied',
    description: undefined,
    children: <p>Share it anywhere.</p>,
    footer: undefined,
  },
};
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Conditions of Sale',
    description: undefined,
    footer: undefined,
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Orders ship Monday to Friday, excluding Malaysian public holidays, and arrive within
            five to seven working days anywhere in Malaysia.
          </p>
        ))}
      </>
    ),
  },
};
