import { initialMemberState, memberActions } from '@nusa/auth-otp/member-slice';
import { commonActions } from '@nusa/core/common-slice';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore, migrations, PERSIST_KEY, PERSIST_VERSION, whenRehydrated } from './store.ts';
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

describe('store', () => {
  it('persists the whitelisted common fields under one versioned key, never the error message', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await whenRehydrated(persistor);
    store.dispatch(commonActions.setLang('en'));
    store.dispatch(commonActions.setErrorMessage({ title: 'Ups', content: 'x' }));
    store.dispatch(commonActions.setCountUnreadNumber(3));
    store.dispatch(commonActions.dismissDownloadApp({ until: '2026-11-22 12:00' }));
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
        'lastSearch',
        'menuProducts',
        'popularDestination',
        'position',
        'publicHolidays',
        'referenceLang',
        'showDownloadApp',
      ].sort(),
    );
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
