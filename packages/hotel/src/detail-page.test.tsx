import { createApiClient, setApiClient } from '@nusa/api-client/client';
import { hotelsKeys } from '@nusa/api-client/queries/hotels';
import type { Lang } from '@nusa/i18n/languages';
import { createTestI18n } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelRoom } from './detail/detail-model';
import {
  availableRoom,
  badges,
  descriptions,
  fullyBookedRoom,
  hotelDetail,
  photos,
  plainRoom,
  review,
  reviewSummary,
  roomsOf,
  soldOutRoom,
} from './detail/test-fixtures';
import { DetailPage } from './detail-page';
import { HotelSlotsProvider } from './slots';
import { makeStore } from './test/fixtures';

// The gallery, counted: it renders only when the page's view does (see "keeps the view as it is…" below).
const galleryRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./detail/gallery', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./detail/gallery')>();
  return {
    ...actual,
    Gallery: (props: Parameters<typeof actual.Gallery>[0]) => {
      galleryRenders.count++;
      return actual.Gallery(props);
    },
  };
});

// 2026-11-23 10:00 in Jakarta.
const NOW = new Date('2026-11-23T03:00:00Z');
const ROUTE_ID = '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}';
const PATH = '/hotel/product/indonesia/badung/kuta/segara-resort-kuta/102';
const STAY = 'checkin=2026-12-01&checkout=2026-12-03&rooms=1&adults=2';

interface Call {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}
let calls: Call[] = [];
let hotelStatus = 200;
let roomsAnswer: (query: URLSearchParams) => HotelRoom[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOTAL_REVIEWS = 7;
function reviewsPage(page: number, perpage: number) {
  const from = (page - 1) * perpage;
  const count = Math.max(0, Math.min(perpage, TOTAL_REVIEWS - from));
  return {
    data: Array.from({ length: count }, (_, i) => review(from + i + 1)),
    meta: {
      page,
      perpage,
      total: TOTAL_REVIEWS,
      last_page: Math.ceil(TOTAL_REVIEWS / perpage),
      summary: reviewSummary,
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  calls = [];
  hotelStatus = 200;
  roomsAnswer = () => [plainRoom, availableRoom, soldOutRoom];
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const url = new URL(request.url);
        const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {};
        calls.push({ path: url.pathname, query: url.searchParams, body });
        switch (url.pathname) {
          case '/api/hotels/102':
            return hotelStatus === 200
              ? json(200, { data: hotelDetail() })
              : json(hotelStatus, { message: 'Hotel tidak ditemukan', code: 'not_found' });
          case '/api/hotels/102/photos':
            return json(200, { data: photos });
          case '/api/hotels/102/descriptions':
            return json(200, { data: descriptions });
          case '/api/hotels/102/badges':
            return json(200, { data: badges });
          case '/api/hotels/v2/102': {
            const q = url.searchParams;
            return json(200, {
              data: roomsOf(roomsAnswer(q), {
                check_in: q.get('check_in') ?? '',
                check_out: q.get('check_out') ?? '',
              }),
            });
          }
          case '/api/hotel-review/search':
            return json(200, reviewsPage(Number(body.page ?? 1), Number(body.perpage ?? 10)));
          default:
            return json(404, { message: 'not found' });
        }
      },
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setApiClient(undefined);
});

async function renderDetail(path: string, lang: Lang = 'id', Page = DetailPage) {
  const store = makeStore();
  const view = await renderRoute(<Page />, { path, routeIds: [ROUTE_ID], store, i18n: createTestI18n(lang) });
  return { ...view, store };
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

const roomCalls = () => calls.filter((c) => c.path === '/api/hotels/v2/102');
const roomList = () => screen.findByRole('list', { name: 'Daftar kamar' });

describe('DetailPage', () => {
  it('shows the hotel: gallery, title, stars, score, promo, badges, facilities, location, about, schedule, rules', async () => {
    await renderDetail(`${PATH}?${STAY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Segara Resort Kuta' })).toBeInTheDocument();
    // The heading comes from a deferred (transition) render, whose effects React runs after the commit, not
    // with it: the title follows a moment later.
    await waitFor(() => expect(document.title).toBe('Segara Resort Kuta'));
    const gallery = screen.getByRole('region', { name: 'Galeri foto' });
    await waitFor(() => expect(within(gallery).getAllByRole('button')).toHaveLength(5));
    expect(gallery).toHaveTextContent('1/5');
    const images = gallery.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('width', '600');
    expect(screen.getByRole('img', { name: 'Bintang 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /4,5\s*Lihat 12 ulasan/ })).toHaveAttribute('href', '#reviews');
    const promo = screen.getByRole('complementary', { name: 'Promo terkait' });
    expect(promo).toHaveTextContent('Liburan ke Bali Diskon 20%');
    expect(promo).toHaveTextContent('Kode BALI20, berlaku sampai Kam, 21 Jan 2027');
    expect(within(promo).getByRole('link', { name: 'Lihat promo' })).toHaveAttribute(
      'href',
      '/promotions/liburan-bali-diskon-20',
    );
    expect(await screen.findByText('Terlaris')).toBeInTheDocument();
    // The sections below the fold render in a transition after the first paint.
    expect(await screen.findByRole('region', { name: 'Lokasi' })).toHaveTextContent(
      'Pantai Kuta · Pantai300 mBandara Internasional I Gusti Ngurah Rai · Bandara3,4 km',
    );
    expect(screen.getByRole('region', { name: 'Jadwal check-in & check-out' })).toHaveTextContent(
      'Check-inMulai 14.00Check-outSebelum 12.00',
    );
    expect(screen.getByRole('region', { name: 'Aturan & kebijakan' })).toHaveTextContent(
      'Dilarang merokok di dalam kamar.',
    );
  });

  it('groups every facility in the "see all" sheet and expands the description', async () => {
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    await user.click(await screen.findByRole('button', { name: 'Lihat semua 8 fasilitas' }));
    const sheet = screen.getByRole('dialog', { name: 'Semua fasilitas' });
    expect(within(sheet).getByRole('region', { name: 'Transportasi & parkir' })).toHaveTextContent(
      'Parkir gratis',
    );
    expect(within(sheet).getByRole('region', { name: 'Aksesibilitas' })).toHaveTextContent(
      'Akses kursi roda',
    );
    await user.keyboard('{Escape}');
    const about = screen.getByRole('region', { name: 'Tentang hotel' });
    const more = within(about).getByRole('button', { name: 'Baca selengkapnya' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(about).getByRole('heading', { name: 'Makan & minum' })).toBeInTheDocument();
  });

  it('prices each room for the stay of the URL and tells available from sold-out rooms', async () => {
    const { store } = await renderDetail(`${PATH}?${STAY}`);
    const list = await roomList();
    expect(Object.fromEntries(roomCalls()[0]?.query ?? [])).toEqual({
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      rooms: '1',
      adults: '2',
    });
    const [plain, deluxe, suite] = within(list).getAllByRole('article');
    expect(deluxe).toHaveAccessibleName('Deluxe Room 11 (termasuk sarapan)');
    expect(deluxe).toHaveTextContent('Maks. 2 dewasa, 1 anak');
    expect(deluxe).toHaveTextContent('1 ranjang king');
    expect(deluxe).toHaveTextContent('26 m²');
    expect(deluxe).toHaveTextContent('Termasuk sarapan');
    expect(deluxe).toHaveTextContent('Gratis pembatalan');
    expect(deluxe).toHaveTextContent('Sisa 2 kamar');
    expect(deluxe?.querySelector('s')).toHaveTextContent('Harga awal Rp 1.500.000');
    expect(deluxe).toHaveTextContent('Rp 1.200.000 /kamar/malam');
    expect(deluxe).toHaveTextContent('Total 2 malam, 1 kamar: Rp 2.400.000');
    expect(plain).toHaveTextContent('Tanpa sarapan');
    expect(plain).toHaveTextContent('Tidak dapat dikembalikan');
    expect(plain).toHaveTextContent('Bayar di hotel');
    expect(plain).not.toHaveTextContent('Sisa');
    expect(suite).toHaveTextContent('Kamar tidak tersedia');
    expect(
      within(suite as HTMLElement).queryByRole('button', { name: 'Pilih kamar' }),
    ).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Pilih kamar' })).toHaveLength(2);
    // The hotel store knows what is open and its prices.
    await waitFor(() =>
      expect(store.getState().hotel).toMatchObject({
        hotelId: 102,
        cheapestPrice: 1200000,
        displayPrice: 900000,
        currency: 'IDR',
        params: { checkin: '2026-12-01', checkout: '2026-12-03', rooms: 1, adults: 2 },
      }),
    );
    expect(store.getState().hotel.detailParams).toMatchObject({ slug: 'segara-resort-kuta', id: 102 });
  });

  it('says the hotel is fully booked when no room can be booked', async () => {
    roomsAnswer = () => [soldOutRoom, fullyBookedRoom];
    await renderDetail(`${PATH}?${STAY}`);
    expect(await screen.findByText('Hotel penuh pada tanggal yang Anda pilih.')).toBeInTheDocument();
    expect(screen.getAllByText('Kamar tidak tersedia')).toHaveLength(2);
    expect(
      screen.getByText('Hanya tersisa 1 kamar, kurang dari 1 kamar yang Anda cari.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pilih kamar' })).not.toBeInTheDocument();
  });

  it('asks for another date when the hotel has no rooms', async () => {
    roomsAnswer = () => [];
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    expect(await screen.findByText('Tidak ada kamar hotel. Silakan pilih tanggal lain.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal lain' }));
    expect(await screen.findByRole('dialog', { name: 'Pilih tanggal menginap' })).toBeInTheDocument();
  });

  it('defaults to tomorrow for one night, 1 room and 2 adults', async () => {
    await renderDetail(PATH);
    await roomList();
    expect(Object.fromEntries(roomCalls()[0]?.query ?? [])).toEqual({
      check_in: '2026-11-24',
      check_out: '2026-11-25',
      rooms: '1',
      adults: '2',
    });
    expect(
      screen.getByRole('button', { name: /Ubah tanggal Sel, 24 Nov 2026 – Rab, 25 Nov 2026 \(1 malam\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ubah tamu 1 kamar, 2 dewasa, 0 anak' })).toBeInTheDocument();
  });

  it('goes to the checkout with the hotel, the room, the dates, the guests and the price shown', async () => {
    const { user, router } = await renderDetail(`${PATH}?${STAY}&children=5%2C8`);
    const list = await roomList();
    const deluxe = within(list).getByRole('article', { name: 'Deluxe Room 11 (termasuk sarapan)' });
    await user.click(within(deluxe).getByRole('button', { name: 'Pilih kamar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.href).toBe(
      '/checkout?hotel_id=102&room_id=11&price=1200000&checkin=2026-12-01&checkout=2026-12-03&rooms=1&adults=2&children=5%2C8',
    );
  });

  it('changes the guests with the guests sheet: the URL is replaced and the rooms are fetched again', async () => {
    const { user, router } = await renderDetail(`${PATH}?${STAY}`);
    await roomList();
    await user.click(screen.getByRole('button', { name: /^Ubah tamu/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Kamar & tamu' });
    await user.click(within(sheet).getByRole('button', { name: 'Tambah kamar' }));
    await user.click(within(sheet).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ rooms: 2, checkin: '2026-12-01' }),
    );
    await waitFor(() => expect(roomCalls().at(-1)?.query.get('rooms')).toBe('2'));
    expect(router.history.length).toBe(1);
  });

  it('changes the dates with the date sheet and fetches the rooms for them', async () => {
    const { user, router } = await renderDetail(`${PATH}?${STAY}`);
    await roomList();
    await user.click(screen.getByRole('button', { name: /^Ubah tanggal/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Pilih tanggal menginap' });
    await user.click(await within(sheet).findByRole('button', { name: /^Kamis, 10 Desember 2026/ }));
    await user.click(within(sheet).getByRole('button', { name: /^Sabtu, 12 Desember 2026/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Simpan tanggal' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ checkin: '2026-12-10', checkout: '2026-12-12' }),
    );
    await waitFor(() => expect(roomCalls().at(-1)?.query.get('check_in')).toBe('2026-12-10'));
    expect(roomCalls().at(-1)?.query.get('check_out')).toBe('2026-12-12');
    expect(await roomList()).toBeInTheDocument();
  });

  it('opens the full-screen viewer from the gallery and moves with the arrow keys; Escape closes it', async () => {
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    const gallery = await screen.findByRole('region', { name: 'Galeri foto' });
    await waitFor(() => expect(within(gallery).getAllByRole('button')).toHaveLength(5));
    await user.click(within(gallery).getByRole('button', { name: 'Buka foto 2 dari 5: Kolam renang' }));
    const viewer = screen.getByRole('dialog', { name: 'Foto Segara Resort Kuta' });
    expect(within(viewer).getByRole('img', { name: 'Kolam renang' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent('Foto 2/5');
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Kamar Deluxe' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent('Foto 3/5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(viewer).toHaveTextContent('Foto 5/5');
    await user.click(within(viewer).getByRole('button', { name: 'Foto berikutnya' }));
    expect(viewer).toHaveTextContent('Foto 1/5');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves through the viewer by swiping', async () => {
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    const gallery = await screen.findByRole('region', { name: 'Galeri foto' });
    await waitFor(() => expect(within(gallery).getAllByRole('button')).toHaveLength(5));
    await user.click(within(gallery).getByRole('button', { name: /^Buka foto 1 dari 5/ }));
    const viewer = screen.getByRole('dialog', { name: 'Foto Segara Resort Kuta' });
    const photo = within(viewer).getByRole('img', { name: 'Tampak depan' });
    // Right to left: the next photo; a short drag does nothing.
    fireEvent.pointerDown(photo, { clientX: 300 });
    fireEvent.pointerUp(photo, { clientX: 200 });
    expect(viewer).toHaveTextContent('Foto 2/5');
    fireEvent.pointerDown(photo, { clientX: 200 });
    fireEvent.pointerUp(photo, { clientX: 190 });
    expect(viewer).toHaveTextContent('Foto 2/5');
    fireEvent.pointerDown(within(viewer).getByRole('img'), { clientX: 100 });
    fireEvent.pointerUp(within(viewer).getByRole('img'), { clientX: 250 });
    expect(viewer).toHaveTextContent('Foto 1/5');
  });

  it('renders the favorite toggle the shell provides through the slots', async () => {
    function FavoriteToggle({ hotelId, hotelName }: { hotelId: number; hotelName: string }) {
      return <button type="button" aria-pressed="false">{`Favorit ${hotelName} #${hotelId}`}</button>;
    }
    const WithSlots = () => (
      <HotelSlotsProvider slots={{ FavoriteToggle }}>
        <DetailPage />
      </HotelSlotsProvider>
    );
    await renderDetail(`${PATH}?${STAY}`, 'id', WithSlots);
    expect(
      await screen.findByRole('button', { name: 'Favorit Segara Resort Kuta #102' }),
    ).toBeInTheDocument();
  });

  it('shows the review averages per point and loads more reviews', async () => {
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    const section = await screen.findByRole('region', { name: 'Ulasan tamu' });
    const list = await within(section).findByRole('list', { name: 'Ulasan tamu' });
    expect(section).toHaveTextContent('4,5/5dari 12 ulasan');
    expect(section).toHaveTextContent('Kebersihan4,6');
    expect(section).toHaveTextContent('Kenyamanan4,4');
    expect(section).toHaveTextContent('Pelayanan4,7');
    expect(section).toHaveTextContent('Sesuai harga4,2');
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    await user.click(within(section).getByRole('button', { name: 'Muat ulasan lainnya' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(7));
    expect(within(section).queryByRole('button', { name: 'Muat ulasan lainnya' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Menampilkan 7 dari 7 ulasan');
    const reviewCalls = calls.filter((c) => c.path === '/api/hotel-review/search');
    expect(reviewCalls.map((c) => c.body)).toEqual([
      { hotel_id: 102, sort: 'newest', page: 1, perpage: 5 },
      { hotel_id: 102, sort: 'newest', page: 2, perpage: 5 },
    ]);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Urutkan' }), 'Nilai terendah');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/hotel-review/search').at(-1)?.body.sort).toBe('lowest'),
    );
  });

  it("reads everything through api-client's hotel queries: invalidating hotelsKeys.detail(id) refreshes it all", async () => {
    const { queryClient } = await renderDetail(`${PATH}?${STAY}`);
    const section = await screen.findByRole('region', { name: 'Ulasan tamu' });
    await within(section).findByRole('list', { name: 'Ulasan tamu' });
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys).toHaveLength(6);
    expect(keys.filter((key) => startsWith(key, hotelsKeys.detail(102)))).toEqual(keys);
    const before = calls.length;
    await act(() => queryClient.invalidateQueries({ queryKey: hotelsKeys.detail(102) }));
    expect(new Set(calls.slice(before).map((c) => c.path))).toEqual(
      new Set([
        '/api/hotels/102',
        '/api/hotels/102/photos',
        '/api/hotels/102/descriptions',
        '/api/hotels/102/badges',
        '/api/hotels/v2/102',
        '/api/hotel-review/search',
      ]),
    );
  });

  it('keeps the view as it is when the page renders for something the view does not show', async () => {
    // The page renders again for its sheets, and synchronously for its queries' results (useSyncExternalStore);
    // the view is memoized with props that keep their identity, so only what it shows renders it (issue 14).
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    const section = await screen.findByRole('region', { name: 'Ulasan tamu' });
    await within(section).findByRole('list', { name: 'Ulasan tamu' });
    await roomList();
    const rendered = galleryRenders.count;
    await user.click(screen.getByRole('button', { name: /^Ubah tanggal/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Pilih tanggal menginap' });
    await user.click(within(sheet).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(galleryRenders.count).toBe(rendered);
    // What it shows changing still renders it: another order of the reviews.
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Urutkan' }), 'Nilai terendah');
    await waitFor(() => expect(galleryRenders.count).toBeGreaterThan(rendered));
  });

  it('shows a not-found message with a link home for an unknown hotel', async () => {
    hotelStatus = 404;
    await renderDetail(`${PATH}?${STAY}`);
    expect(await screen.findByRole('heading', { name: 'Hotel tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the hotel cannot be loaded', async () => {
    hotelStatus = 503;
    const { user } = await renderDetail(`${PATH}?${STAY}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hotel gagal dimuat');
    hotelStatus = 200;
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Segara Resort Kuta' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await renderDetail(`${PATH}?${STAY}`);
    await roomList();
    await screen.findByRole('list', { name: 'Ulasan tamu' });
    await expectNoAxeViolations(document.body);
  });

  it('speaks English', async () => {
    await renderDetail(`${PATH}?${STAY}`, 'en');
    const list = await screen.findByRole('list', { name: 'Rooms' });
    expect(within(list).getAllByRole('button', { name: 'Choose room' })).toHaveLength(2);
    expect(screen.getByText('Room not available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guest reviews' })).toBeInTheDocument();
  });
});
