import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, localizedPriced, MINUTE, REFERENCE_STALE_TIME } from '../query-helpers';
import { type HotelRoomsParams, type HotelSearchCriteria, searchPageBody } from '../stay';
import type { QueryParams, RequestBody } from '../types';

export type { HotelRoomsParams, HotelSearchCriteria };
export type HotelParams = QueryParams<'/api/hotels/{id}', 'get'>;
export type RecommendedHotelsParams = QueryParams<'/api/hotels/lists/highlights/recommended', 'get'>;
export type FavoriteActivitiesParams = QueryParams<'/api/activities/highlights/favorite', 'get'>;
export type HotelReviewsCriteria = RequestBody<'/api/hotel-review/search', 'post'>;
/** Reviews criteria of the infinite query, which adds `page` to each request. */
export type HotelReviewPagesCriteria = Omit<HotelReviewsCriteria, 'page'>;

const all = ['hotels'] as const;
const searches = [...all, 'search'] as const;
const details = [...all, 'detail'] as const;
const search = (criteria: HotelSearchCriteria) => [...searches, 'results', criteria] as const;
const reviews = (criteria: HotelReviewsCriteria) =>
  [...details, criteria.hotel_id, 'reviews', criteria] as const;

// Everything about one hotel sits under hotelsKeys.detail(id), so one invalidation refreshes the page. An
// infinite query (`…Pages`) sits below the plain key of its criteria: its cached value (the pages) differs from
// one page's, so it needs a key of its own, and invalidating the plain key still reaches it.
export const hotelsKeys = {
  all,
  searches: () => searches,
  search,
  searchPages: (criteria: HotelSearchCriteria) => [...search(criteria), 'pages'] as const,
  searchFilters: (criteria: HotelSearchCriteria) => [...searches, 'filters', criteria] as const,
  recommended: (params: RecommendedHotelsParams = {}) => [...all, 'recommended', params] as const,
  favoriteActivities: (params: FavoriteActivitiesParams = {}) =>
    [...all, 'favorite-activities', params] as const,
  details: () => details,
  detail: (id: number) => [...details, id] as const,
  hotel: (id: number, params: HotelParams = {}) => [...details, id, 'info', params] as const,
  photos: (id: number) => [...details, id, 'photos'] as const,
  descriptions: (id: number) => [...details, id, 'descriptions'] as const,
  badges: (id: number) => [...details, id, 'badges'] as const,
  rooms: (id: number, params: HotelRoomsParams) => [...details, id, 'rooms', params] as const,
  reviews,
  reviewPages: (criteria: HotelReviewPagesCriteria) => [...reviews(criteria), 'pages'] as const,
};

/** The page after `last`, or undefined after the last one (the contract's PageMeta). */
const nextPageParam = (last: { meta: { page: number; last_page: number } }) =>
  last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined;

// Prices and availability move; keep them fresh but avoid refetching on every remount.
const PRICE_STALE_TIME = 2 * MINUTE;
const CONTENT_STALE_TIME = 30 * MINUTE;

/** POST search; `page` is part of the criteria (and of the key). */
export const hotelSearchQuery = (criteria: HotelSearchCriteria) =>
  queryOptions({
    // Member or guest in the key: the API prices each differently (member rates).
    queryKey: localizedPriced(hotelsKeys.search(criteria)),
    queryFn: ({ signal }) => unwrap(getApiClient().POST('/api/hotels/searches', { body: criteria, signal })),
    staleTime: PRICE_STALE_TIME,
  });

/**
 * The results list: one POST search per page, `page` added to the criteria (criteria without `page`). The first
 * page's body is the one the server may have answered in advance (searchPageBody, shared with apps/api).
 */
export const hotelSearchPagesQuery = (criteria: HotelSearchCriteria) =>
  infiniteQueryOptions({
    queryKey: localizedPriced(hotelsKeys.searchPages(criteria)),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        getApiClient().POST('/api/hotels/searches', { body: searchPageBody(criteria, pageParam), signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: PRICE_STALE_TIME,
  });

export const hotelSearchFiltersQuery = (criteria: HotelSearchCriteria) =>
  queryOptions({
    queryKey: localizedPriced(hotelsKeys.searchFilters(criteria)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().POST('/api/hotels/searches/filters', { body: criteria, signal })),
    staleTime: PRICE_STALE_TIME,
  });

export const recommendedHotelsQuery = (params: RecommendedHotelsParams = {}) =>
  queryOptions({
    queryKey: localizedPriced(hotelsKeys.recommended(params)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/hotels/lists/highlights/recommended', { params: { query: params }, signal }),
      ),
    staleTime: REFERENCE_STALE_TIME,
  });

export const favoriteActivitiesQuery = (params: FavoriteActivitiesParams = {}) =>
  queryOptions({
    queryKey: localized(hotelsKeys.favoriteActivities(params)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/activities/highlights/favorite', { params: { query: params }, signal }),
      ),
    staleTime: REFERENCE_STALE_TIME,
  });

export const hotelQuery = (id: number, params: HotelParams = {}) =>
  queryOptions({
    queryKey: localized(hotelsKeys.hotel(id, params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/hotels/{id}', { params: { path: { id }, query: params }, signal })),
    staleTime: CONTENT_STALE_TIME,
  });

export const hotelPhotosQuery = (id: number) =>
  queryOptions({
    queryKey: localized(hotelsKeys.photos(id)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/hotels/{id}/photos', { params: { path: { id } }, signal })),
    staleTime: CONTENT_STALE_TIME,
  });

export const hotelDescriptionsQuery = (id: number) =>
  queryOptions({
    queryKey: localized(hotelsKeys.descriptions(id)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/hotels/{id}/descriptions', { params: { path: { id } }, signal })),
    staleTime: CONTENT_STALE_TIME,
  });

export const hotelBadgesQuery = (id: number) =>
  queryOptions({
    queryKey: localized(hotelsKeys.badges(id)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/hotels/{id}/badges', { params: { path: { id } }, signal })),
    staleTime: CONTENT_STALE_TIME,
  });

/** Rooms with availability for a stay; children are sent as repeated `children=` values. */
export const hotelRoomsQuery = (id: number, params: HotelRoomsParams) =>
  queryOptions({
    queryKey: localizedPriced(hotelsKeys.rooms(id, params)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/hotels/v2/{param}', {
          params: { path: { param: id }, query: params },
          signal,
        }),
      ),
    staleTime: MINUTE,
  });

export const hotelReviewsQuery = (criteria: HotelReviewsCriteria) =>
  queryOptions({
    queryKey: localized(hotelsKeys.reviews(criteria)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().POST('/api/hotel-review/search', { body: criteria, signal })),
    staleTime: CONTENT_STALE_TIME,
  });

/** A hotel's reviews page by page (`page` added to the criteria), e.g. for "load more reviews". */
export const hotelReviewPagesQuery = (criteria: HotelReviewPagesCriteria) =>
  infiniteQueryOptions({
    queryKey: localized(hotelsKeys.reviewPages(criteria)),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        getApiClient().POST('/api/hotel-review/search', { body: { ...criteria, page: pageParam }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: CONTENT_STALE_TIME,
  });
