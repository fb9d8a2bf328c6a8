// The stay's basics, on the first route (the home page's search form): Jakarta calendar dates, the default stay
// and guests, and the stay in the app's URLs. See ../stay.ts.

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

export interface Guests {
  rooms: number;
  adults: number;
  /** One age (0-17) per child. */
  childrenAges: number[];
}

export interface Stay extends StayDates, Guests {}

/** One room, two adults, no children: the guests of a search that names none. */
export const DEFAULT_GUESTS: Readonly<Guests> = { rooms: 1, adults: 2, childrenAges: [] };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

function utcMs(iso: string): number {
  const m = ISO_DATE.exec(iso);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A calendar date that exists, written YYYY-MM-DD. */
export function isStayDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && isoOf(utcMs(value)) === value;
}

/** Today's calendar date in Jakarta. */
export function jakartaToday(now: Date = new Date()): string {
  return isoOf(now.getTime() + JAKARTA_OFFSET_MS);
}

export function addDays(iso: string, days: number): string {
  return isoOf(utcMs(iso) + days * DAY_MS);
}

/** Nights from check-in to check-out (zero or less when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utcMs(checkOut) - utcMs(checkIn)) / DAY_MS);
}

/** Tomorrow to the day after: the stay offered when nothing better is known. */
export function defaultStay(today: string): StayDates {
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };
}

/** A stay in a URL's search (the router's StaySearch names them the same). */
export interface StaySearchValues {
  checkin: string;
  checkout: string;
  rooms: number;
  adults: number;
  /** Children's ages, comma-separated (e.g. `5,8`). */
  children?: string;
}

/** The stay as URL search values (`children` left out when there are none). */
export function staySearchOf(stay: Stay): StaySearchValues {
  const search: StaySearchValues = {
    checkin: stay.checkIn,
    checkout: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
  };
  if (stay.childrenAges.length) search.children = stay.childrenAges.join(',');
  return search;
}

/** An app URL's query in the order of `values`, undefined values left out. */
export function queryString<T extends { [K in keyof T]: string | number | boolean | undefined }>(
  values: T,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}
