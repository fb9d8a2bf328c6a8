import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoritesPage } from './favorites-page';
import { apiFrame, favoritesApi, member, PAGE_PATH, ROUTE_IDS, withUnlisted } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the kit's fake fetch (each story picks its answers). Lingui comes from Storybook's preview.
const meta = {
  title: 'Favorites/FavoritesPage',
  component: FavoritesPage,
  decorators: [
    withProviders({ path: PAGE_PATH, routeIds: ROUTE_IDS, session: member, frame: apiFrame(favoritesApi()) }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof FavoritesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved hotels priced for tomorrow, the "Semua" tab first. */
export const Loaded: Story = {};

/** Priced for the member's last search (the shell passes its dates). */
export const LastSearchDates: Story = {
  args: { lastSearch: { checkIn: '2030-12-10', checkOut: '2030-12-13' } },
};

/** One favorite is a hotel no longer listed: it can only be removed. */
export const WithUnlistedHotel: Story = {
  parameters: {
    providers: {
      frame: apiFrame(favoritesApi({ favorites: withUnlisted() })),
    } satisfies StoryProvidersOptions,
  },
};

export const Loading: Story = {
  parameters: {
    providers: { frame: apiFrame(favoritesApi({ pendingList: true })) } satisfies StoryProvidersOptions,
  },
};

export const Failed: Story = {
  parameters: {
    providers: { frame: apiFrame(favoritesApi({ failList: true })) } satisfies StoryProvidersOptions,
  },
};

/** Nothing saved: the way to search. */
export const Empty: Story = {
  parameters: {
    providers: { frame: apiFrame(favoritesApi({ favorites: [] })) } satisfies StoryProvidersOptions,
  },
};

export const English: Story = { globals: { locale: 'en' } };
