import type { Meta, StoryObj } from '@storybook/react-vite';
import layout from '../stories/story-layout.module.css';
// Every icon the package exports, by name.
import * as icons from './index';

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <ul className={`${layout.row} ${layout.wide}`}>
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} className={layout.iconTile}>
          <Icon />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
