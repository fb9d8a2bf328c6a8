import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPage } from './privacy-page';
import { ROUTES } from './test/fixtures';

// Written copy only: the page in Indonesian (the source) and in English, on the kit's router at its path.
const meta = {
  title: 'Info/PrivacyPage',
  component: PrivacyPage,
  decorators: [withProviders({ path: ROUTES.privacy, routeIds: [ROUTES.privacy] })],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {};

export const English: Story = { globals: { locale: 'en' } };
