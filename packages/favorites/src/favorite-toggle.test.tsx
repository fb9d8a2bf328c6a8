import { setApiClient } from '@nusa/api-client/client';
import { favoriteLookupQuery, favoritesKeys } from '@nusa/api-client/queries/favorites';
import type { Lang } from '@nusa/i18n/languages';
import type { Session } from '@nusa/router/session';
import { staticSession } from '@nusa/router/testing';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoritesCatalog } from './favorites-catalog';
import { FavoriteToggle } from './favorite-toggle';
import {
  changingSession,
  type FavoritesApiOptions,
  favoritesApi,
  installFakeApi,
  member,
} from './test/fixtures';

const copy = testCatalogs([favoritesCatalog]);
beforeAll(copy.load);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  sessionStorage.clear();
  vi.restoreAllMocks();
});

// A hotel page stands in for wherever the heart shows (results cards, the hotel page).
const PATH = '/hotel/city/7/badung';

async function renderToggle(
  hotelId: number,
  hotelName: string,
  options: FavoritesApiOptions & { session?: Session; lang?: Lang } = {},
) {
  const { session = member, lang = 'id', ...api } = options;
  const fake = installFakeApi(favoritesApi(api));
  const view = await renderRoute(<FavoriteToggle hotelId={hotelId} hotelName={hotelName} />, {
    path: PATH,
    routeIds: ['/hotel/city/{-$cityId}/$cityName'],
    session,
    i18n: copy.i18n(lang),
  });
  return { ...view, api: fake };
}

const adds = (api: Awaited<ReturnType<typeof renderToggle>>['api']) =>
  api.calls('/api/members/v2/favorites').filter((r) => r.method === 'POST');

describe('FavoriteToggle', () => {
  it('shows a saved hotel pressed, asking the API with the hotel’s type and id', async () => {
    const { api } = await renderToggle(102, 'Segara Resort Kuta');
    const toggle = await screen.findByRole('button', { name: 'Hapus Segara Resort Kuta dari favorit' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const lookup = new URL(api.calls('/api/members/v2/favorites')[0]?.url as string).searchParams;
    expect(Object.fromEntries(lookup)).toEqual({
      favorable_type: 'hotel',
      favorable_id: '102',
      perpage: '1',
    });
  });

  it('saves a hotel at once (optimistic), then keeps the server’s favorite', async () => {
    const { user, api, queryClient } = await renderToggle(999, 'Hotel Baru');
    const toggle = await screen.findByRole('button', { name: 'Simpan Hotel Baru ke favorit' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Hapus Hotel Baru dari favorit');
    await waitFor(() => expect(adds(api)).toHaveLength(1));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: favoritesKeys.lists() }));
    const saved = queryClient.getQueryData(
      favoriteLookupQuery({ favorable_type: 'hotel', favorable_id: 999 }).queryKey,
    );
    expect(saved).toMatchObject({ id: 100, favorable_id: 999 });
  });

  it('removes a saved hotel by its favorite id', async () => {
    const { user, api } = await renderToggle(205, 'Villa Sawah Ubud');
    const toggle = await screen.findByRole('button', { name: 'Hapus Villa Sawah Ubud dari favorit' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.calls('/api/members/v2/favorites/2')).toHaveLength(1));
    expect(api.calls('/api/members/v2/favorites/2')[0]?.method).toBe('DELETE');
  });

  it('rolls back and says so when the server refuses', async () => {
    const { user } = await renderToggle(999, 'Hotel Baru', { failChanges: true });
    const toggle = await screen.findByRole('button', { name: 'Simpan Hotel Baru ke favorit' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hotel Baru belum tersimpan ke favorit. Coba lagi.',
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a guest to sign in, then saves the hotel once they have', async () => {
    const session = changingSession();
    const { user, api, router } = await renderToggle(999, 'Hotel Baru', { session });
    const toggle = await screen.findByRole('button', { name: 'Simpan Hotel Baru ke favorit' });
    await user.click(toggle);
    // The shell opens the sign-in modal on `?login=1`.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ login: 1 }));
    expect(api.requests).toHaveLength(0);
    act(() => session.signIn());
    await waitFor(() => expect(adds(api)).toHaveLength(1));
    expect(
      await screen.findByRole('button', { name: 'Hapus Hotel Baru dari favorit', pressed: true }),
    ).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('does not save another hotel than the one the guest tapped', async () => {
    const session = changingSession();
    const { api } = await renderToggle(999, 'Hotel Baru', { session });
    sessionStorage.setItem('nusa.favorites.pending', JSON.stringify({ hotelId: 5, at: Date.now() }));
    await screen.findByRole('button', { name: 'Simpan Hotel Baru ke favorit' });
    act(() => session.signIn());
    await waitFor(() => expect(api.calls('/api/members/v2/favorites').length).toBeGreaterThan(0));
    expect(adds(api)).toHaveLength(0);
  });

  it('speaks English and has no axe violations', async () => {
    await renderToggle(102, 'Segara Resort Kuta', { lang: 'en', session: staticSession() });
    expect(
      await screen.findByRole('button', { name: 'Save Segara Resort Kuta to favorites', pressed: false }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
