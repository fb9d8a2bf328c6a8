// The hotel store of spec §3: what the visitor is looking at (detail) and the list they came from (results).
// Not persisted: prices and availability are only true for the moment they were fetched. The shell injects it
// lazily (apps/web/src/pages/hotel-detail-page.ts) so the first route does not carry it.
import type { components } from '@nusa/api-client/schema';
import type { StaySearch } from '@nusa/router/search';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type HotelSummary = components['schemas']['HotelSummary'];

/** The detail route's params with the stay criteria of its query (what a "back to hotel" link needs). */
export interface HotelDetailParams {
  country?: string | undefined;
  city?: string | undefined;
  area?: string | undefined;
  slug?: string | undefined;
  id: number;
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  /** Children ages. */
  children: number[];
}

export interface HotelState {
  detailParams: HotelDetailParams | null;
  hotelId: number | null;
  /** The price shown on the detail page: the cheapest bookable room per night for the stay, or null. */
  displayPrice: number | null;
  currency: 'IDR';
  /** Lowest price per room per night of the hotel (0 when unknown or nothing is bookable). */
  cheapestPrice: number;
  /** The stay criteria of the last search or detail visit. */
  params: StaySearch;
  /** Hotels of the last results page (the results page sets it). */
  hotelList: HotelSummary[];
}

export const initialHotelState: HotelState = {
  detailParams: null,
  hotelId: null,
  displayPrice: null,
  currency: 'IDR',
  cheapestPrice: 0,
  params: {},
  hotelList: [],
};

export const hotelSlice = createSlice({
  name: 'hotel',
  initialState: initialHotelState,
  reducers: {
    /** Opening a hotel: its id, route params and stay. Prices of another hotel are cleared. */
    setHotelDetail(state, action: PayloadAction<HotelDetailParams>) {
      if (state.hotelId !== action.payload.id) {
        state.displayPrice = null;
        state.cheapestPrice = 0;
      }
      state.hotelId = action.payload.id;
      state.detailParams = action.payload;
    },
    setParams(state, action: PayloadAction<StaySearch>) {
      state.params = action.payload;
    },
    /** Prices of the current hotel for the current stay; a null cheapest price stores 0 (spec default). */
    setPrices(state, action: PayloadAction<{ cheapestPrice: number | null; displayPrice: number | null }>) {
      state.cheapestPrice = action.payload.cheapestPrice ?? 0;
      state.displayPrice = action.payload.displayPrice;
    },
    setHotelList(state, action: PayloadAction<HotelSummary[]>) {
      state.hotelList = action.payload;
    },
    resetHotel: () => initialHotelState,
  },
  selectors: {
    selectHotelId: (state) => state.hotelId,
    selectDetailParams: (state) => state.detailParams,
    selectCheapestPrice: (state) => state.cheapestPrice,
    selectDisplayPrice: (state) => state.displayPrice,
    selectHotelList: (state) => state.hotelList,
  },
});

export const { setHotelDetail, setParams, setPrices, setHotelList, resetHotel } = hotelSlice.actions;
export const { selectHotelId, selectDetailParams, selectCheapestPrice, selectDisplayPrice, selectHotelList } =
  hotelSlice.selectors;
