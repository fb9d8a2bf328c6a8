// Store composition. Each slice belongs to the package that owns the concept (common state: @nusa/core; the
// hotel search the visitor left: @nusa/hotel's search slice); the shell combines them and persists a whitelist
// under ONE fixed localStorage key with a schema version.
//
// Adding a slice later (e.g. the auth feature's `member`): declare it in LazyLoadedSlices below and call
// `rootReducer.inject(memberSlice)` here, before `persistStore` runs, so its persisted part is rehydrated into
// it. `member` is already on the persist whitelist.
import { memberSlice } from '@nusa/auth-otp/member-slice';
import { type CommonState, commonSlice } from '@nusa/core/common-slice';
import {
  type HotelSearchState,
  hotelSearchSlice,
  type LastSearch,
  type RouteTarget,
} from '@nusa/hotel/search-slice';
import { isLang } from '@nusa/i18n/languages';
import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  createMigrate,
  createTransform,
  FLUSH,
  type MigrationManifest,
  PAUSE,
  PERSIST,
  type PersistedState,
  type Persistor,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import localStorage from 'redux-persist/es/storage';

/** Slices injected after start-up: `member` from the auth feature (injected right below, before persistStore). */
export interface LazyLoadedSlices {
  member: ReturnType<typeof memberSlice.reducer>;
}

// The hotel search is combined up front, not injected with the hotel pages: the home page (the first route)
// prefills its form from it, and it must be there when the persisted state comes back.
export const rootReducer = combineSlices(
  commonSlice,
  hotelSearchSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
rootReducer.inject(memberSlice);
export type RootState = ReturnType<typeof rootReducer>;

export const PERSIST_KEY = 'nusa';
export const PERSIST_VERSION = 2;

/** Common fields worth keeping across visits. errorMessage, hotelDetailUrl, counters etc. are per-session. */
export const PERSISTED_COMMON_FIELDS = [
  'LANG',
  'publicHolidays',
  'menuProducts',
  'popularDestination',
  'showDownloadApp',
  'cacheTimeDownloadApp',
  'cacheTime',
  'referenceLang',
] as const satisfies readonly (keyof CommonState)[];

function pickCommon(state: Partial<CommonState> | null | undefined): Partial<CommonState> {
  const out: Record<string, unknown> = {};
  if (!state || typeof state !== 'object') return out;
  for (const field of PERSISTED_COMMON_FIELDS) if (field in state) out[field] = state[field];
  return out as Partial<CommonState>;
}

// Applied on the way in, so only the whitelist is written. What an older build wrote is pruned on the way out
// too, but after the migrations (migrate below): a step may still need a field that has left the whitelist.
const commonWhitelist = createTransform<CommonState, Partial<CommonState>>(
  (inbound) => pickCommon(inbound),
  (outbound) => outbound as CommonState,
  { whitelist: ['common'] },
);

type StoredState = PersistedState & { common?: Record<string, unknown>; hotelSearch?: HotelSearchState };

// A v1 last search named its place by the path it opened; v2 keeps the route and its params. v1's reading of
// those paths, kept for the v2 step only (the app itself never reads a path back): per kind of place, its route,
// the path's second segment, and the params the remaining segments fill, by their count.
const V1_PATHS: Record<string, [RouteTarget['to'], string, Record<number, string>]> = {
  city: ['/hotel/city/{-$cityId}/$cityName', 'city', { 1: 'cityName', 2: 'cityId cityName' }],
  // Counted without the `area` segment itself.
  area: [
    '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
    'city',
    { 1: 'slugArea', 2: 'cityName slugArea', 3: 'cityId cityName slugArea' },
  ],
  poi: ['/hotel/poi/{-$slug}', 'poi', { 0: '', 1: 'slug' }],
  hotel_group: ['/hotel/group/{-$slug}/{-$groupId}', 'group', { 0: '', 1: 'slug', 2: 'slug groupId' }],
  // Built without an area, the path has four segments.
  hotel: [
    '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}',
    'product',
    { 4: 'country city slug id', 5: 'country city area slug id' },
  ],
};

/** Null when the path does not fit its kind of place; throws on a malformed escape or an unknown kind. */
function targetOfV1Path(type: string, path: string): RouteTarget | null {
  const [root, kind, ...rest] = (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const v1 = V1_PATHS[type];
  if (type === 'area' && rest.splice(-2, 1)[0] !== 'area') return null;
  const names = v1?.[2][rest.length]?.split(' ');
  if (!v1 || !names || root !== 'hotel' || kind !== v1[1]) return null;
  // One segment before /area: an id is numeric, anything else is the city's name.
  if (type === 'area' && rest.length === 2 && /^\d+$/.test(rest[0] ?? '')) names[0] = 'cityId';
  const params = Object.fromEntries(
    names.map((name, i) => [name, rest[i]]).filter(([name, value]) => name && value),
  );
  return { to: v1[0], params } as RouteTarget;
}

/**
 * A v1 last search in v2's shape. A place whose path cannot be read back is kept as free text on its name, which
 * is what v1's form did with it (the name in the field, searched as typed). Anything that is not a last search
 * at all is dropped.
 */
function lastSearchFromV1(value: unknown): LastSearch | null {
  const old = value as { destination?: { type: string; name: unknown; path: string } } | null;
  const d = old?.destination;
  if (typeof d?.name !== 'string') return null;
  let target: RouteTarget | null = null;
  try {
    target = targetOfV1Path(d.type, d.path);
  } catch {
    // A malformed escape, a missing path or an unknown kind of place (hand-edited storage): free text it is.
  }
  const { path: _path, ...place } = d;
  return {
    ...old,
    destination: target ? { ...place, target } : { type: 'keyword', id: null, name: d.name },
  } as LastSearch;
}

/**
 * One entry per PERSIST_VERSION. Bump the version and add a step whenever the persisted shape changes; each
 * step receives the state written by the previous version. A step must not throw: a failed migration loses the
 * whole stored state, the member's session included.
 */
export const migrations: MigrationManifest = {
  // v1: first versioned schema. Drop a LANG that is not a supported language (hand-edited or corrupted
  // storage) so the default applies instead of a blank catalog.
  1: (state) => {
    const persisted = state as (typeof state & { common?: Partial<CommonState> }) | undefined;
    if (!persisted?.common || isLang(persisted.common.LANG)) return state;
    const { LANG: _dropped, ...common } = persisted.common;
    return { ...persisted, common } as typeof state;
  },
  // v2: the last search and the "near me" position are hotel's, not common state: they move from `common` to
  // `hotelSearch`, and the last search names its place by route + params instead of a path.
  2: (state) => {
    const persisted = state as StoredState | undefined;
    if (!persisted?.common) return state;
    const { lastSearch, position, ...common } = persisted.common;
    // The position is carried as it was: v1 read it unchecked too, and nothing reads it back yet.
    const hotelSearch = { lastSearch: lastSearchFromV1(lastSearch), position: position ?? null };
    return { ...persisted, common, hotelSearch } as StoredState;
  },
};

const runMigrations = createMigrate(migrations, { debug: false });

/** The migrations, then the common whitelist (see commonWhitelist). */
async function migrate(state: PersistedState, version: number): Promise<PersistedState> {
  const migrated = (await runMigrations(state, version)) as StoredState | undefined;
  if (!migrated?.common) return migrated;
  return { ...migrated, common: pickCommon(migrated.common as Partial<CommonState>) } as StoredState;
}

export interface CreateAppStoreOptions {
  /** localStorage by default; tests pass an in-memory storage. */
  storage?: Storage;
  preloadedState?: Partial<RootState>;
}

export function createAppStore({ storage = localStorage, preloadedState }: CreateAppStoreOptions = {}) {
  const persistedReducer = persistReducer(
    {
      key: PERSIST_KEY,
      version: PERSIST_VERSION,
      storage,
      whitelist: ['common', 'member', hotelSearchSlice.reducerPath],
      transforms: [commonWhitelist],
      migrate,
      // Merge one level into each slice, so a field added to a slice keeps its initial value after rehydration.
      stateReconciler: autoMergeLevel2,
    },
    rootReducer as Reducer<RootState>,
  );
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Resolves once the persisted state is back, or after `maxWaitMs` at the latest: storage is local and normally
 * answers within a frame, and a broken storage must not keep the page blank.
 */
export function whenRehydrated(persistor: Persistor, maxWaitMs = 300): Promise<boolean> {
  if (persistor.getState().bootstrapped) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, maxWaitMs);
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}
