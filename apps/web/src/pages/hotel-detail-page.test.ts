import { setHotelDetail } from '@nusa/hotel/hotel-slice';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore, PERSIST_KEY, whenRehydrated } from '../store.ts';
import { memoryStorage } from '../test/render-app.tsx';

describe('hotel detail page binding', () => {
  it('injects the hotel slice when the page module loads, and never persists it', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ storage });
    await whenRehydrated(persistor);
    // The first route has no hotel slice.
    expect(store.getState()).not.toHaveProperty('hotel');

    const page = await import('./hotel-detail-page.ts');
    expect(page.default).toBe((await import('./hotel-detail-route.tsx')).HotelDetailRoute);
    store.dispatch(
      setHotelDetail({
        id: 102,
        checkin: '2026-12-01',
        checkout: '2026-12-03',
        rooms: 1,
        adults: 2,
        children: [],
      }),
    );
    expect(store.getState().hotel).toMatchObject({ hotelId: 102, currency: 'IDR', cheapestPrice: 0 });

    await waitFor(() => expect(storage.data.get(`persist:${PERSIST_KEY}`)).toBeDefined());
    const outer = JSON.parse(storage.data.get(`persist:${PERSIST_KEY}`) as string) as Record<string, string>;
    expect(outer).not.toHaveProperty('hotel');
  });
});
