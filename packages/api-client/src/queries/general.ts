import { queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, REFERENCE_STALE_TIME } from '../query-helpers';
import type { QueryParams } from '../types';

export type CountryCodesParams = QueryParams<'/api-country-code', 'get'>;
export type HolidaysParams = QueryParams<'/api/generals/holidays', 'get'>;
export type PopularDestinationsParams = QueryParams<'/api/generals/hotel-popular-destinations', 'get'>;
export type AutocompleteParams = QueryParams<'/api/generals/v2/autocompletes', 'get'>;

const all = ['general'] as const;

export const generalKeys = {
  all,
  countryCodes: (params: CountryCodesParams = {}) => [...all, 'country-codes', params] as const,
  holidays: (params: HolidaysParams = {}) => [...all, 'holidays', params] as const,
  homepageMenus: () => [...all, 'homepage-menus'] as const,
  popularDestinations: (params: PopularDestinationsParams = {}) =>
    [...all, 'popular-destinations', params] as const,
  autocomplete: (params: AutocompleteParams) => [...all, 'autocomplete', params] as const,
};

export const countryCodesQuery = (params: CountryCodesParams = {}) =>
  queryOptions({
    queryKey: localized(generalKeys.countryCodes(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api-country-code', { params: { query: params }, signal })),
    staleTime: REFERENCE_STALE_TIME,
  });

/** The layout asks for `{ perpage: 100, status: 'published' }`. */
export const holidaysQuery = (params: HolidaysParams = { perpage: 100, status: 'published' }) =>
  queryOptions({
    queryKey: localized(generalKeys.holidays(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/generals/holidays', { params: { query: params }, signal })),
    staleTime: REFERENCE_STALE_TIME,
  });

export const homepageMenusQuery = () =>
  queryOptions({
    queryKey: localized(generalKeys.homepageMenus()),
    // X-Platform is also set by the client middleware; the contract lists it on this call.
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/generals/homepage-menus', {
          params: { header: { 'X-Platform': 'mobile-web' } },
          signal,
        }),
      ),
    staleTime: REFERENCE_STALE_TIME,
  });

export const popularDestinationsQuery = (params: PopularDestinationsParams = {}) =>
  queryOptions({
    queryKey: localized(generalKeys.popularDestinations(params)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/generals/hotel-popular-destinations', { params: { query: params }, signal }),
      ),
    staleTime: REFERENCE_STALE_TIME,
  });

/** Disabled until the keyword has 2 characters after trimming (the server's minimum). */
export const autocompleteQuery = (params: AutocompleteParams) =>
  queryOptions({
    queryKey: localized(generalKeys.autocomplete(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/generals/v2/autocompletes', { params: { query: params }, signal })),
    enabled: params.keyword.trim().length >= 2,
    staleTime: REFERENCE_STALE_TIME,
  });
