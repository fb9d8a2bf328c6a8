// Store composition. Each slice belongs to the package that owns the concept (common state: @nusa/core); the
// shell combines them and persists a whitelist under ONE fixed localStorage key with a schema version.
//
// Adding a slice later (e.g. the auth feature's `member`): declare it in LazyLoadedSlices below and call
// `rootReducer.inject(memberSlice)` here, before `persistStore` runs, so its persisted part is rehydrated into
// it. `member` is already on the persist whitelist.
import { memberSlice } from '@nusa/auth-otp/member-slice';
import { type CommonState, commonSlice } from '@nusa/core/common-slice';
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

export const rootReducer = combineSlices(commonSlice).withLazyLoadedSlices<LazyLoadedSlices>();
rootReducer.inject(memberSlice);
export type RootState = ReturnType<typeof rootReducer>;

export const PERSIST_KEY = 'nusa';
export const PERSIST_VERSION = 1;

/** Common fields worth keeping across visits. errorMessage, hotelDetailUrl, counters etc. are per-session. */
export const PERSISTED_COMMON_FIELDS = [
  'LANG',
  'publicHolidays',
  'menuProducts',
  'popularDestination',
  'lastSearch',
  'showDownloadApp',
  'cacheTimeDownloadApp',
  'cacheTime',
  'referenceLang',
  'position',
] as const satisfies readonly (keyof CommonState)[];

function pickCommon(state: Partial<CommonState> | null | undefined): Partial<CommonState> {
  const out: Record<string, unknown> = {};
  if (!state || typeof state !== 'object') return out;
  for (const field of PERSISTED_COMMON_FIELDS) if (field in state) out[field] = state[field];
  return out as Partial<CommonState>;
}

// Applied on the way in (what gets written) and on the way out (what an older build may have written), so a
// field removed from the whitelist never comes back from storage.
const commonWhitelist = createTransform<CommonState, Partial<CommonState>>(
  (inbound) => pickCommon(inbound),
  (outbound) => pickCommon(outbound) as CommonState,
  { whitelist: ['common'] },
);

/**
 * One entry per PERSIST_VERSION. Bump the version and add a step whenever the persisted shape changes; each
 * step receives the state written by the previous version.
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
};

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
      whitelist: ['common', 'member'],
      transforms: [commonWhitelist],
      migrate: createMigrate(migrations, { debug: false }),
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
