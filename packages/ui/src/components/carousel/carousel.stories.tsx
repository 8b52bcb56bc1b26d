import type { Meta, StoryObj } from '@storybook/react-vite';
import layout from '../../stories/story-layout.module.css';
import { Carousel } from './carousel';

const ingredients = [
  'Coconut MCT',
  'Postbiotics',
  'Tocotrienol',
  'Lemon',
  'Whey protein',
  'Cocoa',
  'Acacia fibre',
];

const slides = ingredients.map((name) => (
  <div key={name} className={layout.tile}>
    <strong>{name}</strong>
  </div>
));

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    label: 'Ingredients',
    perView: { base: 1, tablet: 2, desktop: 5 },
    showArrows: true,
    showDots: true,
    gap: 'normal',
    children: slides,
  },
  argTypes: {
    autoplay: { control: { type: 'number', step: 500 } },
    gap: { control: 'inline-radio', options: ['none', 'normal', 'large'] },
    perView: { control: 'object' },
    children: { control: false },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FivePerViewOnDesktop: Story = {};
export const OnePerView: Story = { args: { perView: { base: 1 } } };
export const Autoplay: Story = {
  args: { label: 'Testimonials', autoplay: 5000, perView: { base: 1, desktop: 3 } },
};
export const Looping: Story = { args: { loop: true, perView: { base: 1, desktop: 3 } } };
export const WithoutDots: Story = { args: { showDots: false } };
export const EverythingFits: Story = {
  args: {
    label: 'Our products',
    perView: { base: 1, desktop: 3 },
    children: slides.slice(0, 3),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
