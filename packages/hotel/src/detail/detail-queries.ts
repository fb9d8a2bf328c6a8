// Queries of the detail page. Keys follow @nusa/api-client's hotelsKeys (['hotels', 'detail', id, …, { lang }]),
// so invalidating hotelsKeys.detail(id) there refreshes this page too. Built here rather than taken from
// @nusa/api-client/queries/hotels for the reason given in results/results-queries.ts: with Rolldown, that module
// next to TanStack Query's hooks in a page chunk splits React out of the first route's entry chunk.
import { getApiClient, unwrap } from '@nusa/api-client/client';
import type { HotelReviewsCriteria, HotelRoomsParams } from '@nusa/api-client/queries/hotels';

const MINUTE = 60_000;
const lang = () => ({ lang: getApiClient().language() });
const detail = (id: number) => ['hotels', 'detail', id] as const;

export type ReviewSort = NonNullable<HotelReviewsCriteria['sort']>;
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];
export const REVIEWS_PER_PAGE = 5;

// Content changes rarely; prices and availability move.
const CONTENT = 30 * MINUTE;

export const hotelInfoQuery = (id: number) => ({
  queryKey: [...detail(id), 'info', {}, lang()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(getApiClient().GET('/api/hotels/{id}', { params: { path: { id } }, signal })),
  staleTime: CONTENT,
});

export const photosQuery = (id: number) => ({
  queryKey: [...detail(id), 'photos', lang()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(getApiClient().GET('/api/hotels/{id}/photos', { params: { path: { id } }, signal })),
  staleTime: CONTENT,
});

export const descriptionsQuery = (id: number) => ({
  queryKey: [...detail(id), 'descriptions', lang()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(getApiClient().GET('/api/hotels/{id}/descriptions', { params: { path: { id } }, signal })),
  staleTime: CONTENT,
});

export const badgesQuery = (id: number) => ({
  queryKey: [...detail(id), 'badges', lang()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(getApiClient().GET('/api/hotels/{id}/badges', { params: { path: { id } }, signal })),
  staleTime: CONTENT,
});

export const roomsQuery = (id: number, params: HotelRoomsParams) => ({
  queryKey: [...detail(id), 'rooms', params, lang()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(
      getApiClient().GET('/api/hotels/v2/{param}', {
        params: { path: { param: id }, query: params },
        signal,
      }),
    ),
  staleTime: MINUTE,
});

export const reviewsKey = (id: number, sort: ReviewSort) =>
  [...detail(id), 'reviews', { hotel_id: id, sort, perpage: REVIEWS_PER_PAGE }, lang(), 'infinite'] as const;

export const fetchReviewsPage = (id: number, sort: ReviewSort, page: number, signal: AbortSignal) =>
  unwrap(
    getApiClient().POST('/api/hotel-review/search', {
      body: { hotel_id: id, sort, page, perpage: REVIEWS_PER_PAGE },
      signal,
    }),
  );
