// The stay of a page's URL and the API requests for it, used by the results and detail pages and by the API
// server's first answers (not by the home page: kept apart from basics.ts so they stay off the first route).
// See ../stay.ts.
import type { components, operations } from '../generated/schema.ts';
import {
  DEFAULT_GUESTS,
  defaultStay,
  isStayDate,
  nightsBetween,
  queryString,
  type Stay,
  type StayDates,
} from './basics.ts';

export type HotelSearchCriteria = components['schemas']['HotelSearchCriteria'];
export type SearchDestination = components['schemas']['SearchDestination'];
export type HotelRoomsParams = NonNullable<operations['listHotelRooms']['parameters']['query']>;

/** Hotels per page of POST /api/hotels/searches. */
export const SEARCH_PAGE_SIZE = 20;

/** The nights a stay is shown with: at least one, whatever the URL said. */
export function nightsOf(stay: StayDates): number {
  return Math.max(1, nightsBetween(stay.checkIn, stay.checkOut));
}

/** The stay fields of a URL's search, as the router validated them (children already parsed to ages). */
export interface StayFields {
  checkin?: string | undefined;
  checkout?: string | undefined;
  rooms?: number | undefined;
  adults?: number | undefined;
  childrenAges?: readonly number[] | undefined;
}

/** The stay a URL asks for: its dates when both exist, otherwise the default stay; the default guests. */
export function stayOf(fields: StayFields, today: string): Stay {
  const { checkin, checkout } = fields;
  const dates =
    isStayDate(checkin) && isStayDate(checkout)
      ? { checkIn: checkin, checkOut: checkout }
      : defaultStay(today);
  return {
    ...dates,
    rooms: fields.rooms ?? DEFAULT_GUESTS.rooms,
    adults: fields.adults ?? DEFAULT_GUESTS.adults,
    childrenAges: [...(fields.childrenAges ?? DEFAULT_GUESTS.childrenAges)],
  };
}

/** The query of GET /api/hotels/v2/{id} (a hotel's rooms) for a stay. */
export function roomsParams(stay: Stay): HotelRoomsParams {
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    ...(stay.childrenAges.length ? { children: [...stay.childrenAges] } : {}),
  };
}

/**
 * The query string of that request as the client sends it: openapi-fetch writes the values in order, a list as
 * one parameter per item (`children=4&children=9`).
 */
export function roomsQuery(stay: Stay): string {
  const { children = [], ...params } = roomsParams(stay);
  return [queryString(params), ...children.map((age) => `children=${age}`)].join('&');
}

/**
 * The criteria of POST /api/hotels/searches for a destination and a stay, without `page`: always in this key
 * order, which is part of the request's bytes.
 */
export function searchCriteria(
  destination: SearchDestination,
  stay: Stay,
  { sort, filters }: Pick<HotelSearchCriteria, 'sort' | 'filters'> = {},
): HotelSearchCriteria {
  const criteria: HotelSearchCriteria = {
    destination,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    children: [...stay.childrenAges],
    perpage: SEARCH_PAGE_SIZE,
  };
  if (sort) criteria.sort = sort;
  if (filters && Object.keys(filters).length) criteria.filters = filters;
  return criteria;
}

/** The body of one page of a search: the criteria, then `page`. */
export function searchPageBody(criteria: HotelSearchCriteria, page: number): HotelSearchCriteria {
  return { ...criteria, page };
}
