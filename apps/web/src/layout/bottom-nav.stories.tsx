import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ShellParameters, withShell } from '../test/shell-story.tsx';
import { BottomNav } from './bottom-nav.tsx';

const meta = {
  title: 'Shell/Layout/BottomNav',
  component: BottomNav,
  decorators: [withShell],
  parameters: { layout: 'fullscreen', shell: { path: '/' } satisfies ShellParameters },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {};

export const OrdersActive: Story = {
  parameters: { shell: { path: '/account/history' } satisfies ShellParameters },
};

export const ChatBadge: Story = {
  parameters: { shell: { path: '/about', chatUnread: 3 } satisfies ShellParameters },
};

/** Above 9 the badge shows "9+"; its accessible name keeps the real count. */
export const ChatBadgeOverNine: Story = {
  parameters: { shell: { path: '/about', chatUnread: 12 } satisfies ShellParameters },
};
