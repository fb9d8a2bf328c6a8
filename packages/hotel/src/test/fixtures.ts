// Hotel's fixtures on @nusa/test-kit: the slices this feature's tests hold, and its first-route copy.
import { type CommonState, commonSlice, initialCommonState } from '@nusa/core/common-slice';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { createTestStore } from '@nusa/test-kit/store';
import { hotelSlice } from '../hotel-slice';
import { hotelCatalog } from '../locales';
import { type HotelSearchState, hotelSearchSlice, initialHotelSearchState } from '../search-slice';

/**
 * The slices the shell holds for this feature: common, the search (last search, position) and the hotel slice,
 * which the app injects lazily and tests hold from the start.
 */
export function makeStore(common: Partial<CommonState> = {}, hotelSearch: Partial<HotelSearchState> = {}) {
  return createTestStore([commonSlice, hotelSearchSlice, hotelSlice], {
    common: { ...initialCommonState, ...common },
    hotelSearch: { ...initialHotelSearchState, ...hotelSearch },
  });
}
export type TestStore = ReturnType<typeof makeStore>;

/**
 * Hotel's first-route copy in both languages, loaded once per test file (`beforeAll(hotelCopy.load)`), so render
 * helpers stay synchronous: `hotelCopy.i18n('en')`.
 */
export const hotelCopy = testCatalogs([hotelCatalog]);
