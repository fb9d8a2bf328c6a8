// The results page's rules, free of React: which destination a results URL names, the search criteria sent to
// POST /api/hotels/searches, sort and filters in the URL, and the links a hotel card opens.
//
// It imports nothing of the home page's own modules at run time (only types): a module shared by the home chunk
// and this page's chunk would be split out of the home chunk, and the home route is the first-route budget.
// The search form itself comes through the home page's own chunk (see edit-search-sheet.tsx). The stay, its
// defaults and the search request are @nusa/api-client/stay's, shared with the API's first answers.
import type { HotelSearchCriteria } from '@nusa/api-client/queries/hotels';
import type { components } from '@nusa/api-client/schema';
import { searchCriteria } from '@nusa/api-client/stay';
import type { StaySearch } from '@nusa/router/search';
import type { RouteTarget } from '../search-form/route-target';
import type { LastSearch } from '../search-slice';
import { stayOfSearch } from '../stay-search';

export type HotelSummary = components['schemas']['HotelSummary'];
export type HotelSearchFacets = components['schemas']['HotelSearchFacets'];
export type HotelSort = components['schemas']['HotelSort'];
export type SearchDestination = components['schemas']['SearchDestination'];
export type PropertyType = components['schemas']['PropertyType'];

/** The results routes this page is bound to (TanStack route ids). */
export const RESULTS_ROUTE_IDS = [
  '/hotel',
  '/hotel/search/{-$slug}',
  '/hotel/city/{-$cityId}/$cityName',
  '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
  '/hotel/poi/{-$slug}',
  '/hotel/group/{-$slug}/{-$groupId}',
] as const;
export type ResultsRouteId = (typeof RESULTS_ROUTE_IDS)[number];

export interface ResultsRouteParams {
  slug?: string | undefined;
  cityId?: string | undefined;
  cityName?: string | undefined;
  slugArea?: string | undefined;
  groupId?: string | undefined;
}

/** Where the URL searches: what the API needs, the form's destination, and a provisional name for the heading. */
export interface ResultsDestination {
  destination: SearchDestination;
  /** The kind of destination for the search form ('keyword' for free text, 'nearby' for the visitor's position). */
  type: LastSearch['destination']['type'] | 'nearby';
  /** The id in the URL, when there is one. */
  id: number | null;
  /** A name from the URL, shown until the API's `search.destination_name` arrives. */
  name: string;
}

const positiveInt = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** 'kuta-utara' → 'Kuta Utara': good enough for a heading until the server names the place. */
export function nameFromSlug(slug: string | undefined): string {
  return (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Drops undefined entries so typed route params never carry them. */
function defined<T extends Record<string, string | undefined>>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/**
 * The destination of a results URL, or null when there is none (bare /hotel without `q`): the page then asks
 * the visitor to pick one. An id wins over a slug when both are present, as autocomplete gives both.
 */
export function destinationFromRoute(
  routeId: ResultsRouteId,
  params: ResultsRouteParams,
  search: StaySearch,
): ResultsDestination | null {
  const keyword = (text: string): ResultsDestination | null =>
    text.trim().length >= 2
      ? {
          destination: { type: 'keyword', keyword: text.trim().slice(0, 100) },
          type: 'keyword',
          id: null,
          name: text.trim(),
        }
      : null;
  switch (routeId) {
    case '/hotel':
      return keyword(search.q ?? '');
    case '/hotel/search/{-$slug}':
      // "Hotels near me": the position is in the query, so the link can be shared and reloaded.
      if (search.lat !== undefined && search.lng !== undefined) {
        return {
          destination: { type: 'nearby', latitude: search.lat, longitude: search.lng },
          type: 'nearby',
          id: null,
          name: '',
        };
      }
      return keyword(search.q ?? (params.slug ?? '').replace(/-/g, ' '));
    case '/hotel/city/{-$cityId}/$cityName': {
      const id = positiveInt(params.cityId);
      const name = nameFromSlug(params.cityName);
      return {
        destination: id ? { type: 'city', id } : { type: 'city', slug: params.cityName ?? '' },
        type: 'city',
        id: id ?? null,
        name,
      };
    }
    case '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea': {
      const name = nameFromSlug(params.slugArea);
      return {
        destination: { type: 'area', slug: params.slugArea ?? '' },
        type: 'area',
        id: null,
        name,
      };
    }
    case '/hotel/poi/{-$slug}': {
      if (!params.slug) return keyword(search.q ?? '');
      const name = nameFromSlug(params.slug);
      return {
        destination: { type: 'poi', slug: params.slug },
        type: 'poi',
        id: null,
        name,
      };
    }
    case '/hotel/group/{-$slug}/{-$groupId}': {
      const id = positiveInt(params.groupId);
      if (!id && !params.slug) return keyword(search.q ?? '');
      const name = nameFromSlug(params.slug);
      return {
        destination: id ? { type: 'hotel_group', id } : { type: 'hotel_group', slug: params.slug ?? '' },
        type: 'hotel_group',
        id: id ?? null,
        name,
      };
    }
  }
}

export interface ResultsFilters {
  sort?: HotelSort | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  stars: number[];
  /** Minimum review score (1-5 scale). */
  review_score?: number | undefined;
  property_types: PropertyType[];
  /** Area ids. */
  areas: number[];
  facilities: string[];
  breakfast: boolean;
  free_cancellation: boolean;
  pay_at_hotel: boolean;
}

/** Review score buckets offered while the facet counts load (the API's buckets on the 1-5 scale, best first). */
export const REVIEW_SCORE_MINIMUMS = [4.5, 4, 3.5, 3] as const;

/** Results of a position are nearest first unless the visitor picks another order. */
export function defaultSortOf(destination: SearchDestination | undefined): HotelSort {
  return destination?.type === 'nearby' ? 'distance' : 'popularity';
}

const numbers = (list: string | undefined) => (list ? list.split(',').map(Number) : []);
const strings = (list: string | undefined) => (list ? list.split(',') : []);

export function filtersOf(search: StaySearch): ResultsFilters {
  return {
    sort: search.sort,
    price_min: search.price_min,
    price_max: search.price_max,
    stars: numbers(search.stars),
    review_score: search.review_score,
    property_types: strings(search.property_types) as PropertyType[],
    areas: numbers(search.areas),
    facilities: strings(search.facilities),
    breakfast: search.breakfast === true,
    free_cancellation: search.free_cancellation === true,
    pay_at_hotel: search.pay_at_hotel === true,
  };
}

/** How many filters are on (the sort does not count), for the filter button's badge. */
export function activeFilterCount(f: ResultsFilters): number {
  return (
    (f.price_min !== undefined || f.price_max !== undefined ? 1 : 0) +
    f.stars.length +
    (f.review_score !== undefined ? 1 : 0) +
    f.property_types.length +
    f.areas.length +
    f.facilities.length +
    (f.breakfast ? 1 : 0) +
    (f.free_cancellation ? 1 : 0) +
    (f.pay_at_hotel ? 1 : 0)
  );
}

/**
 * The URL search with new sort and filters; empty values leave the URL, and so does the destination's default
 * sort (popularity, or distance near the visitor).
 */
export function withFilters(
  search: StaySearch,
  f: ResultsFilters,
  defaultSort: HotelSort = 'popularity',
): StaySearch {
  const {
    sort: _s,
    price_min: _a,
    price_max: _b,
    stars: _c,
    facilities: _d,
    breakfast: _e,
    free_cancellation: _f,
    pay_at_hotel: _g,
    review_score: _h,
    property_types: _i,
    areas: _j,
    ...stay
  } = search;
  const out: StaySearch = { ...stay };
  if (f.sort && f.sort !== defaultSort) out.sort = f.sort;
  if (f.price_min !== undefined) out.price_min = f.price_min;
  if (f.price_max !== undefined) out.price_max = f.price_max;
  if (f.stars.length) out.stars = [...new Set(f.stars)].sort().join(',');
  if (f.review_score !== undefined) out.review_score = f.review_score;
  if (f.property_types.length) out.property_types = [...new Set(f.property_types)].join(',');
  if (f.areas.length) out.areas = [...new Set(f.areas)].join(',');
  if (f.facilities.length) out.facilities = [...new Set(f.facilities)].join(',');
  if (f.breakfast) out.breakfast = true;
  if (f.free_cancellation) out.free_cancellation = true;
  if (f.pay_at_hotel) out.pay_at_hotel = true;
  return out;
}

export const NO_FILTERS: ResultsFilters = {
  stars: [],
  property_types: [],
  areas: [],
  facilities: [],
  breakfast: false,
  free_cancellation: false,
  pay_at_hotel: false,
};

/** The body of POST /api/hotels/searches (without `page`, which the infinite query adds). */
export function criteriaOf(
  destination: SearchDestination,
  search: StaySearch,
  today: string,
): HotelSearchCriteria {
  const f = filtersOf(search);
  const filters: NonNullable<HotelSearchCriteria['filters']> = {};
  if (f.price_min !== undefined) filters.price_min = f.price_min;
  if (f.price_max !== undefined) filters.price_max = f.price_max;
  if (f.stars.length) filters.star_ratings = f.stars;
  if (f.review_score !== undefined) filters.review_score_min = f.review_score;
  if (f.property_types.length) filters.property_types = f.property_types;
  if (f.areas.length) filters.area_ids = f.areas;
  if (f.facilities.length) filters.facilities = f.facilities;
  if (f.breakfast) filters.breakfast_included = true;
  if (f.free_cancellation) filters.free_cancellation = true;
  if (f.pay_at_hotel) filters.pay_at_hotel = true;
  // Near the visitor, nearest first unless another order is asked for (the API's default is popularity).
  const sort = f.sort ?? (destination.type === 'nearby' ? 'distance' : undefined);
  return searchCriteria(destination, stayOfSearch(search, today), { sort, filters });
}

/**
 * The results' criteria in the shape of a remembered search, which is what the search form prefills from (it
 * brings guests within bounds and drops dates that can no longer be booked, as on the home page).
 */
export function lastSearchOf(
  dest: ResultsDestination | null,
  search: StaySearch,
  today: string,
  routeId: ResultsRouteId,
  params: ResultsRouteParams,
  name?: string,
): LastSearch | null {
  if (!dest) return null;
  const { checkIn, checkOut, rooms, adults, childrenAges } = stayOfSearch(search, today);
  return {
    // A position is no place name: the form opens with an empty location (and offers "near me" again).
    destination:
      dest.type === 'nearby'
        ? { type: 'keyword', id: null, name: '' }
        : dest.type === 'keyword'
          ? { type: 'keyword', id: null, name: name ?? dest.name }
          : // A place is only ever read from its own results route (destinationFromRoute), so the route and
            // its params are that place's target.
            {
              type: dest.type,
              id: dest.id,
              name: name ?? dest.name,
              target: { to: routeId, params: defined({ ...params }) } as RouteTarget,
            },
    checkIn,
    checkOut,
    rooms,
    adults,
    childrenAges,
  };
}

/** Stay criteria only (no sort or filters): what a hotel's detail page and the checkout need. */
export function stayCriteria(search: StaySearch): StaySearch {
  const out: StaySearch = {};
  for (const key of ['checkin', 'checkout', 'rooms', 'adults', 'children'] as const) {
    if (search[key] !== undefined) (out as Record<string, unknown>)[key] = search[key];
  }
  return out;
}

export type ProductParams = {
  country?: string;
  city?: string;
  area?: string;
  slug?: string;
  id?: string;
};

/** Route params of a hotel's detail page (/hotel/product/{country}/{city}/{area}/{slug}/{id}). */
export function productParams(hotel: HotelSummary): ProductParams {
  return defined({
    country: hotel.country_slug,
    city: hotel.city_slug,
    area: hotel.area_slug ?? undefined,
    slug: hotel.slug,
    id: String(hotel.id),
  });
}
