// What the heaviest account pages ask the API for, asked as soon as their tiny page chunk runs: beside the view's
// chunk and the catalog, not after them. Without it the history's and the booking's first content waited for the
// view to load, run and only then ask (Lighthouse: the request chain's last link, most of the LCP). The views'
// queries find the answers in flight or already there (same query factories, same keys). Each starts in a task of
// its own right after the commit's (api-client's in-turn), not adding to the commit's task (api-client README).
import { startInTurn } from '@nusa/api-client/in-turn';
import { bookingPagesQuery, bookingQuery } from '@nusa/api-client/queries/bookings';
import { useSearch } from '@nusa/router/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Bookings per page of the history list (its first page is what the history view shows first). */
export const HISTORY_PER_PAGE = 10;

/** The history's first page without filters, as the view starts. */
export function usePrefetchHistory() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startInTurn([
        () => queryClient.prefetchInfiniteQuery(bookingPagesQuery({ perpage: HISTORY_PER_PAGE })),
      ]),
    [queryClient],
  );
}

/** The booking of the page's `code`. */
export function usePrefetchBooking() {
  const { code } = useSearch({ from: '/account/my-booking' });
  const queryClient = useQueryClient();
  useEffect(
    () => (code ? startInTurn([() => queryClient.prefetchQuery(bookingQuery(code))]) : undefined),
    [code, queryClient],
  );
}
