import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main', children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <p>Press Tab to reveal the link.</p>
      <nav aria-label="Example">
        <a href="#one">Shop</a> · <a href="#two">Community Blog</a>
      </nav>
      <main id="story-main">
        <p>Main content</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
