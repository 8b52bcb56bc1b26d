import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUpload } from './file-upload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: { label: 'Profile photo', kind: 'image', required: false, disabled: false },
  argTypes: {
    kind: { control: 'inline-radio', options: ['image', 'pdf', 'pdf-or-image'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageFile: Story = {};
export const PdfFile: Story = { args: { kind: 'pdf', label: 'Company registration document' } };
export const PdfOrImage: Story = { args: { kind: 'pdf-or-image', label: 'Proof of purchase' } };
export const WithHint: Story = { args: { hint: 'A clear photo of your face works best.' } };
export const Rejected: Story = { args: { error: 'Only JPG & PNG files accepted' } };
export const Disabled: Story = { args: { disabled: true } };
