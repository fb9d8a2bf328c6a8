// The hotel detail page, with the hotel store slice (@nusa/hotel/hotel-slice) injected into the root reducer.
// The slice is injected here, when this lazily loaded module runs, instead of in store.ts: the first route
// (home) never needs it and its JavaScript budget is spent. Not persisted (prices are only true when fetched).
// Another page that uses the slice (results setting hotelList) must inject it the same way; injecting twice
// is a no-op.
import { hotelSlice } from '@nusa/hotel/hotel-slice';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store.ts';

declare module '../store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof hotelSlice> {}
}

rootReducer.inject(hotelSlice);

// Default export: the page with the shell's pieces in its slots (the favorites heart, see hotel-slots.tsx).
export { HotelDetailRoute as default } from './hotel-detail-route.tsx';
