import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story.tsx';
import { ErrorPageFallback } from './error-page.tsx';
import { ErrorPage } from './error-page-view.tsx';

const meta = {
  title: 'Shell/Pages/ErrorPage',
  component: ErrorPage,
  decorators: [withShell],
  argTypes: { status: { control: 'inline-radio', options: [404, 500] } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { status: 404 } };

export const ServerError: Story = { args: { status: 500 } };

/** Shown when the error page itself fails: no router, a plain link home. */
export const Fallback: Story = {
  args: { status: 500 },
  render: () => <ErrorPageFallback />,
};
