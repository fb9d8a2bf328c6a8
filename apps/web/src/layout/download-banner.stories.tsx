import type { StoryProvidersOptions } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story.tsx';
import { DownloadBanner } from './download-banner.tsx';

const meta = {
  title: 'Shell/Layout/DownloadBanner',
  component: DownloadBanner,
  decorators: [withShell],
  parameters: { layout: 'fullscreen', providers: { path: '/about' } satisfies StoryProvidersOptions },
} satisfies Meta<typeof DownloadBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the banner shows until it is closed (closing hides it for 2 hours). */
export const Shown: Story = {};

export const ShownInEnglish: Story = { globals: { locale: 'en' } };
