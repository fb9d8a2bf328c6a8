import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, localizedPriced, MINUTE, REFERENCE_STALE_TIME } from '../query-helpers';
import type { QueryParams, RequestBody } from '../types';

export type FavoritesParams = QueryParams<'/api/members/v2/favorites', 'get'>;
/** The favorites page's list: one type (or all) priced for a stay, fetched page by page. */
export type FavoritesPagesParams = Omit<FavoritesParams, 'page' | 'favorable_id'>;
type FavoriteTarget = Required<Pick<FavoritesParams, 'favorable_type' | 'favorable_id'>>;

const all = ['favorites'] as const;
const lists = [...all, 'list'] as const;

export const favoritesKeys = {
  all,
  types: () => [...all, 'types'] as const,
  lists: () => lists,
  list: (params: FavoritesParams = {}) => [...lists, params] as const,
  pages: (params: FavoritesPagesParams = {}) => [...lists, 'pages', params] as const,
  lookup: (target: FavoriteTarget) => [...all, 'lookup', target] as const,
};

export const favorableTypesQuery = () =>
  queryOptions({
    queryKey: localized(favoritesKeys.types()),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/v3/favorites/favorable-types', { signal })),
    staleTime: REFERENCE_STALE_TIME,
  });

export const favoritesQuery = (params: FavoritesParams = {}) =>
  queryOptions({
    // Hotel cards priced for the member (member rates): keyed like the other priced answers.
    queryKey: localizedPriced(favoritesKeys.list(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/v2/favorites', { params: { query: params }, signal })),
    staleTime: MINUTE,
  });

/** The favorites page by page (load more); under favoritesKeys.lists(), so adding or removing refreshes it. */
export const favoritesPagesQuery = (params: FavoritesPagesParams = {}) =>
  infiniteQueryOptions({
    queryKey: localizedPriced(favoritesKeys.pages(params)),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        getApiClient().GET('/api/members/v2/favorites', {
          params: { query: { ...params, page: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    staleTime: MINUTE,
  });

/** Whether one hotel is a favorite: the favorite, or null. */
export const favoriteLookupQuery = (target: FavoriteTarget) =>
  queryOptions({
    queryKey: localized(favoritesKeys.lookup(target)),
    queryFn: async ({ signal }) => {
      const body = await unwrap(
        getApiClient().GET('/api/members/v2/favorites', {
          params: { query: { ...target, perpage: 1 } },
          signal,
        }),
      );
      return body.data[0] ?? null;
    },
    staleTime: MINUTE,
  });

/** Invalidate favoritesKeys.lists() and the hotel's lookup afterwards. */
export const addFavorite = (body: RequestBody<'/api/members/v2/favorites', 'post'>) =>
  unwrap(getApiClient().POST('/api/members/v2/favorites', { body }));

/** Invalidate favoritesKeys.lists() and the hotel's lookup afterwards. */
export const removeFavorite = async (id: number): Promise<void> => {
  await unwrap(getApiClient().DELETE('/api/members/v2/favorites/{id}', { params: { path: { id } } }));
};
