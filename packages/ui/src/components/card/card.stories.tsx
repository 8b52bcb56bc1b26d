import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from './card';

const box = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#F3EDE0"/><rect x="140" y="60" width="120" height="180" rx="10" fill="#1F4D3A"/><rect x="140" y="110" width="120" height="30" fill="#D9A441"/></svg>',
)}`;

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: { variant: 'elevated', padding: 'md', interactive: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outline', 'muted', 'brand'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    media: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <Card {...args}>
      <h3>Home</h3>
      <p>12 Jalan Kelapa, 50450 Kuala Lumpur</p>
      <Badge tone="brand">Default Address</Badge>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {};
export const Outline: Story = { args: { variant: 'outline' } };
export const Muted: Story = { args: { variant: 'muted' } };
export const Brand: Story = { args: { variant: 'brand' } };
export const ProductCard: Story = {
  args: {
    interactive: true,
    media: <img src={box} alt="" width={400} height={300} />,
  },
  render: (args) => (
    <Card {...args}>
      <h3>
        <a href="#essentials" data-card-link>
          MCT Essentials
        </a>
      </h3>
      <p>Lemon Blast · 20 sachets</p>
      <Button size="sm">Add to Cart</Button>
    </Card>
  ),
};
