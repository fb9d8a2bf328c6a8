import { cacheTimeFrom } from '@nusa/core/common-slice';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holidays, menuProducts, popularDestinations } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

describe('reference data', () => {
  it('loads holidays, menu products and popular destinations on mount and caches them for 60 minutes', async () => {
    const before = new Date();
    const { api, store } = await renderApp({ url: '/about' });
    await waitFor(() => expect(store.getState().common.cacheTime).not.toBeNull());

    const [holidayCall] = api.calls('/api/generals/holidays');
    expect(new URL(holidayCall!.url).searchParams.get('perpage')).toBe('100');
    expect(new URL(holidayCall!.url).searchParams.get('status')).toBe('published');
    expect(api.calls('/api/generals/homepage-menus')[0]?.headers.get('X-Platform')).toBe('mobile-web');
    expect(api.calls('/api/generals/hotel-popular-destinations')).toHaveLength(1);

    const common = store.getState().common;
    expect(common.publicHolidays).toEqual(holidays);
    expect(common.menuProducts).toEqual(menuProducts);
    expect(common.popularDestination).toEqual(popularDestinations);
    expect(common.referenceLang).toBe('id');
    expect([cacheTimeFrom(before, { minutes: 60 }), cacheTimeFrom(new Date(), { minutes: 60 })]).toContain(
      common.cacheTime,
    );
  });

  it('skips the fetch while the cache time has not passed', async () => {
    const { api, store } = await renderApp({
      url: '/about',
      common: { cacheTime: cacheTimeFrom(new Date(), { minutes: 30 }), referenceLang: 'id', menuProducts },
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(api.requests).toHaveLength(0);
    expect(store.getState().common.menuProducts).toEqual(menuProducts);
  });

  it('refetches when the cache has expired', async () => {
    const { api } = await renderApp({
      url: '/about',
      common: { cacheTime: '2020-01-01 00:00', referenceLang: 'id' },
    });
    await waitFor(() => expect(api.calls('/api/generals/homepage-menus')).toHaveLength(1));
  });

  it('refetches when the cached data is in the other language', async () => {
    const { api, store } = await renderApp({
      url: '/about?lang=en',
      common: { cacheTime: cacheTimeFrom(new Date(), { minutes: 30 }), referenceLang: 'id' },
    });
    await waitFor(() => expect(store.getState().common.referenceLang).toBe('en'));
    expect(api.calls('/api/generals/holidays')[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('stamps a short retry time when the API fails, so pages stop waiting', async () => {
    const { store } = await renderApp({
      url: '/about',
      api: (await import('../test/fake-api.ts')).createFakeApi(
        () =>
          new Response('{"message":"down"}', {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    });
    await waitFor(() =>
      expect(store.getState().common.cacheTime).toBe(cacheTimeFrom(new Date(), { minutes: 1 })),
    );
    expect(store.getState().common.publicHolidays).toEqual([]);
  });
});
