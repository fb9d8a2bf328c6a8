// Every story renders on its own, without a backend or router: the presentational components are prop-driven.
import { describeStories, setUpStories } from '@nusa/test-kit/stories-test';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as DetailPageStories from './detail/detail-view.stories';
import * as GalleryStories from './detail/gallery.stories';
import * as ReviewsStories from './detail/reviews.stories';
import * as RoomListStories from './detail/room-list.stories';
import { hotelCatalog } from './locales';
import * as MenuProductsStories from './menu-products/menu-products.stories';
import * as PopularStories from './popular-destinations/popular-destinations.stories';
import * as RecommendedStories from './recommended/recommended-hotels.stories';
import * as FilterSheetStories from './results/filter-sheet.stories';
import * as HotelCardStories from './results/hotel-card.stories';
import * as ResultsPartsStories from './results/results-parts.stories';
import * as DateSheetStories from './search-form/date-sheet.stories';
import * as ComboboxStories from './search-form/destination-combobox.stories';
import * as GuestsSheetStories from './search-form/guests-sheet.stories';
import * as SearchFormStories from './search-form/search-form.stories';

// Storybook's preview Lingui (apps/storybook/.storybook/preview.tsx): the shared instance with hotel's first-route
// catalog, in the story's `locale` global; the results and detail stories load their catalogs behind their gates.
setUpStories([hotelCatalog]);

describeStories(
  {
    MenuProducts: MenuProductsStories,
    PopularDestinations: PopularStories,
    RecommendedHotels: RecommendedStories,
    DateSheet: DateSheetStories,
    DestinationCombobox: ComboboxStories,
    GuestsSheet: GuestsSheetStories,
    SearchForm: SearchFormStories,
    HotelCard: HotelCardStories,
    FilterSheet: FilterSheetStories,
    ResultsStates: ResultsPartsStories,
    DetailPage: DetailPageStories,
    Gallery: GalleryStories,
    Reviews: ReviewsStories,
    RoomList: RoomListStories,
  },
  // Rendered in an async act, so suspended pieces (the date-fns locale) resolve and commit.
  () =>
    waitFor(
      () =>
        expect(
          document.body.querySelectorAll(
            'section, nav, form, article, aside, h2, button, [role], [aria-hidden]',
          ).length,
        ).toBeGreaterThan(0),
      { timeout: 4000 },
    ),
);

describe('story content', () => {
  it('the hotel card shows a member their member rate, and a guest the way to it', async () => {
    const { MemberRate, MemberRateForGuest, Normal } = composeStories(HotelCardStories);
    const member = render(<MemberRate />);
    expect(await screen.findByText('Harga member')).toBeInTheDocument();
    expect(screen.getByText('Rp 810.000')).toBeInTheDocument();
    // The public price, struck through and named for screen readers.
    expect(screen.getByText(/Rp 900\.000/).closest('s')).toHaveTextContent('Harga umum Rp 900.000');
    expect(screen.queryByRole('link', { name: /masuk/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(member.container);
    member.unmount();
    const guest = render(<MemberRateForGuest />);
    const signIn = await screen.findByRole('link', { name: 'Harga member Rp 810.000 — masuk' });
    expect(signIn).toHaveAttribute('href', '?login=1');
    expect(screen.getByText('Rp 900.000').closest('s')).toBeNull();
    await expectNoAxeViolations(guest.container);
    guest.unmount();
    // Without a member rate: neither.
    render(<Normal />);
    await screen.findByText('Rp 850.000');
    expect(screen.queryByText('Harga member')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Harga member/ })).not.toBeInTheDocument();
  });
  it('the room card shows a member their member rate, and a guest the way to it', async () => {
    const { MemberRate, MemberRateForGuest } = composeStories(RoomListStories);
    const member = render(<MemberRate />);
    const memberCard = await screen.findByRole('article', { name: 'Deluxe Member (termasuk sarapan)' });
    expect(within(memberCard).getByText('Harga member')).toBeInTheDocument();
    expect(within(memberCard).getByText('Rp 950.000').closest('s')).not.toBeNull();
    expect(within(memberCard).getByText(/Rp 855\.000/)).toBeInTheDocument();
    await expectNoAxeViolations(member.container);
    member.unmount();
    render(<MemberRateForGuest />);
    const guestCard = await screen.findByRole('article', { name: 'Deluxe Member (termasuk sarapan)' });
    expect(within(guestCard).getByRole('link', { name: 'Harga member Rp 855.000 — masuk' })).toHaveAttribute(
      'href',
      '?login=1',
    );
    expect(within(guestCard).queryByText('Harga member')).not.toBeInTheDocument();
    // The room without a member rate has no such line.
    const other = screen.getByRole('article', { name: 'Superior Room (tanpa sarapan)' });
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });
  it('the room list stories show each availability state', async () => {
    const { WithSoldOutRoom, FullyBooked, NoRooms } = composeStories(RoomListStories);
    const first = render(<WithSoldOutRoom />);
    expect(await screen.findByText('Kamar tidak tersedia')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Pilih kamar' })).toHaveLength(2);
    first.unmount();
    const second = render(<FullyBooked />);
    expect(await screen.findByText('Hotel penuh pada tanggal yang Anda pilih.')).toBeInTheDocument();
    second.unmount();
    render(<NoRooms />);
    expect(await screen.findByText('Tidak ada kamar hotel. Silakan pilih tanggal lain.')).toBeInTheDocument();
  });
  it('the review with media shows its photos, linked to the larger picture, and its video', async () => {
    const { WithMedia } = composeStories(ReviewsStories);
    render(<WithMedia />);
    const media = await screen.findByRole('list', { name: 'Foto dan video dari Tamu 3' });
    const photo = screen.getByRole('img', { name: 'Foto 1 dari ulasan Tamu 3' });
    expect(photo).toHaveAttribute('src', '/media/v1/hotels/h1-1-thumb.webp');
    expect(screen.getByRole('link', { name: 'Foto 2 dari ulasan Tamu 3' })).toHaveAttribute(
      'href',
      '/media/v1/hotels/h1-2.webp',
    );
    expect(media.querySelector('video')).toHaveAccessibleName('Video 3 dari ulasan Tamu 3');
  });
  it('the date sheet story marks Natal', async () => {
    const { WithHolidays } = composeStories(DateSheetStories);
    render(<WithHolidays />);
    expect(
      await screen.findByRole('button', { name: /25 Desember 2026.*Hari Raya Natal/ }),
    ).toBeInTheDocument();
  });
  it('the discounted card strikes the original price through', () => {
    const { Discounted, NoReviews } = composeStories(HotelCardStories);
    const { container } = render(<Discounted />);
    expect(container.querySelector('s')).toHaveTextContent('Rp 1.500.000');
    render(<NoReviews />);
    expect(screen.getByText('Belum ada ulasan')).toBeInTheDocument();
  });
  it('the filter sheet story shows facet counts', () => {
    const { WithCounts } = composeStories(FilterSheetStories);
    render(<WithCounts />);
    expect(screen.getByRole('checkbox', { name: 'Bintang 4 (14)' })).toBeInTheDocument();
  });
  it('the filter sheet story shows review score, property type and area with their counts', () => {
    const { ReviewTypeAndArea } = composeStories(FilterSheetStories);
    render(<ReviewTypeAndArea />);
    expect(screen.getByRole('radio', { name: '4+ Sangat baik (20)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vila (8)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Legian (11)' })).toBeChecked();
  });
  it('the nearby card story shows the distance', () => {
    const { NearYou } = composeStories(HotelCardStories);
    render(<NearYou />);
    expect(screen.getByText('1,2 km dari lokasi Anda')).toBeInTheDocument();
  });
  it('the near-me stories offer the option first and show the denied message', () => {
    const { NearMe } = composeStories(ComboboxStories);
    render(<NearMe />);
    expect(screen.getByRole('option', { name: 'Hotel di sekitar saya' })).toBeInTheDocument();
    const { NearbyDenied } = composeStories(SearchFormStories);
    render(<NearbyDenied />);
    expect(screen.getAllByRole('combobox')[1]).toHaveAccessibleDescription(
      'Layanan lokasi tidak aktif atau ditolak. Izinkan akses lokasi untuk melihat hotel di sekitar Anda.',
    );
  });
  it('the suggestions story shows grouped options', () => {
    const { WithSuggestions } = composeStories(ComboboxStories);
    render(<WithSuggestions />);
    expect(screen.getByRole('group', { name: 'Area' })).toBeInTheDocument();
  });
});

describe('story harness', () => {
  it('switches the copy with the locale global, as the Storybook toolbar does, lazy catalogs included', async () => {
    const en = { initialGlobals: { locale: 'en' } };
    const { LocationError } = composeStories(SearchFormStories, en);
    const form = await act(async () => render(<LocationError />));
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Hotels' })).toBeInTheDocument();
    form.unmount();
    const { NoReviews } = composeStories(HotelCardStories, en);
    const card = await act(async () => render(<NoReviews />));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    card.unmount();
    const { WithSoldOutRoom } = composeStories(RoomListStories, en);
    await act(async () => render(<WithSoldOutRoom />));
    expect(await screen.findByText('Room not available')).toBeInTheDocument();
  });

  it('keeps a story that pins English in English whatever the toolbar says', async () => {
    const { English } = composeStories(SearchFormStories);
    await act(async () => render(<English />));
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
  });
});
