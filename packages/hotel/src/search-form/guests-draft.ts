// The guests sheet's editing rules (steppers and ages), loaded with the sheet: the home page's chunk, on the first
// route, needs only the bounds (guests.ts).
import type { Guests } from '@nusa/api-client/stay';
import { clamp, GUEST_LIMITS, normalizeGuests } from './guests';

/** A child being added in the guests sheet has no age until the user picks one. */
export interface GuestsDraft {
  rooms: number;
  adults: number;
  childrenAges: (number | null)[];
}

/**
 * Rooms can go down only while the remaining rooms still fit the children (at most six per room); going up
 * never loses anything. Returning the bound keeps the stepper's minus button honest instead of silently
 * dropping children the user already entered.
 */
export function roomsBounds(g: GuestsDraft): { min: number; max: number } {
  const needed = Math.ceil(g.childrenAges.length / GUEST_LIMITS.maxChildrenPerRoom);
  return { min: Math.max(GUEST_LIMITS.minRooms, needed), max: GUEST_LIMITS.maxRooms };
}

/** Every room needs an adult, so adults never drop below the number of rooms. */
export function adultsBounds(g: GuestsDraft): { min: number; max: number } {
  return { min: Math.max(GUEST_LIMITS.minAdults, g.rooms), max: GUEST_LIMITS.maxAdults };
}

export function childrenBounds(g: GuestsDraft): { min: number; max: number } {
  return { min: 0, max: g.rooms * GUEST_LIMITS.maxChildrenPerRoom };
}

export function setRooms<G extends GuestsDraft>(g: G, rooms: number): G {
  const { min, max } = roomsBounds(g);
  const next = clamp(rooms, min, max);
  return { ...g, rooms: next, adults: Math.max(g.adults, next) };
}

export function setAdults<G extends GuestsDraft>(g: G, adults: number): G {
  const { min, max } = adultsBounds(g);
  return { ...g, adults: clamp(adults, min, max) };
}

/** Adds children with no age yet (the user must pick one) or removes the last ones. */
export function setChildrenCount(g: GuestsDraft, count: number): GuestsDraft {
  const { max } = childrenBounds(g);
  const next = clamp(count, 0, max);
  const ages = g.childrenAges.slice(0, next);
  while (ages.length < next) ages.push(null);
  return { ...g, childrenAges: ages };
}

export function setChildAge(g: GuestsDraft, index: number, age: number | null): GuestsDraft {
  if (index < 0 || index >= g.childrenAges.length) return g;
  const ages = g.childrenAges.slice();
  ages[index] = age === null ? null : clamp(age, GUEST_LIMITS.minChildAge, GUEST_LIMITS.maxChildAge);
  return { ...g, childrenAges: ages };
}

/** Indexes of children whose age is still missing; the sheet will not apply until this is empty. */
export function missingChildAges(g: GuestsDraft): number[] {
  return g.childrenAges.flatMap((age, i) => (age === null ? [i] : []));
}

/** A draft with every age set, as final guests; null while some age is missing. */
export function completeGuests(g: GuestsDraft): Guests | null {
  if (missingChildAges(g).length > 0) return null;
  return normalizeGuests({ ...g, childrenAges: g.childrenAges as number[] });
}
