import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, MINUTE } from '../query-helpers';
import type { HeaderParams, QueryParams } from '../types';

export type BookingsParams = QueryParams<'/api/members/bookings', 'get'>;
export interface CancelBookingOptions {
  /** Makes a retried cancellation answer the same booking (e.g. crypto.randomUUID() per confirmation dialog). */
  idempotencyKey?: HeaderParams<'/api/members/bookings/{code}/cancellation', 'post'>['Idempotency-Key'];
}

const all = ['bookings'] as const;
const lists = [...all, 'list'] as const;
const detail = (code: string) => [...all, 'detail', code] as const;

// The cancellation quote sits below its booking: refreshing the booking (after a cancellation) refreshes the quote.
export const bookingsKeys = {
  all,
  lists: () => lists,
  list: (params: BookingsParams = {}) => [...lists, params] as const,
  detail,
  cancellation: (code: string) => [...detail(code), 'cancellation'] as const,
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

/** Whether the booking can be cancelled now and the refund; never fresh, because the deadline passes. */
export const cancellationQuoteQuery = (code: string) =>
  queryOptions({
    queryKey: localized(bookingsKeys.cancellation(code)),
    queryFn: ({ signal }) =>
      unwrap(
        getApiClient().GET('/api/members/bookings/{code}/cancellation', {
          params: { path: { code } },
          signal,
        }),
      ),
    staleTime: 0,
  });

/**
 * Answers the cancelled booking: setQueryData(bookingQuery(code).queryKey) with it, then invalidate
 * bookingsKeys.lists() (the history's status filters) and bookingsKeys.cancellation(code).
 */
export const cancelBooking = (code: string, options: CancelBookingOptions = {}) =>
  unwrap(
    getApiClient().POST('/api/members/bookings/{code}/cancellation', {
      params: {
        path: { code },
        header: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
      },
    }),
  );

/** The e-voucher PDF as a Blob (save it as e-voucher-{code}.pdf); 409 `voucher_unavailable` unless confirmed. */
export const downloadBookingVoucher = async (code: string): Promise<Blob> => {
  const answer = await unwrap(
    getApiClient().GET('/api/members/bookings/{code}/voucher', {
      params: { path: { code } },
      parseAs: 'blob',
    }),
  );
  return answer as unknown as Blob;
};

/**
 * The history list page by page (`page` added to the filters) for /account/history's infinite scroll. Its key
 * sits under bookingsKeys.lists(), so invalidating the lists after a payment or a cancellation refreshes it too.
 */
export const bookingPagesQuery = (params: Omit<BookingsParams, 'page'> = {}) =>
  infiniteQueryOptions({
    queryKey: localized([...lists, 'pages', params] as const),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        getApiClient().GET('/api/members/bookings', {
          params: { query: { ...params, page: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: { meta: { page: number; last_page: number } }) =>
      last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined,
    staleTime: MINUTE,
  });
