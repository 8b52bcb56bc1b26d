import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: {
    title: 'Something went wrong',
    children: <p>This page could not be shown. Your cart is safe; please try again.</p>,
    actions: (
      <>
        <Button onClick={() => {}}>Try again</Button>
        <a href="/">Back to home</a>
      </>
    ),
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutActions: Story = { args: { actions: undefined } };
