import { createApiClient, setApiClient } from '@nusa/api-client/client';
import { type HotelSearchCriteria, hotelsKeys } from '@nusa/api-client/queries/hotels';
import type { Lang } from '@nusa/i18n/languages';
import type { Session } from '@nusa/router/session';
import { staticSession } from '@nusa/router/testing';
import { createTestI18n } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULTS_ROUTE_IDS } from './results/results-model';
import {
  discountedHotel,
  hotelSummary,
  memberRateHotel,
  memberTeaserHotel,
  nearbyHotel,
  sampleFacets,
} from './results/test-fixtures';
import { ResultsPage } from './results-page';
import { HotelSlotsProvider } from './slots';
import { makeStore, type TestStore } from './test/fixtures';

// 2026-11-23 10:00 in Jakarta.
const NOW = new Date('2026-11-23T03:00:00Z');

interface Call {
  path: string;
  body: Record<string, unknown>;
}
let calls: Call[] = [];
type Answer = (body: Record<string, unknown>) => { status?: number; json: unknown };
let searchAnswer: Answer;
/** Search answers wait for this (a test holds it to see the loading state). */
let gate: Promise<void> = Promise.resolve();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function pageOf(total: number, page: number, perpage = 20) {
  const from = (page - 1) * perpage;
  const count = Math.max(0, Math.min(perpage, total - from));
  return {
    data: Array.from({ length: count }, (_, i) =>
      i === 0 && page === 1 ? discountedHotel : hotelSummary({ id: 200 + from + i }),
    ),
    meta: { page, perpage, total, last_page: Math.max(1, Math.ceil(total / perpage)) },
    search: {
      destination_name: 'Badung, Bali',
      destination_type: 'city',
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      nights: 2,
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  calls = [];
  gate = Promise.resolve();
  searchAnswer = (body) => ({ json: pageOf(25, Number(body.page)) });
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const url = new URL(request.url);
        const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {};
        calls.push({ path: url.pathname, body });
        if (url.pathname === '/api/hotels/searches') {
          await gate;
          const answer = searchAnswer(body);
          return json(answer.status ?? 200, answer.json);
        }
        if (url.pathname === '/api/hotels/searches/filters') return json(200, { data: sampleFacets });
        if (url.pathname === '/api/generals/v2/autocompletes') return json(200, { data: [] });
        return json(404, { message: 'not found' });
      },
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setApiClient(undefined);
});

function renderResults(
  path: string,
  lang: Lang = 'id',
  store: TestStore = makeStore(),
  session: Session = staticSession(),
) {
  return renderRoute(<ResultsPage />, {
    path,
    routeIds: RESULTS_ROUTE_IDS,
    session,
    store,
    i18n: createTestI18n(lang),
  });
}

const searches = () => calls.filter((c) => c.path === '/api/hotels/searches');
const CITY = '/hotel/city/7/badung?checkin=2026-12-01&checkout=2026-12-03&rooms=1&adults=2&children=5%2C8';

describe('ResultsPage', () => {
  it('searches the destination of the route with the criteria of the URL, showing skeletons first', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const first = searchAnswer;
    searchAnswer = (body) => first(body);
    gate = held;
    await renderResults(CITY);
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat hotel…');
    answer();
    const list = await screen.findByRole('list', { name: 'Daftar hotel' });
    expect(searches()[0]?.body).toEqual({
      destination: { type: 'city', id: 7 },
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      rooms: 1,
      adults: 2,
      children: [5, 8],
      perpage: 20,
      page: 1,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel di Badung, Bali' })).toBeInTheDocument();
    expect(screen.getByText('25 hotel ditemukan')).toBeInTheDocument();
    // 20 hotels and the sign-in prompt (the cards after the first few render in a transition).
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
  });

  it('puts the favorite toggle the shell provides through the slots on every card, outside its link', async () => {
    function FavoriteToggle({ hotelId, hotelName }: { hotelId: number; hotelName: string }) {
      return <button type="button" aria-pressed="false">{`Favorit ${hotelName} #${hotelId}`}</button>;
    }
    await renderRoute(
      <HotelSlotsProvider slots={{ FavoriteToggle }}>
        <ResultsPage />
      </HotelSlotsProvider>,
      { path: CITY, routeIds: RESULTS_ROUTE_IDS, store: makeStore(), i18n: createTestI18n('id') },
    );
    const list = await screen.findByRole('list', { name: 'Daftar hotel' });
    const [first] = within(list).getAllByRole('article');
    const name = within(first as HTMLElement)
      .getByRole('link')
      .getAttribute('aria-label') as string;
    const toggle = within(first as HTMLElement).getByRole('button', {
      name: new RegExp(`^Favorit ${name} #`),
    });
    expect(toggle.closest('a')).toBeNull();
  });

  it("reads the list through api-client's search query: invalidating hotelsKeys.searches() searches again", async () => {
    const { queryClient } = await renderResults(CITY);
    await screen.findByRole('list', { name: 'Daftar hotel' });
    const { page, ...criteria } = searches()[0]?.body ?? {};
    expect(page).toBe(1);
    // The list, and the facet counts (disabled until the filter sheet opens).
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([
      // Priced answers say whether the client is signed in (member rates): a guest here.
      [...hotelsKeys.searchPages(criteria as HotelSearchCriteria), { lang: 'id', member: false }],
      [...hotelsKeys.searchFilters(criteria as HotelSearchCriteria), { lang: 'id', member: false }],
    ]);
    const before = searches().length;
    await act(() => queryClient.invalidateQueries({ queryKey: hotelsKeys.searches() }));
    expect(searches()).toHaveLength(before + 1);
  });

  it('shows a hotel card with stars, reviews, the discounted price and the labels, linking with the stay', async () => {
    await renderResults(CITY);
    const link = await screen.findByRole('link', { name: 'Segara Resort Kuta' });
    expect(link).toHaveAttribute(
      'href',
      '/hotel/product/indonesia/badung/kuta/hotel-kuta-102/102?checkin=2026-12-01&checkout=2026-12-03&rooms=1&adults=2&children=5%2C8',
    );
    expect(within(link).getByRole('img', { name: 'Bintang 5' })).toBeInTheDocument();
    expect(within(link).getByRole('img', { name: 'Kolam renang hotel' })).toHaveAttribute(
      'srcset',
      '/img/hotel-102-230.jpg 230w, /img/hotel-102-600.jpg 600w',
    );
    expect(link).toHaveTextContent('Kuta, Badung');
    expect(link).toHaveTextContent('4,5 128 ulasan');
    expect(link).toHaveTextContent('Promo');
    expect(link.querySelector('s')).toHaveTextContent('Harga awal Rp 1.500.000');
    expect(link).toHaveTextContent('Rp 1.200.000per kamar per malam');
    expect(link).toHaveTextContent('Gratis pembatalan');
    expect(link).toHaveTextContent('Bayar di hotel');
  });

  it('asks guests to sign in after the third result', async () => {
    const { router, user } = await renderResults(CITY);
    const list = await screen.findByRole('list', { name: 'Daftar hotel' });
    const items = within(list).getAllByRole('listitem');
    const prompt = within(items[3] as HTMLElement).getByRole('complementary', {
      name: 'Masuk untuk melihat harga member dan menyimpan favorit',
    });
    const signIn = within(prompt).getByRole('link', { name: 'Masuk' });
    // The shell turns `login=1` into the sign-in modal over this same list.
    expect(signIn).toHaveAttribute('href', `${CITY}&login=1`);
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.searchStr).toContain('login=1'));
    expect(router.state.location.pathname).toBe('/hotel/city/7/badung');
  });

  it("offers a guest a hotel's member rate through the sign-in modal, and a member shows it as theirs", async () => {
    searchAnswer = (body) => {
      const page = pageOf(3, Number(body.page));
      return { json: { ...page, data: [memberTeaserHotel, ...page.data.slice(1)] } };
    };
    const { router, user } = await renderResults(CITY);
    const line = await screen.findByRole('link', { name: 'Harga member Rp 810.000 — masuk' });
    expect(line).toHaveAttribute('href', `${CITY}&login=1`);
    await user.click(line);
    await waitFor(() => expect(router.state.location.searchStr).toContain('login=1'));
  });

  it("shows a member's member rate with the public price struck through, and no sign-in line", async () => {
    searchAnswer = (body) => {
      const page = pageOf(3, Number(body.page));
      return { json: { ...page, data: [memberRateHotel, ...page.data.slice(1)] } };
    };
    await renderResults(CITY, 'id', makeStore(), staticSession({ token: 'member-token', memberId: 7 }));
    const card = await screen.findByRole('link', { name: 'Puri Sanur Member' });
    expect(within(card).getByText('Harga member')).toBeInTheDocument();
    expect(within(card).getByText('Rp 810.000')).toBeInTheDocument();
    expect(
      within(card)
        .getByText(/Rp 900\.000/)
        .closest('s'),
    ).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Harga member/ })).not.toBeInTheDocument();
  });

  it('does not ask a signed-in member to sign in', async () => {
    await renderResults(CITY, 'id', makeStore(), staticSession({ token: 'member-token', memberId: 7 }));
    await screen.findByRole('list', { name: 'Daftar hotel' });
    expect(screen.queryByRole('complementary', { name: /^Masuk untuk/ })).not.toBeInTheDocument();
  });

  it('loads the next page with the "load more" button', async () => {
    const { user } = await renderResults(CITY);
    await screen.findByRole('list', { name: 'Daftar hotel' });
    await user.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(searches().map((c) => c.body.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });

  it('sorts and filters in a bottom sheet with facet counts, keeping them in the URL', async () => {
    const { user, router } = await renderResults(CITY);
    await screen.findByRole('list', { name: 'Daftar hotel' });
    await user.click(screen.getByRole('button', { name: 'Urutkan & filter' }));
    const sheet = screen.getByRole('dialog', { name: 'Urutkan & filter' });
    expect(await within(sheet).findByRole('checkbox', { name: 'Bintang 4 (14)' })).toBeInTheDocument();
    expect(within(sheet).getByRole('checkbox', { name: 'Kolam renang (18)' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'Harga terendah' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Bintang 4 (14)' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Gratis pembatalan (30)' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Maksimum' }), '1000000');
    await user.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() =>
      // `?stars=4`, which the app's router reads back as JSON: the number 4.
      expect(router.state.location.search).toMatchObject({
        checkin: '2026-12-01',
        sort: 'lowest_price',
        stars: 4,
        free_cancellation: true,
        price_max: 1000000,
      }),
    );
    await waitFor(() => expect(searches().at(-1)?.body.sort).toBe('lowest_price'));
    expect(searches().at(-1)?.body.filters).toEqual({
      price_max: 1000000,
      star_ratings: [4],
      free_cancellation: true,
    });
    expect(await screen.findByRole('button', { name: 'Urutkan & filter (3)' })).toBeInTheDocument();
  });

  it('suggests widening the search when nothing matches, and clears the filters', async () => {
    searchAnswer = (body) => ({ json: pageOf(body.filters ? 0 : 25, 1) });
    const { user, router } = await renderResults(`${CITY}&stars=5&breakfast=true`);
    expect(await screen.findByRole('heading', { name: 'Tidak ada hotel yang cocok' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await screen.findByRole('list', { name: 'Daftar hotel' });
    expect(router.state.location.search).not.toHaveProperty('stars');
    expect(router.state.location.search).not.toHaveProperty('breakfast');
  });

  it("shows the API's 422 message and reopens the search form, prefilled", async () => {
    searchAnswer = () => ({
      status: 422,
      json: { message: 'Maaf, durasi menginap maksimal 15 malam', errors: { check_out: ['too long'] } },
    });
    const { user } = await renderResults(
      '/hotel/city/{-$cityId}/badung/area/kuta?checkin=2026-12-01&checkout=2026-12-20&rooms=1&adults=2'.replace(
        '{-$cityId}',
        '7',
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Maaf, durasi menginap maksimal 15 malam');
    expect(searches()[0]?.body.destination).toEqual({ type: 'area', slug: 'kuta' });
    await user.click(within(alert).getByRole('button', { name: 'Ubah pencarian' }));
    const sheet = screen.getByRole('dialog', { name: 'Ubah pencarian' });
    // The form comes from the home page's chunk, loaded on first use.
    expect(await within(sheet).findByRole('combobox')).toHaveValue('Kuta');
    expect(within(sheet).getByRole('button', { name: 'Cari Hotel' })).toBeInTheDocument();
  });

  it('reopens the search form from the summary bar and searches again', async () => {
    const { user, router } = await renderResults(CITY);
    await screen.findByRole('list', { name: 'Daftar hotel' });
    await user.click(screen.getByRole('button', { name: /^Ubah pencarian: Badung, Bali/ }));
    const sheet = screen.getByRole('dialog', { name: 'Ubah pencarian' });
    expect(await within(sheet).findByRole('combobox')).toHaveValue('Badung, Bali');
    expect(
      within(sheet).getByRole('button', { name: 'Kamar & tamu 1 kamar, 2 dewasa, 2 anak' }),
    ).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Cari Hotel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/hotel/city/7/badung');
  });

  it('searches free text from /hotel/search with q', async () => {
    await renderResults('/hotel/search/villa-ubud?q=villa%20ubud&checkin=2026-12-01&checkout=2026-12-03');
    await screen.findByRole('list', { name: 'Daftar hotel' });
    expect(searches()[0]?.body.destination).toEqual({ type: 'keyword', keyword: 'villa ubud' });
  });

  it('speaks English', async () => {
    await renderResults(CITY, 'en');
    // The page loads its own compiled catalog (the shell's catalogs are not loaded here).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotels in Badung, Bali' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort & filter' })).toBeInTheDocument();
    expect(await screen.findByText('25 hotels found')).toBeInTheDocument();
  });

  it('filters by review score, property type and area with their counts, and resets them', async () => {
    const { user, router } = await renderResults(CITY);
    await screen.findByRole('list', { name: 'Daftar hotel' });
    await user.click(screen.getByRole('button', { name: 'Urutkan & filter' }));
    const sheet = screen.getByRole('dialog', { name: 'Urutkan & filter' });
    const scores = await within(sheet).findByRole('group', { name: 'Skor ulasan' });
    expect(
      within(scores)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label') ?? r.parentElement?.textContent),
    ).toEqual([
      'Semua skor',
      '4,5+ Luar biasa (7)',
      '4+ Sangat baik (20)',
      '3,5+ Baik (31)',
      '3+ Cukup baik (36)',
    ]);
    expect(within(scores).getByRole('radio', { name: 'Semua skor' })).toBeChecked();
    await expectNoAxeViolations(sheet);
    await user.click(within(scores).getByRole('radio', { name: '4+ Sangat baik (20)' }));
    const types = within(sheet).getByRole('group', { name: 'Jenis properti' });
    await user.click(within(types).getByRole('checkbox', { name: 'Vila (8)' }));
    await user.click(within(types).getByRole('checkbox', { name: 'Resor (4)' }));
    const areas = within(sheet).getByRole('group', { name: 'Area' });
    await user.click(within(areas).getByRole('checkbox', { name: 'Legian (11)' }));
    await user.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        review_score: 4,
        property_types: 'villa,resort',
        areas: 32,
      }),
    );
    await waitFor(() => expect(searches().at(-1)?.body.filters).toBeDefined());
    expect(searches().at(-1)?.body.filters).toEqual({
      review_score_min: 4,
      property_types: ['villa', 'resort'],
      area_ids: [32],
    });
    // One score, two types, one area.
    await user.click(await screen.findByRole('button', { name: 'Urutkan & filter (4)' }));
    const again = screen.getByRole('dialog', { name: 'Urutkan & filter' });
    expect(within(again).getByRole('radio', { name: '4+ Sangat baik (20)' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Vila (8)' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Hapus filter' }));
    expect(within(again).getByRole('radio', { name: 'Semua skor' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Legian (11)' })).not.toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('review_score'));
    expect(router.state.location.search).not.toHaveProperty('property_types');
    expect(router.state.location.search).not.toHaveProperty('areas');
    expect(await screen.findByRole('button', { name: 'Urutkan & filter' })).toBeInTheDocument();
  });

  it('searches around the position of a "near me" URL, nearest first, with the distance on each card', async () => {
    searchAnswer = (body) => {
      const page = pageOf(3, Number(body.page));
      return {
        json: {
          ...page,
          data: [nearbyHotel, ...page.data.slice(1)],
          search: { ...page.search, destination_name: 'Di sekitar Anda', destination_type: 'nearby' },
        },
      };
    };
    const { user, router } = await renderResults(
      '/hotel/search/sekitar-saya?lat=-8.7182&lng=115.1686&checkin=2026-12-01&checkout=2026-12-03&rooms=1&adults=2',
    );
    const list = await screen.findByRole('list', { name: 'Daftar hotel' });
    expect(searches()[0]?.body).toMatchObject({
      destination: { type: 'nearby', latitude: -8.7182, longitude: 115.1686 },
      sort: 'distance',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel di sekitar Anda' })).toBeInTheDocument();
    expect(document.title).toBe('Hotel di sekitar Anda');
    expect(within(list).getByRole('link', { name: 'Pondok Legian' })).toHaveTextContent(
      '1,2 km dari lokasi Anda',
    );
    await user.click(screen.getByRole('button', { name: 'Urutkan & filter' }));
    const sheet = screen.getByRole('dialog', { name: 'Urutkan & filter' });
    expect(within(sheet).getByRole('radio', { name: 'Jarak terdekat' })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: 'Paling populer' }));
    await user.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    // Popularity is not this page's default, so it stays in the URL.
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort: 'popularity', lat: -8.7182 }),
    );
    await waitFor(() => expect(searches().at(-1)?.body.sort).toBe('popularity'));
  });

  it('ignores a position out of range and says the distance from a point of interest', async () => {
    searchAnswer = (body) => {
      const page = pageOf(2, Number(body.page));
      return {
        json: { ...page, data: [nearbyHotel], search: { ...page.search, destination_name: 'Pantai Kuta' } },
      };
    };
    await renderResults('/hotel/poi/pantai-kuta?lat=-95&lng=115&checkin=2026-12-01&checkout=2026-12-03');
    const link = await screen.findByRole('link', { name: 'Pondok Legian' });
    expect(searches()[0]?.body.destination).toEqual({ type: 'poi', slug: 'pantai-kuta' });
    expect(link).toHaveTextContent('1,2 km dari Pantai Kuta');
  });

  it('says "Hotels near you" in English', async () => {
    await renderResults('/hotel/search/sekitar-saya?lat=-8.7182&lng=115.1686', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels near you' })).toBeInTheDocument();
  });
});
