import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  type HotelDetailParams,
  hotelSlice,
  initialHotelState,
  resetHotel,
  selectHotelId,
  setHotelDetail,
  setHotelList,
  setParams,
  setPrices,
} from './hotel-slice';

const detail = (id: number): HotelDetailParams => ({
  country: 'indonesia',
  city: 'bali',
  area: 'kuta',
  slug: 'segara',
  id,
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  rooms: 1,
  adults: 2,
  children: [],
});

describe('hotel slice', () => {
  it('starts with the spec defaults: currency IDR, cheapest price 0', () => {
    const state = hotelSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual(initialHotelState);
    expect(state.currency).toBe('IDR');
    expect(state.cheapestPrice).toBe(0);
    expect(state.hotelList).toEqual([]);
  });

  it('stores the opened hotel and its prices, and clears prices when another hotel opens', () => {
    let state = hotelSlice.reducer(undefined, setHotelDetail(detail(7)));
    state = hotelSlice.reducer(state, setPrices({ cheapestPrice: 900000, displayPrice: 950000 }));
    expect(state).toMatchObject({ hotelId: 7, cheapestPrice: 900000, displayPrice: 950000 });
    // Same hotel, other dates: prices stay until the new ones arrive.
    state = hotelSlice.reducer(state, setHotelDetail({ ...detail(7), checkin: '2026-12-02' }));
    expect(state.cheapestPrice).toBe(900000);
    state = hotelSlice.reducer(state, setHotelDetail(detail(8)));
    expect(state).toMatchObject({ hotelId: 8, cheapestPrice: 0, displayPrice: null });
    expect(state.detailParams?.id).toBe(8);
  });

  it('stores 0 for a hotel with nothing bookable', () => {
    const state = hotelSlice.reducer(undefined, setPrices({ cheapestPrice: null, displayPrice: null }));
    expect(state.cheapestPrice).toBe(0);
  });

  it('keeps params and the hotel list, and resets', () => {
    let state = hotelSlice.reducer(undefined, setParams({ checkin: '2026-12-01', rooms: 2 }));
    state = hotelSlice.reducer(state, setHotelList([]));
    expect(state.params).toEqual({ checkin: '2026-12-01', rooms: 2 });
    expect(hotelSlice.reducer(state, resetHotel())).toEqual(initialHotelState);
  });

  it('injects into a combined reducer lazily, with working selectors', () => {
    const root = combineSlices({ other: (s: number = 0) => s }).withLazyLoadedSlices<{
      hotel: typeof initialHotelState;
    }>();
    const store = configureStore({ reducer: root });
    expect(store.getState()).not.toHaveProperty('hotel');
    const injected = hotelSlice.injectInto(root);
    store.dispatch(setHotelDetail(detail(3)));
    const state = store.getState();
    expect(injected.selectors.selectHotelId(state)).toBe(3);
    expect(injected.selectors.selectDetailParams(state)?.checkin).toBe('2026-12-01');
    expect(injected.selectors.selectCheapestPrice(state)).toBe(0);
    expect(selectHotelId({ hotel: initialHotelState })).toBeNull();
  });
});
