import { getApiClient } from './client';

export const MINUTE = 60_000;
/** The spec's common cache: reference data is refetched after 60 minutes. */
export const REFERENCE_STALE_TIME = 60 * MINUTE;

/**
 * Query keys name the data without the language; the queryOptions factories append `{ lang }` so that
 * switching language fetches localized answers, while prefix invalidation by the plain keys still matches.
 */
export function localized<const K extends readonly unknown[]>(key: K) {
  return [...key, { lang: getApiClient().language() }] as const;
}
