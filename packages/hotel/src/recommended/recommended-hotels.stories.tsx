import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { hotelSummary } from '../results/test-fixtures';
import { type FavoriteToggleProps, HotelSlotsProvider } from '../slots';
import { RecommendedHotels } from './recommended-hotels';

// Inline SVG pictures so the story needs no image server.
const picture = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${color}"/></svg>`,
  )}`;
const colors = ['#0b6172', '#f47b20', '#2e7d32', '#5b6675'];
const hotels = [
  hotelSummary({
    id: 201,
    name: 'Segara Resort',
    area_name: 'Nusa Dua',
    review_score: 4.7,
    review_count: 312,
  }),
  hotelSummary({ id: 202, name: 'Pondok Legian', area_name: 'Legian', cheapest_price: 420000 }),
  hotelSummary({
    id: 203,
    name: 'Hotel Malioboro',
    city_name: 'Yogyakarta',
    area_name: null,
    review_count: 0,
  }),
  hotelSummary({
    id: 204,
    name: 'Villa Ubud Asri',
    area_name: 'Ubud',
    cheapest_price: null,
    availability: 'sold_out',
  }),
].map((h, i) => {
  const src = picture(colors[i % colors.length] as string);
  return { ...h, image: { ...h.image, url: src, thumbnail: src } };
});

/**
 * A stand-in for the heart the shell puts in the slot (the favorites feature, which this package may not import):
 * the same name and pressed state, saved in the story's memory.
 */
function StoryHeart({ hotelName }: FavoriteToggleProps) {
  const [saved, setSaved] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Hapus ${hotelName} dari favorit` : `Simpan ${hotelName} ke favorit`}
      onClick={() => setSaved(!saved)}
      style={{ width: 40, height: 40, borderRadius: 20, border: 0, background: 'white', fontSize: 20 }}
    >
      {saved ? '♥' : '♡'}
    </button>
  );
}

const meta = {
  title: 'Hotel/Home/RecommendedHotels',
  component: RecommendedHotels,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
    withProviders(),
  ],
  args: {
    hotels,
    renderLink: (hotel, props) => <a href={`#hotel-${hotel.id}`} {...props} />,
  },
} satisfies Meta<typeof RecommendedHotels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { hotels: [], loading: true } };

/** A signed-in member: the favorites heart on every card (a stand-in for the shell's toggle). */
export const SignedInWithHearts: Story = {
  decorators: [
    (Story) => (
      <HotelSlotsProvider slots={{ FavoriteToggle: StoryHeart }}>
        <Story />
      </HotelSlotsProvider>
    ),
  ],
};
