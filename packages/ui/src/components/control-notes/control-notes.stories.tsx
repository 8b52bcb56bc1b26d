import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlNotes, controlNoteIds } from './control-notes';

const meta = {
  title: 'Forms/ControlNotes',
  component: ControlNotes,
  args: {
    ids: controlNoteIds('story', 'Reels, shorts or stories.', 'Please choose one!'),
    hint: 'Reels, shorts or stories.',
    error: 'Please choose one!',
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
} satisfies Meta<typeof ControlNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HintAndError: Story = {};
export const HintOnly: Story = { args: { error: undefined } };
export const ErrorOnly: Story = { args: { hint: undefined } };
