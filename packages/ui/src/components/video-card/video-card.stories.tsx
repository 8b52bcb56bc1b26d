import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoCard } from './video-card';

const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 1280"><rect width="720" height="1280" fill="#1F4D3A"/><circle cx="360" cy="560" r="180" fill="#D9A441"/><rect x="160" y="900" width="400" height="40" rx="20" fill="#FBF8F1"/></svg>',
)}`;

const meta = {
  title: 'Media/VideoCard',
  component: VideoCard,
  args: {
    src: 'video-not-bundled.mp4',
    poster: { src: poster, width: 720, height: 1280 },
    title: 'A morning with MCT Essentials',
    description: 'One sachet, one glass of water.',
  },
  argTypes: { poster: { control: false }, description: { control: 'text' } },
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {};
export const WithoutDescription: Story = { args: { description: undefined } };
export const Playing: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
  },
};
