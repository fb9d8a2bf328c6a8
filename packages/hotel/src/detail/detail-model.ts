// Pure rules of the hotel detail page: the hotel's availability outcome, the checkout URL and the grouping of
// facilities (the stay, its nights and the rooms request are @nusa/api-client/stay's). Unit tested in
// detail-model.test.ts.
import type { HotelReviewsCriteria } from '@nusa/api-client/queries/hotels';
import type { components } from '@nusa/api-client/schema';
import { formatDecimal } from '@nusa/i18n/decimal';

type Schemas = components['schemas'];
export type HotelDetail = Schemas['HotelDetail'];
export type HotelPhoto = Schemas['HotelPhoto'];
export type HotelDescription = Schemas['HotelDescription'];
export type HotelBadge = Schemas['HotelBadge'];
export type HotelRoom = Schemas['HotelRoom'];
export type HotelRooms = Schemas['HotelRooms'];
export type Facility = Schemas['Facility'];
export type NearbyPlace = Schemas['NearbyPlace'];
export type Review = Schemas['Review'];
export type ReviewSummary = Schemas['ReviewSummary'];

/** The detail route this page is bound to (a TanStack route id). */
export const DETAIL_ROUTE_IDS = ['/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}'] as const;

/** Route params of /hotel/product/{country?}/{city?}/{area?}/{slug?}/{id?}. */
export interface DetailRouteParams {
  country?: string | undefined;
  city?: string | undefined;
  area?: string | undefined;
  slug?: string | undefined;
  id?: string | undefined;
}

/**
 * The hotel id of the route: the last segment that is a positive integer. With optional segments a short URL
 * (e.g. /hotel/product/segara-resort/102) puts the id in an earlier slot, so every slot is looked at.
 */
export function hotelIdOf(params: DetailRouteParams): number | null {
  for (const part of [params.id, params.slug, params.area, params.city, params.country]) {
    if (part && /^[1-9]\d{0,9}$/.test(part)) {
      const n = Number(part);
      if (n <= 2_147_483_647) return n;
    }
  }
  return null;
}

export type ReviewSort = NonNullable<HotelReviewsCriteria['sort']>;
/** Reviews load 5 at a time ("Muat ulasan lainnya" asks for the next 5). */
export const REVIEWS_PER_PAGE = 5;

/**
 * What the rooms section says as a whole: `none` (the hotel has no rooms for these dates: pick another date),
 * `fully_booked` (rooms exist but none can be booked for the stay) or `available`.
 */
export type RoomsOutcome = 'none' | 'fully_booked' | 'available';

export function roomsOutcome(rooms: readonly HotelRoom[]): RoomsOutcome {
  if (rooms.length === 0) return 'none';
  return rooms.some((r) => r.availability === 'available') ? 'available' : 'fully_booked';
}

/** The cheapest bookable room, or null. */
export function cheapestRoom(rooms: readonly HotelRoom[]): HotelRoom | null {
  let best: HotelRoom | null = null;
  for (const room of rooms) {
    if (room.availability !== 'available') continue;
    if (!best || room.price_per_night < best.price_per_night) best = room;
  }
  return best;
}

export type FacilityGroup =
  | 'general'
  | 'food'
  | 'wellness'
  | 'transport'
  | 'room'
  | 'accessibility'
  | 'other';

// The API names facilities but does not group them; codes are stable (openapi Facility.code).
const GROUP_OF: Record<string, FacilityGroup> = {
  wifi: 'general',
  ac: 'general',
  front_desk_24h: 'general',
  elevator: 'general',
  luggage: 'general',
  security_24h: 'general',
  tour_desk: 'general',
  laundry: 'general',
  non_smoking: 'general',
  meeting_room: 'general',
  family_room: 'general',
  breakfast: 'food',
  restaurant: 'food',
  bar: 'food',
  coffee_shop: 'food',
  room_service: 'food',
  pool: 'wellness',
  gym: 'wellness',
  spa: 'wellness',
  beach_access: 'wellness',
  kids_club: 'wellness',
  garden: 'wellness',
  parking: 'transport',
  airport_shuttle: 'transport',
  car_rental: 'transport',
  wheelchair: 'accessibility',
  tv: 'room',
  minibar: 'room',
  kettle: 'room',
  safe: 'room',
  desk: 'room',
  hair_dryer: 'room',
  shower: 'room',
  bathtub: 'room',
  toiletries: 'room',
  balcony: 'room',
};

const FACILITY_GROUPS: readonly FacilityGroup[] = [
  'general',
  'food',
  'wellness',
  'transport',
  'room',
  'accessibility',
  'other',
];

/** Facilities by group, groups in display order, empty groups left out; order inside a group kept. */
export function groupFacilities(facilities: readonly Facility[]): [FacilityGroup, Facility[]][] {
  const groups = new Map<FacilityGroup, Facility[]>();
  for (const f of facilities) {
    const group = GROUP_OF[f.code] ?? 'other';
    groups.set(group, [...(groups.get(group) ?? []), f]);
  }
  return FACILITY_GROUPS.filter((g) => groups.has(g)).map((g) => [g, groups.get(g) as Facility[]]);
}

/** "14:00" → "14.00" in Indonesian, unchanged in English. */
export function formatTime(hhmm: string, lang: string): string {
  return lang === 'en' ? hhmm : hhmm.replace(':', '.');
}

/** A distance in km with one decimal the language's way ("1,5 km" / "1.5 km"); under 1 km in metres. */
export function formatDistance(km: number, lang: string): string {
  if (km < 1) return `${formatDecimal(Math.round(km * 1000), lang)} m`;
  return `${formatDecimal(km, lang, { max: 1 })} km`;
}

/** Review score on the 1-5 scale with one decimal, written the way the language writes decimals. */
export function formatScore(score: number, lang: string): string {
  return formatDecimal(score, lang, { min: 1, max: 1 });
}
