import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { cacheTimeFrom, commonActions, commonSelectors, commonSlice, isCacheExpired } from './common-slice';

const makeStore = () => configureStore({ reducer: { [commonSlice.reducerPath]: commonSlice.reducer } });

describe('common slice', () => {
  it('defaults to Indonesian on mobile-web with the banner shown', () => {
    const s = makeStore().getState().common;
    expect(s.LANG).toBe('id');
    expect(s.platform).toBe('mobile-web');
    expect(s.showDownloadApp).toBe(true);
  });

  it('only exposes active menu products', () => {
    const store = makeStore();
    const base = {
      caption_en: 'x',
      type: 'hotel',
      url: '/',
      background_color: '#ffffff',
      text_color: '#000000',
      icon: 'hotel',
    } as const;
    store.dispatch(
      commonActions.setReferenceData({
        menuProducts: [
          { ...base, id: 1, caption: 'Hotel', status: 'active', sort: 1 },
          { ...base, id: 2, caption: 'Kereta', status: 'inactive', sort: 2 },
        ],
        cacheTime: '2026-11-22 12:00',
      }),
    );
    expect(commonSelectors.selectActiveMenuProducts(store.getState()).map((m) => m.id)).toEqual([1]);
  });

  it("keeps the API's lists as they came, frozen only at their top (Immer does not walk them)", () => {
    const store = makeStore();
    const holidays = [{ id: 1, name: 'Tahun Baru', date: '2027-01-01' }];
    store.dispatch(
      commonActions.setReferenceData({
        publicHolidays: holidays as never,
        cacheTime: '2026-11-22 12:00',
      }),
    );
    const stored = store.getState().common.publicHolidays;
    expect(stored).toBe(holidays);
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored[0])).toBe(false);
  });

  it('remembers the language the reference data was fetched in', () => {
    const store = makeStore();
    expect(commonSelectors.selectReferenceLang(store.getState())).toBeNull();
    store.dispatch(
      commonActions.setReferenceData({ publicHolidays: [], cacheTime: '2026-11-22 12:00', lang: 'en' }),
    );
    expect(commonSelectors.selectReferenceLang(store.getState())).toBe('en');
    store.dispatch(commonActions.setReferenceData({ cacheTime: '2026-11-22 13:00' }));
    expect(commonSelectors.selectReferenceLang(store.getState())).toBe('en');
  });

  it("holds no single feature's state: hotel's last search and position live in hotel", () => {
    const s = makeStore().getState().common;
    expect(s).not.toHaveProperty('lastSearch');
    expect(s).not.toHaveProperty('position');
    expect(commonActions).not.toHaveProperty('setLastSearch');
    expect(commonActions).not.toHaveProperty('setPosition');
  });

  it('never stores a negative unread count', () => {
    const store = makeStore();
    store.dispatch(commonActions.setCountUnreadNumber(-3));
    expect(store.getState().common.countUnreadNumber).toBe(0);
  });
});

describe('cache time', () => {
  const now = new Date('2026-11-22T05:00:00Z'); // 12:00 in Jakarta
  it('formats year-month-day hour:minute in Jakarta time', () => {
    expect(cacheTimeFrom(now, { minutes: 60 })).toBe('2026-11-22 13:00');
  });
  it('expires only once now is after the stored time', () => {
    expect(isCacheExpired(null, now)).toBe(true);
    expect(isCacheExpired('2026-11-22 12:30', now)).toBe(false);
    expect(isCacheExpired('2026-11-22 12:00', now)).toBe(false);
    expect(isCacheExpired('2026-11-22 11:59', now)).toBe(true);
    expect(isCacheExpired('garbage', now)).toBe(true);
  });
});
