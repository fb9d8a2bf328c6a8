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

/**
 * `localized` for answers priced for the requester (hotel searches, rooms, favorites: the API answers members
 * their member rates, guests the public prices). The key also records whether the client sends a session token,
 * so signing in or out refetches these queries rather than showing the other audience's prices; prefix
 * invalidation by the plain keys still matches.
 */
export function localizedPriced<const K extends readonly unknown[]>(key: K) {
  const client = getApiClient();
  return [...key, { lang: client.language(), member: client.signedIn() }] as const;
}
