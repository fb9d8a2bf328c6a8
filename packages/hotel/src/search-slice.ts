// What the visitor searched, kept across visits: the last search (the home form is prefilled from it) and the
// position of "hotels near me". Hotel's concepts, so hotel's state rather than @nusa/core's common state (README,
// "Search state"). A slice apart from the hotel store (hotel-slice.ts): the home page, the first route, reads
// this one, so the shell combines it up front and persists it whole, while the hotel store is injected lazily and
// never persisted. Every byte here is on the first route: keep it to state, two setters and two selectors.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Position } from './search-form/geolocation';
import type { DestinationType, RouteTarget } from './search-form/route-target';

// The shell's persist migration rebuilds remembered targets, so it needs their type.
export type { Position, RouteTarget };

/** What the visitor searched last, so the home form can be prefilled on return. */
export interface LastSearch {
  destination:
    | {
        type: DestinationType;
        id: number | null;
        name: string;
        label?: string;
        /** Where the search went, as typed route + params: the form navigates there again unchanged. */
        target: RouteTarget;
      }
    // Free text has no target of its own: the form searches the text again, which names its route.
    | { type: 'keyword'; id: null; name: string };
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childrenAges: number[];
}

export interface HotelSearchState {
  lastSearch: LastSearch | null;
  /** The visitor's last "hotels near me" fix. */
  position: Position | null;
}

export const initialHotelSearchState: HotelSearchState = { lastSearch: null, position: null };

export const hotelSearchSlice = createSlice({
  name: 'hotelSearch',
  initialState: initialHotelSearchState,
  reducers: {
    setLastSearch(state, action: PayloadAction<LastSearch>) {
      state.lastSearch = action.payload;
    },
    setPosition(state, action: PayloadAction<Position | null>) {
      state.position = action.payload;
    },
  },
  selectors: {
    selectLastSearch: (state) => state.lastSearch,
    selectPosition: (state) => state.position,
  },
});

export const { setLastSearch, setPosition } = hotelSearchSlice.actions;
export const { selectLastSearch, selectPosition } = hotelSearchSlice.selectors;
