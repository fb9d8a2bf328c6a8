import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionsPage } from './promotions-page';
import {
  apiFrame,
  emptyList,
  failingList,
  guest,
  LIST_ROUTE_IDS,
  listAnswers,
  pending,
} from './test/fixtures';

// The list on the kit's story runner: the router over the real route tree at /promotions, a guest, and the API on
// the kit's fake fetch (each story picks its answers). Lingui comes from Storybook's preview.
const meta = {
  title: 'Promotions/PromotionsPage',
  component: PromotionsPage,
  decorators: [
    withProviders({
      path: '/promotions',
      routeIds: LIST_ROUTE_IDS,
      session: guest,
      frame: apiFrame(listAnswers),
    }),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "all" tab: an ongoing bank promotion and an upcoming special offer. */
export const Loaded: Story = {};

export const Loading: Story = {
  parameters: { providers: { frame: apiFrame(pending) } satisfies StoryProvidersOptions },
};

export const Failed: Story = {
  parameters: { providers: { frame: apiFrame(failingList) } satisfies StoryProvidersOptions },
};

export const Empty: Story = {
  parameters: { providers: { frame: apiFrame(emptyList) } satisfies StoryProvidersOptions },
};

export const English: Story = { globals: { locale: 'en' } };
