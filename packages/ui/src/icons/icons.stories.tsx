import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../components/stack/stack';
import {
  AlertIcon,
  ArrowUpIcon,
  CartIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  MinusIcon,
  PauseIcon,
  PlayIcon,
  PlusIcon,
  UploadIcon,
  UserIcon,
} from './icons';

const icons = {
  AlertIcon,
  ArrowUpIcon,
  CartIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  MinusIcon,
  PauseIcon,
  PlayIcon,
  PlusIcon,
  UploadIcon,
  UserIcon,
};

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <Stack as="ul" direction="row" gap={6} wrap>
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack as="li" key={name} gap={2} align="center">
          <Icon />
          <code>{name}</code>
        </Stack>
      ))}
    </Stack>
  ),
};
