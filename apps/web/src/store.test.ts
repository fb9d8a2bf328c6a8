import { initialMemberState, memberActions } from '@nusa/auth-otp/member-slice';
import { commonActions } from '@nusa/core/common-slice';
import {
  type HotelSearchState,
  type LastSearch,
  type RouteTarget,
  setLastSearch,
  setPosition,
} from '@nusa/hotel/search-slice';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore, PERSIST_KEY, PERSIST_VERSION, whenRehydrated } from './store.ts';
import { migrations } from './store-migrations.ts';
import { memoryStorage } from './test/render-app.tsx';

const stored = (storage: ReturnType<typeof memoryStorage>) => {
  const raw = storage.data.get(`persist:${PERSIST_KEY}`);
  if (!raw) return undefined;
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)])) as Record<
    string,
    Record<string, unknown>
  >;
};

const kutaSearch: LastSearch = {
  destination: {
    type: 'area',
    id: 31,
    name: 'Kuta',
    label: 'Badung, Bali',
    target: {
      to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
      params: { cityId: '7', cityName: 'badung', slugArea: 'kuta' },
    },
  },
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: 1,
  adults: 2,
  childrenAges: [5],
};

/** The blob a v1 build wrote for a member who searched Kuta and then used "hotels near me". */
const v1Blob = () => ({
  common: JSON.stringify({
    LANG: 'en',
    publicHolidays: [{ date: '2026-12-25', name: 'Christmas Day', is_joint_leave: false }],
    menuProducts: [],
    popularDestination: [],
    lastSearch: {
      destination: {
        type: 'area',
        id: 31,
        name: 'Kuta',
        label: 'Badung, Bali',
        path: '/hotel/city/7/badung/area/kuta',
      },
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: 1,
      adults: 2,
      childrenAges: [5],
    },
    showDownloadApp: false,
    cacheTimeDownloadApp: '2026-11-22 14:00',
    cacheTime: '2026-11-22 13:00',
    referenceLang: 'en',
    position: { latitude: -8.7182, longitude: 115.1686 },
  }),
  member: JSON.stringify({ token: 'jwt', user: null, welcome: false }),
  _persist: JSON.stringify({ version: 1, rehydrated: true }),
});

/** v2's step alone, on a v1 state with these common fields. */
const toV2 = (common: Record<string, unknown>) => {
  const step = migrations[2];
  if (!step) throw new Error('no v2 migration');
  return step({ _persist: { version: 1, rehydrated: true }, common } as never) as unknown as {
    common: Record<string, unknown>;
    hotelSearch: HotelSearchState;
  };
};

/** The v2 last search of a v1 last search with this destination. */
const migratedLastSearch = (destination: Record<string, unknown>) =>
  toV2({ LANG: 'id', lastSearch: { ...kutaSearch, destination } }).hotelSearch.lastSearch;

describe('store', () => {
  it('persists the whitelisted common fields under one versioned key, never the error message', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await whenRehydrated(persistor);
    store.dispatch(commonActions.setLang('en'));
    store.dispatch(commonActions.setErrorMessage({ title: 'Ups', content: 'x' }));
    store.dispatch(commonActions.setCountUnreadNumber(3));
    store.dispatch(commonActions.dismissDownloadApp({ until: '2026-11-22 12:00' }));
    store.dispatch(setLastSearch(kutaSearch));
    store.dispatch(setPosition({ latitude: -8.7182, longitude: 115.1686 }));
    await waitFor(() =>
      expect(stored(storage)?.common).toMatchObject({ LANG: 'en', showDownloadApp: false }),
    );

    expect([...storage.data.keys()]).toEqual(['persist:nusa']);
    const persisted = stored(storage)!;
    expect(persisted._persist).toEqual({ version: PERSIST_VERSION, rehydrated: true });
    expect(Object.keys(persisted.common ?? {}).sort()).toEqual(
      [
        'LANG',
        'cacheTime',
        'cacheTimeDownloadApp',
        'menuProducts',
        'popularDestination',
        'publicHolidays',
        'referenceLang',
        'showDownloadApp',
      ].sort(),
    );
    // Hotel's search state is persisted whole, under the same key.
    expect(persisted.hotelSearch).toEqual({
      lastSearch: kutaSearch,
      position: { latitude: -8.7182, longitude: 115.1686 },
    });
  });

  it('rehydrates persisted fields over the defaults and ignores fields that should not persist', async () => {
    const storage = memoryStorage({
      'persist:nusa': JSON.stringify({
        common: JSON.stringify({
          LANG: 'en',
          errorMessage: { title: 'stale', content: '' },
          cacheTime: '2026-11-22 12:00',
        }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const { store, persistor } = createAppStore({ storage });
    await whenRehydrated(persistor);
    const common = store.getState().common;
    expect(common.LANG).toBe('en');
    expect(common.cacheTime).toBe('2026-11-22 12:00');
    expect(common.errorMessage).toBeNull();
    expect(common.platform).toBe('mobile-web');
  });

  it('migrates older state: an unsupported stored language falls back to the default', async () => {
    const storage = memoryStorage({
      'persist:nusa': JSON.stringify({
        common: JSON.stringify({ LANG: 'fr', cacheTime: '2026-11-22 12:00' }),
        _persist: JSON.stringify({ version: 0, rehydrated: true }),
      }),
    });
    const { store, persistor } = createAppStore({ storage });
    await whenRehydrated(persistor);
    expect(store.getState().common.LANG).toBe('id');
    expect(store.getState().common.cacheTime).toBe('2026-11-22 12:00');
    expect(Object.keys(migrations).map(Number)).toContain(PERSIST_VERSION);
  });

  it('migrates v1: the last search and position move from common to hotelSearch, the path becomes a route', async () => {
    const storage = memoryStorage({ 'persist:nusa': JSON.stringify(v1Blob()) });
    const { store, persistor } = createAppStore({ storage });
    await expect(whenRehydrated(persistor)).resolves.toBe(true);
    const state = store.getState();
    expect(state.hotelSearch).toEqual({
      lastSearch: kutaSearch,
      position: { latitude: -8.7182, longitude: 115.1686 },
    });
    expect(state.common).not.toHaveProperty('lastSearch');
    expect(state.common).not.toHaveProperty('position');
    // Everything else of the visit is kept: language, reference data, banner, session.
    expect(state.common).toMatchObject({
      LANG: 'en',
      cacheTime: '2026-11-22 13:00',
      referenceLang: 'en',
      showDownloadApp: false,
      publicHolidays: [{ date: '2026-12-25' }],
    });
    expect(state.member).toMatchObject({ token: 'jwt' });

    // Written back in the new shape with the new version.
    store.dispatch(commonActions.setCountUnreadNumber(1));
    await persistor.flush();
    await waitFor(() => expect(stored(storage)?._persist).toMatchObject({ version: PERSIST_VERSION }));
    const persisted = stored(storage)!;
    expect(PERSIST_VERSION).toBe(2);
    expect(persisted.common).not.toHaveProperty('lastSearch');
    expect(persisted.hotelSearch).toMatchObject({ lastSearch: kutaSearch });
  });

  it('migrates the v1 path of every kind of place to the route the form opens now', () => {
    const place = (type: string, path: string) => ({ type, id: 9, name: 'X', path });
    expect(migratedLastSearch(place('city', '/hotel/city/12/denpasar'))?.destination).toEqual({
      type: 'city',
      id: 9,
      name: 'X',
      target: { to: '/hotel/city/{-$cityId}/$cityName', params: { cityId: '12', cityName: 'denpasar' } },
    });
    const targetOf = (type: string, path: string) => {
      const destination = migratedLastSearch(place(type, path))?.destination;
      return destination && 'target' in destination ? destination.target : destination?.type;
    };
    const area = '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea';
    const product = '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}';
    const cases: [type: string, path: string, target: RouteTarget][] = [
      [
        'city',
        '/hotel/city/denpasar',
        { to: '/hotel/city/{-$cityId}/$cityName', params: { cityName: 'denpasar' } },
      ],
      [
        'area',
        '/hotel/city/7/badung/area/kuta',
        { to: area, params: { cityId: '7', cityName: 'badung', slugArea: 'kuta' } },
      ],
      // One segment before /area: an id when numeric, else the city's name.
      ['area', '/hotel/city/7/area/kuta', { to: area, params: { cityId: '7', slugArea: 'kuta' } }],
      [
        'area',
        '/hotel/city/badung/area/kuta',
        { to: area, params: { cityName: 'badung', slugArea: 'kuta' } },
      ],
      [
        'poi',
        '/hotel/poi/bandara%20ngurah-rai',
        { to: '/hotel/poi/{-$slug}', params: { slug: 'bandara ngurah-rai' } },
      ],
      [
        'hotel_group',
        '/hotel/group/archipelago/3',
        { to: '/hotel/group/{-$slug}/{-$groupId}', params: { slug: 'archipelago', groupId: '3' } },
      ],
      [
        'hotel',
        '/hotel/product/indonesia/badung/kuta/santika/99',
        {
          to: product,
          params: { country: 'indonesia', city: 'badung', area: 'kuta', slug: 'santika', id: '99' },
        },
      ],
      // Built without an area.
      [
        'hotel',
        '/hotel/product/indonesia/badung/santika/99',
        { to: product, params: { country: 'indonesia', city: 'badung', slug: 'santika', id: '99' } },
      ],
    ];
    for (const [type, path, target] of cases) expect(targetOf(type, path), `${type} ${path}`).toEqual(target);
  });

  it('keeps a v1 last search it cannot read back as free text on its name, and drops what is no last search', () => {
    const keyword = { type: 'keyword', id: null, name: 'Pantai Kuta' };
    expect(migratedLastSearch({ ...keyword, path: '/hotel/search/pantai-kuta' })?.destination).toEqual(
      keyword,
    );
    // As v1's form did: the name in the field, searched as typed.
    for (const [type, path] of [
      ['poi', '/promotions'],
      ['poi', '/hotel/city/1/2/3'],
      ['poi', '/hotel/poi/%E0%A4%A'],
      ['area', '/hotel/city/7/badung'],
      ['hotel', '/hotel/product/indonesia/badung/99'],
      ['constructor', '/hotel/city/7'],
      ['city', undefined],
    ]) {
      expect(migratedLastSearch({ type, id: 4, name: 'Pantai Kuta', path })).toEqual({
        ...kutaSearch,
        destination: keyword,
      });
    }
    expect(migratedLastSearch({ type: 'city', id: 1 })).toBeNull();
    expect(toV2({ LANG: 'id', lastSearch: 'garbage' })).toMatchObject({
      hotelSearch: { lastSearch: null, position: null },
      common: { LANG: 'id' },
    });
  });

  it("holds the auth feature's member slice and persists token, user and welcome flag", async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await whenRehydrated(persistor);
    store.dispatch(commonActions.setLang('en'));
    expect(store.getState().member).toEqual(initialMemberState);
    store.dispatch(memberActions.signedIn({ token: 'jwt', welcome: true }));
    await persistor.flush();
    expect(store.getState()).toMatchObject({
      common: { LANG: 'en' },
      member: { token: 'jwt', welcome: true },
    });
    await waitFor(() =>
      expect(stored(storage)?.member).toMatchObject({ token: 'jwt', user: null, welcome: true }),
    );
  });

  it('does not wait forever for a storage that never answers', async () => {
    const { persistor } = createAppStore({
      storage: { getItem: () => new Promise(() => {}), setItem: async () => {}, removeItem: async () => {} },
    });
    await expect(whenRehydrated(persistor, 20)).resolves.toBe(false);
  });
});
