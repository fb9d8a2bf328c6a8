import { queryOptions } from '@tanstack/react-query';
import { getApiClient, unwrap } from '../client';
import { localized, MINUTE } from '../query-helpers';
import type { QueryParams, RequestBody } from '../types';

export type MemberReviewsParams = QueryParams<'/api/members/reviews', 'get'>;

// Published reviews of a hotel live under hotelsKeys (tag hotels); these are the member's own.
const all = ['reviews'] as const;
const lists = [...all, 'list'] as const;

export const reviewsKeys = {
  all,
  lists: () => lists,
  list: (params: MemberReviewsParams = {}) => [...lists, params] as const,
  /** One stay to review (a booking item id): the review form, read-only once sent. */
  detail: (itemId: number) => [...all, 'detail', itemId] as const,
};

export const memberReviewsQuery = (params: MemberReviewsParams = {}) =>
  queryOptions({
    queryKey: localized(reviewsKeys.list(params)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/reviews', { params: { query: params }, signal })),
    staleTime: MINUTE,
  });

export const memberReviewQuery = (itemId: number) =>
  queryOptions({
    queryKey: localized(reviewsKeys.detail(itemId)),
    queryFn: ({ signal }) =>
      unwrap(getApiClient().GET('/api/members/reviews/{id}', { params: { path: { id: itemId } }, signal })),
    staleTime: MINUTE,
  });

/** Invalidate reviewsKeys.all, bookingsKeys.all (review_status, timeline) and hotelsKeys.detail(hotelId) afterwards. */
export const submitReview = (body: RequestBody<'/api/hotel-review', 'post'>) =>
  unwrap(getApiClient().POST('/api/hotel-review', { body }));

/** Uploads up to 5 photos (< 10 MB) or videos (< 100 MB); pass the answered ids as `media_ids`. */
export const uploadReviewMedia = (files: readonly Blob[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return unwrap(
    getApiClient().POST('/api/hotel-review/media', {
      // The generated type models binary parts as strings; the serializer sends the Blobs instead.
      body: { files: [] },
      bodySerializer: () => form,
    }),
  );
};
