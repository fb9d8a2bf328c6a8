import type { StoryProvidersOptions } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, withUnreadChat } from '../test/shell-story.tsx';
import { BottomNav } from './bottom-nav.tsx';

const meta = {
  title: 'Shell/Layout/BottomNav',
  component: BottomNav,
  decorators: [withShell],
  parameters: { layout: 'fullscreen', providers: { path: '/' } satisfies StoryProvidersOptions },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {};

export const OrdersActive: Story = {
  parameters: { providers: { path: '/account/history' } satisfies StoryProvidersOptions },
};

export const ChatBadge: Story = {
  parameters: { providers: { path: '/about' } satisfies StoryProvidersOptions },
  decorators: [withUnreadChat(3)],
};

/** Above 9 the badge shows "9+"; its accessible name keeps the real count. */
export const ChatBadgeOverNine: Story = {
  parameters: { providers: { path: '/about' } satisfies StoryProvidersOptions },
  decorators: [withUnreadChat(12)],
};
