import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponsiveImage } from './responsive-image';

const art = (w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#FBF8F1"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#1F4D3A"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 6}" fill="#D9A441"/></svg>`,
  )}`;

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: art(800, 600),
    alt: 'A coconut, halved',
    width: 800,
    height: 600,
    priority: false,
    fit: 'natural',
    rounded: false,
  },
  argTypes: { fit: { control: 'inline-radio', options: ['natural', 'cover', 'contain'] } },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {};
export const Priority: Story = {
  args: { priority: true, src: art(1600, 700), width: 1600, height: 700 },
};
export const Rounded: Story = { args: { rounded: true } };
export const Cover: Story = { args: { fit: 'cover' } };
export const Decorative: Story = { args: { alt: '' } };
