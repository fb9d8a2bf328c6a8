// Queries of the results page: POST /api/hotels/searches (one page per call) and /searches/filters.
//
// Keys follow @nusa/api-client's hotelsKeys (['hotels', 'search', 'results' | 'filters', criteria, { lang }]), so
// invalidating hotel searches there reaches these too. They are built here rather than imported from
// @nusa/api-client/queries/hotels because, with Rolldown, that module next to TanStack Query's hooks in this
// chunk makes the bundler split React out of the first route's entry chunk (about +0.8 KiB gzip).
import { getApiClient, unwrap } from '@nusa/api-client/client';
import type { HotelSearchCriteria } from '@nusa/api-client/queries/hotels';

const lang = () => ({ lang: getApiClient().language() });

export const searchKey = (criteria: HotelSearchCriteria) =>
  ['hotels', 'search', 'results', criteria, lang(), 'infinite'] as const;

export const filtersKey = (criteria: HotelSearchCriteria) =>
  ['hotels', 'search', 'filters', criteria, lang()] as const;

export const fetchSearchPage = (criteria: HotelSearchCriteria, page: number, signal: AbortSignal) =>
  unwrap(getApiClient().POST('/api/hotels/searches', { body: { ...criteria, page }, signal }));

export const fetchFilters = (criteria: HotelSearchCriteria, signal: AbortSignal) =>
  unwrap(getApiClient().POST('/api/hotels/searches/filters', { body: criteria, signal }));
