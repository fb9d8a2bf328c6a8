import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithDetailCatalog } from './detail-catalog';
import { Reviews } from './reviews';
import { review, reviewSummary } from './test-fixtures';

const meta = {
  title: 'Hotel/Detail/Reviews',
  component: Reviews,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600, padding: 16 }}>
        <Story />
      </div>
    ),
    withProviders({ frame: WithDetailCatalog }),
  ],
  args: {
    summary: reviewSummary,
    reviews: [review(1), review(2, { reviewer_name: null, hide_name: true, type_of_travel: 'business' })],
    total: 12,
    sort: 'newest',
    onSort: () => {},
    hasMore: true,
    loadingMore: false,
    onLoadMore: () => {},
  },
} satisfies Meta<typeof Reviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The averages per point, the first page and "load more". */
export const Default: Story = {};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const AllShown: Story = { args: { total: 2, hasMore: false } };

export const NoReviews: Story = {
  args: { summary: { average: null, review_count: 0, points: null }, reviews: [], total: 0, hasMore: false },
};

export const Failed: Story = { args: { reviews: [], summary: null, error: true, onRetry: () => {} } };

/** A review sent with photos (thumbnails linking to the 600 px pictures) and a video. */
export const WithMedia: Story = {
  args: {
    total: 1,
    hasMore: false,
    reviews: [
      review(3, {
        media: [
          {
            id: 31,
            type: 'photo',
            url: '/media/v1/hotels/h1-1.webp',
            thumbnail_url: '/media/v1/hotels/h1-1-thumb.webp',
            mime_type: 'image/webp',
            size_bytes: 48_000,
          },
          {
            id: 32,
            type: 'photo',
            url: '/media/v1/hotels/h1-2.webp',
            thumbnail_url: '/media/v1/hotels/h1-2-thumb.webp',
            mime_type: 'image/webp',
            size_bytes: 52_000,
          },
          {
            id: 33,
            type: 'video',
            url: '/media/uploads/reviews/clip.mp4',
            thumbnail_url: null,
            mime_type: 'video/mp4',
            size_bytes: 2_400_000,
          },
        ],
      }),
    ],
  },
};
