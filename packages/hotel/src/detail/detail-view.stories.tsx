import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styles from './detail.module.css';
import { WithDetailCatalog } from './detail-catalog';
import { DetailError, DetailNotFound, DetailSkeleton } from './detail-sections';
import { DetailView } from './detail-view';
import {
  availableRoom,
  badges,
  descriptions,
  hotelDetail,
  photos,
  plainRoom,
  review,
  reviewSummary,
  soldOutRoom,
} from './test-fixtures';

const meta = {
  title: 'Hotel/Detail/Page',
  component: DetailView,
  parameters: { viewport: { defaultViewport: 'mobile1' }, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <Story />
      </main>
    ),
    // The page's links (promotion, home) are the router's.
    withProviders({ frame: WithDetailCatalog, path: '/' }),
  ],
  args: {
    hotel: hotelDetail(),
    photos,
    descriptions,
    badges,
    stay: { checkIn: '2026-12-01', checkOut: '2026-12-03', rooms: 1, adults: 2, childrenAges: [] },
    nights: 2,
    rooms: { status: 'success', rooms: [plainRoom, availableRoom, soldOutRoom], nights: 2 },
    displayPrice: 900000,
    reviews: {
      summary: reviewSummary,
      reviews: [review(1), review(2)],
      total: 12,
      sort: 'newest',
      onSort: () => {},
      hasMore: true,
      loadingMore: false,
      onLoadMore: () => {},
    },
    onEditDates: () => {},
    onEditGuests: () => {},
    onChooseRoom: () => {},
  },
} satisfies Meta<typeof DetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page with a promo, badges, a sold-out room and reviews. */
export const Default: Story = {};

/** With the favorites slot filled (the shell provides it once the favorites feature exists). */
export const WithFavoriteSlot: Story = {
  args: {
    FavoriteToggle: ({ hotelName }) => (
      <button type="button" aria-pressed="false" aria-label={`Simpan ${hotelName} ke favorit`}>
        ♡
      </button>
    ),
  },
};

export const RoomsLoading: Story = { args: { rooms: { status: 'pending' }, displayPrice: 1200000 } };

export const FullyBooked: Story = {
  args: { rooms: { status: 'success', rooms: [soldOutRoom], nights: 2 }, displayPrice: null },
};

export const NoPromoNoBadges: Story = {
  args: { hotel: hotelDetail({ related_promo: null, review_score: null, review_count: 0 }), badges: [] },
};

export const Loading: Story = { render: () => <DetailSkeleton /> };

export const NotFound: Story = { render: () => <DetailNotFound /> };

export const Failed: Story = { render: () => <DetailError onRetry={() => {}} /> };
