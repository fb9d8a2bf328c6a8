// Promotion landing pages (the promotions feature and the links to it). A module of their own, not part of
// queries/general.ts: the shell's first route loads general.ts for its reference data (menus, holidays,
// destinations), and everything in a module goes where the module goes, so these would ride along on every page.
import { queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, localizedPriced, MINUTE, REFERENCE_STALE_TIME } from '../query-helpers';
import type { QueryParams } from '../types';
import { generalKeys } from './general';

export type LandingPagesParams = QueryParams<'/api/generals/landing-pages', 'get'>;
export type LandingPageHotelsParams = QueryParams<'/api/generals/landing-pages/{id}/hotels', 'get'>;

const all = [...generalKeys.all, 'landing-pages'] as const;

export const promotionsKeys = {
  all,
  list: (params: LandingPagesParams = {}) => [...all, 'list', params] as const,
  detail: (id: string | number) => [...all, 'detail', String(id)] as const,
  hotels: (id: string | number, params: LandingPageHotelsParams = {}) =>
    [...all, 'detail', String(id), 'hotels', params] as const,
};

export const landingPagesQuery = (params: LandingPagesParams = {}) =>
  queryOptions({
    queryKey: localized(promotionsKeys.list(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/generals/landing-pages', { params: { query: params }, signal })),
    staleTime: REFERENCE_STALE_TIME,
  });

export const landingPageQuery = (id: string | number) =>
  queryOptions({
    queryKey: localized(promotionsKeys.detail(id)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/generals/landing-pages/{id}', {
          params: { path: { id: String(id) } },
          signal,
        }),
      ),
    staleTime: REFERENCE_STALE_TIME,
  });

/**
 * A promotion's participating hotels, priced by the server for the promotion's stay with what its code takes
 * off. Prices move with the inventory: as fresh as search results (queries/hotels.ts).
 */
export const landingPageHotelsQuery = (id: string | number, params: LandingPageHotelsParams = {}) =>
  queryOptions({
    // Priced for the requester (member rates), so member or guest is in the key.
    queryKey: localizedPriced(promotionsKeys.hotels(id, params)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/generals/landing-pages/{id}/hotels', {
          params: { path: { id: String(id) }, query: params },
          signal,
        }),
      ),
    staleTime: 2 * MINUTE,
  });
