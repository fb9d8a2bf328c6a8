import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  hotelSearchSlice,
  type LastSearch,
  selectLastSearch,
  selectPosition,
  setLastSearch,
  setPosition,
} from './search-slice';

const ubud: LastSearch = {
  destination: {
    type: 'city',
    id: 12,
    name: 'Ubud',
    target: { to: '/hotel/city/{-$cityId}/$cityName', params: { cityId: '12', cityName: 'ubud' } },
  },
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: 1,
  adults: 2,
  childrenAges: [],
};

describe('hotel search slice', () => {
  it('starts empty and remembers the last search and the position, under `hotelSearch`', () => {
    const store = configureStore({ reducer: { [hotelSearchSlice.reducerPath]: hotelSearchSlice.reducer } });
    expect(store.getState()).toEqual({ hotelSearch: { lastSearch: null, position: null } });
    store.dispatch(setLastSearch(ubud));
    store.dispatch(setPosition({ latitude: -8.5069, longitude: 115.2625 }));
    expect(selectLastSearch(store.getState())).toEqual(ubud);
    expect(selectPosition(store.getState())).toEqual({ latitude: -8.5069, longitude: 115.2625 });
    // What the shell persists is JSON: the route target survives it unchanged.
    expect(JSON.parse(JSON.stringify(store.getState().hotelSearch.lastSearch))).toEqual(ubud);
  });
});
