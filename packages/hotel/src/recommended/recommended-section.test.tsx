// The home page's recommended hotels against a fake API behind the real client: the row of links, the hearts the
// shell puts in the slot, and nothing at all when the API fails or has no hotels.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../home-page';
import { hotelSummary } from '../results/test-fixtures';
import type { FavoriteToggleProps, HotelSlots } from '../slots';
import { hotelCopy, makeStore } from '../test/fixtures';

// 2026-11-23 10:00 in Jakarta: the cards open tomorrow's one-night stay.
const NOW = new Date('2026-11-23T03:00:00Z');
const RECOMMENDED = '/api/hotels/lists/highlights/recommended';

const hotels = [
  hotelSummary({
    id: 201,
    name: 'Segara Resort',
    slug: 'segara-resort',
    area_name: 'Nusa Dua',
    area_slug: 'nusa-dua',
  }),
  hotelSummary({
    id: 202,
    name: 'Hotel Malioboro',
    slug: 'hotel-malioboro',
    city_name: 'Yogyakarta',
    city_slug: 'yogyakarta',
    area_name: null,
    area_slug: null,
    cheapest_price: 420000,
    review_count: 0,
  }),
];

beforeAll(hotelCopy.load);

let answer: () => Promise<Response>;
let requests: URL[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  requests = [];
  answer = async () => json({ data: hotels });
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const url = new URL(request.url);
        requests.push(url);
        return url.pathname === RECOMMENDED ? answer() : json({ data: [] });
      },
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setApiClient(undefined);
});

/** The shell's heart, as a plain toggle: what matters here is that each card shows the slot, outside its link. */
function TestHeart({ hotelId, hotelName }: FavoriteToggleProps) {
  return <button type="button" aria-label={`Simpan ${hotelName} ke favorit`} data-hotel={hotelId} />;
}

function renderHome(slots?: HotelSlots, lang: Lang = 'id') {
  return renderRoute(<HomePage slots={slots} />, {
    routeIds: ['/'],
    elsewhere: (pathname) => <p>Halaman hotel: {pathname}</p>,
    store: makeStore({ cacheTime: '2026-11-23 11:00' }),
    i18n: hotelCopy.i18n(lang),
  });
}

describe('Recommended hotels on the home page', () => {
  it('lists the hotels as links to their pages for tomorrow, one night, two adults, with prices', async () => {
    const { user, router } = await renderHome();
    const section = await screen.findByRole('region', { name: 'Hotel rekomendasi' });
    const list = await within(section).findByRole('list', { name: 'Hotel rekomendasi' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    const segara = within(list).getByRole('link', { name: /^Segara Resort/ });
    expect(segara).toHaveAccessibleName('Segara Resort Nusa Dua, Badung 4,5 mulai dari Rp 850.000 / 1 malam');
    expect(segara).toHaveAttribute(
      'href',
      '/hotel/product/indonesia/badung/nusa-dua/segara-resort/201?checkin=2026-11-24&checkout=2026-11-25&rooms=1&adults=2',
    );
    // No area, no reviews: the city alone, no rating.
    expect(within(list).getByRole('link', { name: /^Hotel Malioboro/ })).toHaveAccessibleName(
      'Hotel Malioboro Yogyakarta mulai dari Rp 420.000 / 1 malam',
    );
    expect(requests.filter((u) => u.pathname === RECOMMENDED)).toHaveLength(1);
    // Without the shell's slot, no hearts.
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(section);

    await user.click(segara);
    await screen.findByText(/^Halaman hotel:/);
    expect(router.state.location.pathname).toBe('/hotel/product/indonesia/badung/nusa-dua/segara-resort/201');
  });

  it('shows the heart the shell puts in the slot on every card, outside its link', async () => {
    await renderHome({ FavoriteToggle: TestHeart });
    const list = await screen.findByRole('list', { name: 'Hotel rekomendasi' });
    const hearts = within(list).getAllByRole('button');
    expect(hearts.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Simpan Segara Resort ke favorit',
      'Simpan Hotel Malioboro ke favorit',
    ]);
    for (const heart of hearts) expect(heart.closest('a')).toBeNull();
    await expectNoAxeViolations(list);
  });

  it('shows a busy skeleton while the hotels load', async () => {
    answer = () => new Promise<Response>(() => {});
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Hotel rekomendasi' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    await expectNoAxeViolations(section);
  });

  it.each([
    ['fails', () => Promise.resolve(json({ message: 'Bad request' }, 400))],
    ['has no hotels', () => Promise.resolve(json({ data: [] }))],
  ])('shows nothing when the API %s', async (_case, reply) => {
    answer = reply;
    await renderHome();
    await screen.findByRole('button', { name: 'Cari Hotel' });
    await waitFor(() => expect(requests.some((u) => u.pathname === RECOMMENDED)).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Hotel rekomendasi' })).not.toBeInTheDocument(),
    );
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('speaks English', async () => {
    await renderHome(undefined, 'en');
    const list = await screen.findByRole('list', { name: 'Recommended hotels' });
    expect(within(list).getByRole('link', { name: /^Segara Resort/ })).toHaveAccessibleName(
      'Segara Resort Nusa Dua, Badung 4.5 starting from Rp 850.000 / 1 night',
    );
  });
});
