import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteCard, FavoriteCardSkeleton } from './favorite-card';
import { WithFavoritesCatalog } from './favorites-catalog';
import {
  fullyBooked,
  member,
  PAGE_PATH,
  ROUTE_IDS,
  sampleFavorites,
  ubud,
  withUnlisted,
} from './test/fixtures';

const [segaraFavorite] = sampleFavorites();
const unlisted = withUnlisted().at(-1);

const meta = {
  title: 'Favorites/FavoriteCard',
  component: FavoriteCard,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
    // On the router (the card links to the hotel page) at the favorites page.
    withProviders({ path: PAGE_PATH, routeIds: ROUTE_IDS, session: member, frame: WithFavoritesCatalog }),
  ],
  args: {
    favorite: segaraFavorite as NonNullable<typeof segaraFavorite>,
    stay: { checkIn: '2030-12-10', checkOut: '2030-12-11' },
    onRemove: () => {},
  },
} satisfies Meta<typeof FavoriteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discounted price: the original struck through. */
export const Discounted: Story = {};

export const Normal: Story = {
  args: { favorite: { id: 2, favorable_type: 'hotel', favorable_id: ubud.id, created_at: '', item: ubud } },
};

export const FullyBooked: Story = {
  args: {
    favorite: {
      id: 1,
      favorable_type: 'hotel',
      favorable_id: fullyBooked.id,
      created_at: '',
      item: fullyBooked,
    },
  },
};

/** A hotel no longer listed: no link, only the way to remove it. */
export const NoLongerListed: Story = { args: { favorite: unlisted as NonNullable<typeof unlisted> } };

export const Loading: Story = { render: () => <FavoriteCardSkeleton /> };
