import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsPage } from './promotions-page';
import { apiFrame, empty, failing, loaded, member, PAGE_PATH, pending, ROUTE_IDS } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the kit's fake fetch (each story picks its answers). Lingui comes from Storybook's preview.
const meta = {
  title: 'Promotions/PromotionsPage',
  component: PromotionsPage,
  decorators: [
    withProviders({ path: PAGE_PATH, routeIds: ROUTE_IDS, session: member, frame: apiFrame(loaded) }),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = {
  parameters: { providers: { frame: apiFrame(pending) } satisfies StoryProvidersOptions },
};

export const Failed: Story = {
  parameters: { providers: { frame: apiFrame(failing) } satisfies StoryProvidersOptions },
};

export const Empty: Story = {
  parameters: { providers: { frame: apiFrame(empty) } satisfies StoryProvidersOptions },
};

export const English: Story = { globals: { locale: 'en' } };
