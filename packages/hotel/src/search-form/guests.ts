// Rooms and guests bounds of the search form. They match the router's stay-search validation, so anything the
// form produces survives a reload of the results URL. The guests themselves and their defaults are
// @nusa/api-client/stay's, like every stay default; the guests sheet's editing rules are in guests-draft.ts.
import { DEFAULT_GUESTS, type Guests } from '@nusa/api-client/stay';

export const GUEST_LIMITS = {
  minRooms: 1,
  maxRooms: 8,
  minAdults: 1,
  maxAdults: 30,
  maxChildrenPerRoom: 6,
  minChildAge: 0,
  maxChildAge: 17,
} as const;

/** `n` as a whole number within min and max. */
export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

/** Brings any stored or URL-provided guests back within the rules. */
export function normalizeGuests(g: Partial<Guests> | null | undefined): Guests {
  const rooms = clamp(
    Number(g?.rooms ?? DEFAULT_GUESTS.rooms) || 1,
    GUEST_LIMITS.minRooms,
    GUEST_LIMITS.maxRooms,
  );
  const adults = clamp(Number(g?.adults ?? DEFAULT_GUESTS.adults) || 1, rooms, GUEST_LIMITS.maxAdults);
  const childrenAges = (Array.isArray(g?.childrenAges) ? g.childrenAges : [])
    .filter((a) => Number.isInteger(a) && a >= GUEST_LIMITS.minChildAge && a <= GUEST_LIMITS.maxChildAge)
    .slice(0, rooms * GUEST_LIMITS.maxChildrenPerRoom);
  return { rooms, adults, childrenAges };
}
