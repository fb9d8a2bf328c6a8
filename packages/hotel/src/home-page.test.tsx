import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { CommonState } from '@nusa/core/common-slice';
import type { Lang } from '@nusa/i18n/languages';
import { createTestI18n } from '@nusa/test-kit/i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kutaSuggestions, sampleHolidays, sampleMenus, samplePopular } from './search-form/test-fixtures';
import type { HotelSearchState } from './search-slice';
import { makeStore } from './test/fixtures';
import { renderHomePage } from './test/render-home';

// 2026-11-23 10:00 in Jakarta.
const NOW = new Date('2026-11-23T03:00:00Z');

const loaded: Partial<CommonState> = {
  publicHolidays: sampleHolidays,
  menuProducts: sampleMenus,
  popularDestination: samplePopular,
  cacheTime: '2026-11-23 11:00',
};

let requests: URL[] = [];

beforeEach(() => {
  // Only the clock is fixed; timers stay real so Testing Library's polling works (the debounce test fakes them).
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The router restores scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  requests = [];
  // A fake fetch answering the autocomplete call, behind the real client (headers, unwrap).
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const url = new URL(request.url);
        requests.push(url);
        // The recommended hotels (their own tests: recommended/recommended-section.test.tsx): none here.
        if (url.pathname === '/api/hotels/lists/highlights/recommended')
          return new Response(JSON.stringify({ data: [] }), {
            headers: { 'Content-Type': 'application/json' },
          });
        const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
        const data = kutaSuggestions.filter((s) => s.name.toLowerCase().includes(keyword));
        return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
      },
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setApiClient(undefined);
});

function renderHome(
  common: Partial<CommonState> = loaded,
  lang: Lang = 'id',
  hotelSearch: Partial<HotelSearchState> = {},
) {
  return renderHomePage(makeStore(common, hotelSearch), createTestI18n(lang));
}

const autocompleteCalls = () => requests.filter((u) => u.pathname === '/api/generals/v2/autocompletes');

describe('HomePage', () => {
  it('asks for suggestions only after a 300 ms pause and two characters, cities and areas first', async () => {
    // The autocomplete query lives in a lazily loaded piece (first-route budget); have its module ready before
    // the clock is faked, as a browser would have it by the second keystroke.
    await import('./search-form/suggestions-source');
    await renderHome();
    const input = await screen.findByRole('combobox', { name: 'Kota, area, atau nama hotel' });
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // fireEvent is synchronous: user-event's async wrapper waits on a real setTimeout that fake timers hold.
    const type = (text: string) => fireEvent.change(input, { target: { value: text } });
    const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    type('k');
    await settle(500);
    expect(autocompleteCalls()).toHaveLength(0);

    type('kut');
    await settle(299);
    expect(autocompleteCalls()).toHaveLength(0);
    await settle(1);
    expect(autocompleteCalls()).toHaveLength(1);
    expect(autocompleteCalls()[0]?.searchParams.get('keyword')).toBe('kut');
    expect(autocompleteCalls()[0]?.searchParams.get('order_by')).toBe('areas');
    await settle(0);
    expect(screen.getByRole('option', { name: 'Kuta Badung, Bali' })).toBeInTheDocument();

    // Typing on keeps the previous list until the next answer arrives.
    type('kuta u');
    expect(screen.getByRole('option', { name: 'Kuta Badung, Bali' })).toBeInTheDocument();
    await settle(300);
    expect(autocompleteCalls()).toHaveLength(2);
    await settle(0);
    expect(screen.getByRole('option', { name: /^Kuta Utara/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kuta Badung, Bali' })).not.toBeInTheDocument();
  });

  it('navigates to the area route with the stay in the query and remembers the search', async () => {
    const { user, router, store } = await renderHome();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'kuta');
    await screen.findByRole('option', { name: 'Kuta Badung, Bali' });
    // "Hotel di sekitar saya" comes first, then the suggestions.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cari Hotel' }));
    await screen.findByText(/^Halaman hasil:/);
    expect(router.state.location.pathname).toBe('/hotel/city/7/badung/area/kuta');
    expect(router.state.location.search).toEqual({
      checkin: '2026-11-24',
      checkout: '2026-11-25',
      rooms: 1,
      adults: 2,
    });
    expect(store.getState().hotelSearch.lastSearch).toMatchObject({
      destination: {
        type: 'area',
        id: 31,
        name: 'Kuta',
        target: {
          to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
          params: { cityId: '7', cityName: 'badung', slugArea: 'kuta' },
        },
      },
      checkIn: '2026-11-24',
    });
  });

  it('shows "Lokasi wajib diisi" and stays on the page without a location', async () => {
    const { user, router } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Cari Hotel' }));
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Lokasi wajib diisi');
    expect(router.state.location.pathname).toBe('/');
  });

  it('prefills the form from the last search while its dates are still bookable', async () => {
    const { user, router } = await renderHome(loaded, 'id', {
      lastSearch: {
        destination: {
          type: 'hotel_group',
          id: 3,
          name: 'Archipelago',
          label: 'Grup hotel',
          target: { to: '/hotel/group/{-$slug}/{-$groupId}', params: { slug: 'archipelago', groupId: '3' } },
        },
        checkIn: '2026-12-24',
        checkOut: '2026-12-27',
        rooms: 2,
        adults: 4,
        childrenAges: [5],
      },
    });
    expect(await screen.findByRole('combobox')).toHaveValue('Archipelago');
    expect(screen.getByRole('button', { name: /^Check-in Kam, 24 Des 2026/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kamar & tamu 2 kamar, 4 dewasa, 1 anak' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cari Hotel' }));
    await screen.findByText(/^Halaman hasil:/);
    expect(router.state.location.pathname).toBe('/hotel/group/archipelago/3');
    // `?children=5`, which the app's router reads back as JSON: the number 5.
    expect(router.state.location.search).toMatchObject({ rooms: 2, adults: 4, children: 5 });
  });

  it('shows only active menu products, in their colours and language', async () => {
    await renderHome(loaded, 'en');
    const nav = await screen.findByRole('navigation', { name: 'Produk' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Hotels', 'Flights', 'Deals']);
    const flights = within(nav).getByRole('link', { name: 'Flights' });
    expect(flights).toHaveAttribute('href', 'https://example.com/flight');
    expect(flights).toHaveStyle({ backgroundColor: '#FFF1E6', color: '#9C4608' });
    expect(within(nav).queryByRole('link', { name: /Trains|Kereta/ })).not.toBeInTheDocument();
  });

  it('lists popular destinations with pictures and prices, and searches one with default dates', async () => {
    const { user, router, store } = await renderHome();
    const section = await screen.findByRole('region', { name: 'Destinasi populer' });
    const kuta = within(section).getByRole('link', { name: /Kuta/ });
    expect(kuta).toHaveTextContent('Kuta 1.204 hotel mulai dari Rp 250.000');
    const img = within(kuta).getByRole('img', { name: 'Pemandangan kuta' });
    // The first row is above the fold and holds the page's largest paint: fetched at once, the first card
    // first in line; the rest wait until they scroll near.
    const pictures = within(section).getAllByRole('img');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.map((p) => p.getAttribute('loading'))).toEqual(
      pictures.map((_, i) => (i < 2 ? 'eager' : 'lazy')),
    );
    expect(img).toHaveAttribute('srcset', '/img/kuta-230.jpg 230w, /img/kuta-600.jpg 600w');
    expect(kuta).toHaveAttribute(
      'href',
      '/hotel/city/7/badung/area/kuta?checkin=2026-11-24&checkout=2026-11-25&rooms=1&adults=2',
    );
    await user.click(kuta);
    await screen.findByText(/^Halaman hasil:/);
    expect(router.state.location.pathname).toBe('/hotel/city/7/badung/area/kuta');
    expect(router.state.location.search).toMatchObject({ checkin: '2026-11-24', checkout: '2026-11-25' });
    expect(store.getState().hotelSearch.lastSearch?.destination).toMatchObject({
      type: 'area',
      name: 'Kuta',
      target: { to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea' },
    });
  });

  it('shows skeletons while the reference data has not arrived', async () => {
    await renderHome({});
    const section = await screen.findByRole('region', { name: 'Destinasi populer' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Produk' })).toHaveAttribute('aria-busy', 'true');
  });
});
