import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HotelCard, HotelCardSkeleton } from './hotel-card';
import {
  discountedHotel,
  hotelSummary,
  memberRateHotel,
  memberTeaserHotel,
  nearbyHotel,
  unreviewedHotel,
} from './test-fixtures';
import { WithResultsCatalog } from './with-results-catalog';

// Inline SVG pictures so the story needs no image server.
const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${color}"/></svg>`,
  )}`;
const withPicture = (h: ReturnType<typeof hotelSummary>, color: string) => ({
  ...h,
  image: { ...h.image, url: picture(color), thumbnail: picture(color) },
});

const meta = {
  title: 'Hotel/Results/HotelCard',
  component: HotelCard,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
    withProviders({ frame: WithResultsCatalog }),
  ],
  args: {
    hotel: withPicture(hotelSummary(), '#0b6172'),
    renderLink: ({ children, ...rest }) => (
      <a href="#hotel" {...rest}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const Discounted: Story = { args: { hotel: withPicture(discountedHotel, '#f47b20') } };

/** A signed-in member's member rate: the "Harga member" badge, the public price struck through. */
export const MemberRate: Story = { args: { hotel: withPicture(memberRateHotel, '#0b6172') } };

/** A guest on a hotel with a member rate: the line to sign in for the member price. */
export const MemberRateForGuest: Story = {
  args: {
    hotel: withPicture(memberTeaserHotel, '#0b6172'),
    renderSignInLink: (children, className) => (
      <a href="?login=1" className={className}>
        {children}
      </a>
    ),
  },
};

export const NoReviews: Story = { args: { hotel: withPicture(unreviewedHotel, '#5b6675') } };

export const SoldOut: Story = {
  args: { hotel: withPicture(hotelSummary({ availability: 'sold_out', cheapest_price: null }), '#323c47') },
};

/** A "hotels near me" result: the distance from the visitor. */
export const NearYou: Story = { args: { hotel: withPicture(nearbyHotel, '#2e7d32') } };

/** A point-of-interest result: the distance from the place searched. */
export const NearPlace: Story = {
  args: { hotel: withPicture(nearbyHotel, '#2e7d32'), distanceFrom: 'Pantai Kuta' },
};

/**
 * With the favorites slot filled (the shell passes the favorites feature's toggle): a stand-in heart here, since
 * this package never imports the favorites feature.
 */
export const WithFavoriteSlot: Story = {
  args: {
    favorite: (
      <button type="button" aria-pressed="true" aria-label="Hapus Segara Resort dari favorit">
        ♥
      </button>
    ),
  },
};

export const Loading: Story = { render: () => <HotelCardSkeleton /> };
