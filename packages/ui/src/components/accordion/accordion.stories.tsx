import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const items = [
  {
    id: 'use',
    title: 'Recommended Use',
    content: <p>Stir one to two sachets a day into 250 ml of cold or room-temperature water.</p>,
  },
  {
    id: 'ingredients',
    title: 'Ingredients',
    content: <p>Organic coconut MCT powder, postbiotics, tocotrienol, natural lemon flavour.</p>,
  },
  {
    id: 'facts',
    title: 'Supplement Facts',
    content: <p>Serving size 5 g. Twenty sachets per box.</p>,
  },
];

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: { items, headingLevel: 3 },
  argTypes: {
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    items: { control: false },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultValue: 'use' } };
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['use', 'facts'] } };
export const WithDisabledItem: Story = {
  args: {
    items: [
      ...items,
      { id: 'pro', title: 'Pro formula (coming soon)', content: null, disabled: true },
    ],
  },
};
