// Store composition. Each slice belongs to the package that owns the concept (common state: @nusa/core; the
// hotel search the visitor left: @nusa/hotel's search slice); the shell combines them and persists a whitelist
// under ONE fixed localStorage key with a schema version.
//
// Adding a slice later (e.g. the auth feature's `member`): declare it in LazyLoadedSlices below and call
// `rootReducer.inject(memberSlice)` here, before `persistStore` runs, so its persisted part is rehydrated into
// it. `member` is already on the persist whitelist.
import { memberSlice } from '@nusa/auth-otp/member-slice';
import { type CommonState, commonSlice } from '@nusa/core/common-slice';
import { hotelSearchSlice } from '@nusa/hotel/search-slice';
import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  createTransform,
  FLUSH,
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
import { webStorage } from './lib/web-storage.ts';
import type { StoredState } from './store-migrations.ts';

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
const PERSISTED_COMMON_FIELDS = [
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

/**
 * The migrations (store-migrations.ts), then the common whitelist (see commonWhitelist). The migrations are a
 * chunk of their own, loaded only when the stored state is older than this build: they hold a reader of the old
 * paths that every first visit would otherwise download, on the first route's budget. That one upgrade visit
 * waits for the chunk (whenRehydrated gives it 300 ms before the page renders without the stored state).
 */
async function migrate(state: PersistedState, version: number): Promise<PersistedState> {
  // As redux-persist counts it: a state without a version is older than any (-1).
  const stored = state?._persist?.version ?? -1;
  const migrated = (
    state && stored < version
      ? await (await import('./store-migrations.ts')).runMigrations(state, version)
      : state
  ) as StoredState | undefined;
  if (!migrated?.common) return migrated;
  return { ...migrated, common: pickCommon(migrated.common as Partial<CommonState>) } as StoredState;
}

export interface CreateAppStoreOptions {
  /** localStorage by default; tests pass an in-memory storage. */
  storage?: Storage;
  preloadedState?: Partial<RootState>;
}

export function createAppStore({ storage = webStorage, preloadedState }: CreateAppStoreOptions = {}) {
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
