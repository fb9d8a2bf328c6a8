import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  apiFrame,
  promotionsEnded,
  promotionsFailing,
  promotionsLoaded,
  promotionsPending,
  ROUTES,
} from './test/fixtures';
import { TravelfairPage } from './travelfair-page';

// The fair on the kit's fake fetch: each story picks the promotions API's answer.
const meta = {
  title: 'Info/TravelfairPage',
  component: TravelfairPage,
  decorators: [
    withProviders({
      path: ROUTES.travelfair,
      routeIds: [ROUTES.travelfair],
      frame: apiFrame(promotionsLoaded),
    }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof TravelfairPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = {
  parameters: { providers: { frame: apiFrame(promotionsPending) } satisfies StoryProvidersOptions },
};

export const Failed: Story = {
  parameters: { providers: { frame: apiFrame(promotionsFailing) } satisfies StoryProvidersOptions },
};

export const Empty: Story = {
  parameters: { providers: { frame: apiFrame(promotionsEnded) } satisfies StoryProvidersOptions },
};

export const English: Story = { globals: { locale: 'en' } };
