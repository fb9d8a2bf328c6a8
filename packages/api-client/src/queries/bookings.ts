import { queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, MINUTE } from '../query-helpers';
import type { QueryParams } from '../types';

export type BookingsParams = QueryParams<'/api/members/bookings', 'get'>;

const all = ['bookings'] as const;
const lists = [...all, 'list'] as const;

export const bookingsKeys = {
  all,
  lists: () => lists,
  list: (params: BookingsParams = {}) => [...lists, params] as const,
  detail: (code: string) => [...all, 'detail', code] as const,
};

export const bookingsQuery = (params: BookingsParams = {}) =>
  queryOptions({
    queryKey: localized(bookingsKeys.list(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/bookings', { params: { query: params }, signal })),
    staleTime: MINUTE,
  });

export const bookingQuery = (code: string) =>
  queryOptions({
    queryKey: localized(bookingsKeys.detail(code)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/bookings/{code}', { params: { path: { code } }, signal })),
    staleTime: MINUTE,
  });
