// Search-param contracts shared by every route. Criteria live in the URL so a results page can be shared
// and reloaded; these validators turn untrusted query values into typed, bounded values.
import type { Lang } from '@nusa/i18n/languages';

export interface GlobalSearch {
  /** `?lang=id|en` switches the language and is remembered. */
  lang?: Lang;
  /** `?is_mobile=true` (the native app's web view) hides the header and the download banner. */
  is_mobile?: boolean;
  /**
   * `?login=1` opens the sign-in modal over any page (`register`: the registration modal); the shell opens it and
   * drops the parameter. Features ask for sign-in this way since they may not import the auth feature.
   */
  login?: LoginPrompt;
  /** Where to continue after signing in: a same-origin path (see safeRedirect). */
  redirect?: string;
}

/** `?login=1` reads as the number 1 (the router parses query values as JSON), and must serialize back the same. */
export type LoginPrompt = 1 | 'register';

/** Only same-origin paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : undefined;
}

/**
 * `page` (an href) with the sign-in prompt over it: its own query kept as written, `login=1` and `redirect` added.
 * A string on purpose: the page is the one a guest is leaving while a guard's redirect is already under way, known
 * only by the URL it resolved to (any route, or none), and a typed `to: '.'` would resolve against the page being
 * entered instead.
 */
export function signInPromptHref(page: string, redirect: string): string {
  const params = new URLSearchParams(page.split('?')[1]?.split('#')[0] ?? '');
  params.set('login' satisfies keyof GlobalSearch, '1');
  params.set('redirect' satisfies keyof GlobalSearch, redirect);
  return `${page.split(/[?#]/)[0]}?${params}`;
}

export function validateGlobalSearch(search: Record<string, unknown>): GlobalSearch {
  const out: GlobalSearch = {};
  if (search.lang === 'id' || search.lang === 'en') out.lang = search.lang;
  if (search.is_mobile === true || search.is_mobile === 'true') out.is_mobile = true;
  if (search.login === 1 || search.login === '1') out.login = 1;
  else if (search.login === 'register') out.login = 'register';
  const redirect = safeRedirect(search.redirect);
  if (redirect) out.redirect = redirect;
  return out;
}

/** Stay criteria carried by hotel results and detail URLs. */
export interface StaySearch {
  checkin?: string;
  checkout?: string;
  rooms?: number;
  adults?: number;
  /** Children ages, comma separated in the URL (e.g. `5,8`). */
  children?: string;
  /** Free-text keyword for /hotel/search. */
  q?: string;
  /** Results order (the contract's HotelSort); absent means popularity. */
  sort?: HotelSortParam;
  /** Price per room per night bounds, rupiah. */
  price_min?: number;
  price_max?: number;
  /** Star ratings 0-5, comma separated, ascending and unique (e.g. `3,4`). */
  stars?: string;
  /** Facility codes, comma separated (e.g. `wifi,pool`). */
  facilities?: string;
  breakfast?: boolean;
  free_cancellation?: boolean;
  pay_at_hotel?: boolean;
  /** Minimum review score on the 1-5 scale, one decimal (e.g. `4.5`). */
  review_score?: number;
  /** Property types (the contract's PropertyType), comma separated (e.g. `villa,resort`). */
  property_types?: string;
  /** Area ids, comma separated (e.g. `31,32`). */
  areas?: string;
  /** The visitor's position for "hotels near me" (/hotel/search/sekitar-saya); only kept as a valid pair. */
  lat?: number;
  lng?: number;
}

export const HOTEL_SORTS = ['popularity', 'lowest_price', 'highest_price', 'rating', 'distance'] as const;
export type HotelSortParam = (typeof HOTEL_SORTS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const toNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
/** A number within [min, max], or undefined (NaN and Infinity fail the comparisons). */
const inRange = (v: unknown, min: number, max: number): number | undefined => {
  const n = toNumber(v);
  return n >= min && n <= max ? n : undefined;
};
const clampInt = (v: unknown, min: number, max: number): number | undefined => {
  const n = inRange(v, min, max);
  return Number.isInteger(n) ? n : undefined;
};

export function validateStaySearch(search: Record<string, unknown>): StaySearch {
  const out: StaySearch = {};
  if (typeof search.checkin === 'string' && ISO_DATE.test(search.checkin)) out.checkin = search.checkin;
  if (typeof search.checkout === 'string' && ISO_DATE.test(search.checkout)) out.checkout = search.checkout;
  const rooms = clampInt(search.rooms, 1, 8);
  if (rooms !== undefined) out.rooms = rooms;
  const adults = clampInt(search.adults, 1, 30);
  if (adults !== undefined) out.adults = adults;
  const children = parseChildrenAges(search.children);
  if (children.length) out.children = children.join(',');
  // `?q=123` parses as a number: a keyword may be any plain value.
  const q = ['string', 'number', 'boolean'].includes(typeof search.q) ? String(search.q).trim() : '';
  if (q) out.q = q.slice(0, 100);
  // Sort and filters of the results page. Kept terse: this module is part of the first route's entry chunk.
  if (HOTEL_SORTS.includes(search.sort as HotelSortParam)) out.sort = search.sort as HotelSortParam;
  for (const key of ['price_min', 'price_max'] as const) {
    const n = clampInt(search[key], 0, 1e9);
    if (n !== undefined) out[key] = n;
  }
  for (const [key, re] of [
    ['stars', /^[0-5]$/],
    ['facilities', /^[a-z0-9_]{1,40}$/],
    ['property_types', /^(hotel|resort|villa|apartment|guest_house|homestay|hostel)$/],
    ['areas', /^[1-9]\d{0,8}$/],
  ] as const) {
    const values = [...new Set(String(search[key] ?? '').split(','))].filter((v) => re.test(v));
    if (values.length) out[key] = (key === 'stars' ? values.sort() : values.slice(0, 50)).join(',');
  }
  for (const key of ['breakfast', 'free_cancellation', 'pay_at_hotel'] as const) {
    if (String(search[key]) === 'true') out[key] = true;
  }
  // Review buckets are whole or half points (3, 3.5, 4, 4.5).
  const score = inRange(search.review_score, 1, 5);
  if (score !== undefined && Number.isInteger(score * 2)) out.review_score = score;
  const lat = inRange(search.lat, -90, 90);
  const lng = inRange(search.lng, -180, 180);
  if (lat !== undefined && lng !== undefined) Object.assign(out, { lat, lng });
  return out;
}

export function parseChildrenAges(value: unknown): number[] {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return raw
    .split(',')
    .map((s) => clampInt(s.trim(), 0, 17))
    .filter((n): n is number => n !== undefined)
    .slice(0, 48);
}

/**
 * The checkout of one room: the hotel, the room, the stay and the price chosen on the detail page; once the cart
 * is made, its id alone (the page replaces the URL with `?cart=<id>`, which a reload or a shared link resumes).
 */
export interface CheckoutSearch
  extends Pick<StaySearch, 'checkin' | 'checkout' | 'rooms' | 'adults' | 'children'> {
  hotel_id?: number;
  room_id?: number;
  /** The per-room-per-night price the detail page showed: the cart compares it (never charges it). */
  price?: number;
  /** The cart's id (a UUID, lower case). */
  cart?: string;
}

/** A booking's detail page names the booking by its code (the checkout's confirmation links there). */
export interface BookingSearch {
  code?: string;
}

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  // An all-digit code reads as a number (the router parses query values as JSON).
  const code = typeof search.code === 'number' ? String(search.code) : search.code;
  return typeof code === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(code) ? { code } : {};
}

const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

export function validateCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const stay = validateStaySearch(search) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // Written as loops rather than field by field: this module is in the first route's entry chunk.
  for (const key of ['checkin', 'checkout', 'rooms', 'adults', 'children'])
    if (key in stay) out[key] = stay[key];
  for (const key of ['hotel_id', 'room_id', 'price']) {
    const n = clampInt(search[key], key === 'price' ? 0 : 1, 2_147_483_647);
    if (n !== undefined) out[key] = n;
  }
  if (UUID.test(String(search.cart))) out.cart = String(search.cart).toLowerCase();
  return out as CheckoutSearch;
}
