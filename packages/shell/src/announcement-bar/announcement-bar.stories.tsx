import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncementBar } from './announcement-bar';

const meta = {
  title: 'Shell/Announcement bar',
  component: AnnouncementBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates every 3.5 s; hovering or focusing the bar pauses it. */
export const Rotating: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
