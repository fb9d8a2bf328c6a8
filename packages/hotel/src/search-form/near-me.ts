// "Hotels near me", loaded on first use (import() when the option is chosen): the position request and the
// route it opens stay out of the home page's chunk, which is on the first route.
import type { StaySearch } from '@nusa/router/search';
import { currentPosition, type Position, type PositionFailure } from './geolocation';
import type { RouteTarget } from './route-target';

export type NearbyFailure = PositionFailure;

/** The results route of a position: /hotel/search/sekitar-saya?lat=…&lng=… (the results page reads lat/lng). */
export const NEARBY_TARGET: RouteTarget = { to: '/hotel/search/{-$slug}', params: { slug: 'sekitar-saya' } };

/** Four decimals (about 11 m) are plenty for a 10 km radius and keep shared links short. */
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

export function nearbySearch(search: StaySearch, position: Position): StaySearch {
  return { ...search, lat: round(position.latitude), lng: round(position.longitude) };
}

export interface NearMeDeps {
  /** Stores the position (hotel search state `position`, search-slice.ts). */
  remember: (position: Position) => void;
  go: (target: RouteTarget, search: StaySearch) => unknown;
  locate?: () => Promise<Position>;
}

/**
 * Asks for the visitor's position and opens the results around it with the form's stay and guests. Resolves
 * with the failure, or null once it navigated; does nothing more when `signal` aborted meanwhile.
 */
export async function searchNearMe(
  search: StaySearch,
  signal: AbortSignal,
  { remember, go, locate = currentPosition }: NearMeDeps,
): Promise<NearbyFailure | null> {
  let position: Position;
  try {
    position = await locate();
  } catch (failure) {
    return failure === 'denied' ? 'denied' : 'unavailable';
  }
  if (signal.aborted) return null;
  remember(position);
  await go(NEARBY_TARGET, nearbySearch(search, position));
  return null;
}
