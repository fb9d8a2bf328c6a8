import { setApiClient } from '@nusa/api-client/client';
import type { StayDates } from '@nusa/api-client/stay';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoritesCatalog } from './favorites-catalog';
import { FavoritesPage } from './favorites-page';
import {
  type FavoritesApiOptions,
  favoritesApi,
  installFakeApi,
  member,
  PAGE_PATH,
  ROUTE_IDS,
  withUnlisted,
} from './test/fixtures';

// 10:00 in Jakarta on 22 November 2026: tomorrow is the 23rd.
const NOW = Date.parse('2026-11-22T03:00:00Z');

const copy = testCatalogs([favoritesCatalog]);
beforeAll(copy.load);
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The router restores the scroll position on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  setApiClient(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderPage(
  options: FavoritesApiOptions = {},
  { lang = 'id', lastSearch }: { lang?: Lang; lastSearch?: StayDates } = {},
) {
  const api = installFakeApi(favoritesApi(options));
  const view = await renderRoute(<FavoritesPage lastSearch={lastSearch} />, {
    path: PAGE_PATH,
    routeIds: ROUTE_IDS,
    session: member,
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

const listCalls = (api: Awaited<ReturnType<typeof renderPage>>['api']) =>
  api.calls('/api/members/v2/favorites').filter((r) => r.method === 'GET');

describe('FavoritesPage', () => {
  it('shows the saved hotels as cards priced for tomorrow, with the types as tabs after "Semua"', async () => {
    const { api } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorit' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Hotel favorit' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Segara Resort Kuta' })).toHaveAttribute(
      'href',
      '/hotel/product/indonesia/badung/kuta/segara-resort-kuta/102?checkin=2026-11-23&checkout=2026-11-24&rooms=1&adults=2',
    );
    expect(cards[0]).toHaveTextContent('Rp 850.000');
    expect(cards[0]).toHaveTextContent('Harga awal Rp 1.000.000');
    expect(cards[2]).toHaveTextContent('Hotel penuh untuk tanggal ini');
    expect(
      screen.getByText(/Harga per malam untuk Sen, 23 Nov 2026 – Sel, 24 Nov 2026 \(1 malam\)/),
    ).toBeVisible();
    const query = Object.fromEntries(new URL(listCalls(api)[0]?.url as string).searchParams);
    expect(query).toEqual({ check_in: '2026-11-23', check_out: '2026-11-24', page: '1' });
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Semua', 'Hotel']),
    );
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('prices for the last search while its dates are ahead', async () => {
    const { api } = await renderPage({}, { lastSearch: { checkIn: '2026-12-10', checkOut: '2026-12-13' } });
    await screen.findByRole('list', { name: 'Hotel favorit' });
    expect(screen.getByText(/\(3 malam\)/)).toBeVisible();
    expect(new URL(listCalls(api)[0]?.url as string).searchParams.get('check_in')).toBe('2026-12-10');
    const link = screen.getByRole('link', { name: 'Villa Sawah Ubud' });
    expect(link.getAttribute('href')).toContain('checkin=2026-12-10&checkout=2026-12-13');
  });

  it('falls back to tomorrow when the last search is over', async () => {
    const { api } = await renderPage({}, { lastSearch: { checkIn: '2026-11-01', checkOut: '2026-11-03' } });
    await screen.findByRole('list', { name: 'Hotel favorit' });
    expect(new URL(listCalls(api)[0]?.url as string).searchParams.get('check_in')).toBe('2026-11-23');
  });

  it('lists one type in its tab', async () => {
    const { user, api } = await renderPage();
    await screen.findByRole('list', { name: 'Hotel favorit' });
    await user.click(await screen.findByRole('tab', { name: 'Hotel' }));
    expect(screen.getByRole('tab', { name: 'Hotel' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(listCalls(api).some((r) => new URL(r.url).searchParams.get('favorable_type') === 'hotel')).toBe(
        true,
      ),
    );
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findAllByRole('article')).toHaveLength(3);
  });

  it('removes a hotel with an undo, and removes it for good when the notice closes', async () => {
    const { user, api } = await renderPage();
    const list = await screen.findByRole('list', { name: 'Hotel favorit' });
    await user.click(within(list).getByRole('button', { name: 'Hapus Segara Resort Kuta dari favorit' }));
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Segara Resort Kuta dihapus dari favorit.');
    await user.click(within(notice).getByRole('button', { name: 'Batalkan' }));
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(api.calls('/api/members/v2/favorites/3')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Hapus Segara Resort Kuta dari favorit' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(api.calls('/api/members/v2/favorites/3')).toHaveLength(1));
    expect(api.calls('/api/members/v2/favorites/3')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Segara Resort Kuta' })).not.toBeInTheDocument();
  });

  it('brings the hotel back with a message when the removal fails', async () => {
    const { user } = await renderPage({ failChanges: true });
    const list = await screen.findByRole('list', { name: 'Hotel favorit' });
    await user.click(within(list).getByRole('button', { name: 'Hapus Villa Sawah Ubud dari favorit' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Villa Sawah Ubud belum terhapus dari favorit. Coba lagi.',
    );
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });

  it('removes a favorite whose undo is still offered when the member leaves the page', async () => {
    const { user, api, unmount } = await renderPage();
    const list = await screen.findByRole('list', { name: 'Hotel favorit' });
    await user.click(within(list).getByRole('button', { name: 'Hapus Segara Resort Kuta dari favorit' }));
    act(() => unmount());
    await waitFor(() => expect(api.calls('/api/members/v2/favorites/3')).toHaveLength(1));
  });

  it('shows a hotel no longer listed, which can still be removed', async () => {
    await renderPage({ favorites: withUnlisted() });
    const list = await screen.findByRole('list', { name: 'Hotel favorit' });
    expect(within(list).getAllByRole('article')[3]).toHaveTextContent('Hotel tidak lagi tersedia');
    expect(
      within(list).getByRole('button', { name: 'Hapus Hotel tidak lagi tersedia dari favorit' }),
    ).toBeInTheDocument();
  });

  it('says it is loading while the API has not answered', async () => {
    await renderPage({ pendingList: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat favorit…');
  });

  it('shows an error with a way to try again', async () => {
    const { user, api } = await renderPage({ failList: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Favorit tidak dapat dimuat');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThanOrEqual(2));
  });

  it('leads to search when nothing is saved', async () => {
    const { user, router } = await renderPage({ favorites: [] });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Belum ada hotel favorit' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cari hotel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks English', async () => {
    await renderPage({}, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Favorite hotels' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Segara Resort Kuta from favorites' }),
    ).toBeInTheDocument();
  });

  it('has no axe violations, with cards and with the empty state', async () => {
    const view = await renderPage();
    await screen.findByRole('list', { name: 'Hotel favorit' });
    await screen.findByRole('tab', { name: 'Hotel' });
    await expectNoAxeViolations();
    view.unmount();
    setApiClient(undefined);
    await renderPage({ favorites: [] });
    await screen.findByRole('heading', { level: 2, name: 'Belum ada hotel favorit' });
    await expectNoAxeViolations();
  });
});
