// Search-param contracts shared by every route. Criteria live in the URL so a results page can be shared
// and reloaded; these validators turn untrusted query values into typed, bounded values.

export interface GlobalSearch {
  /** `?lang=id|en` switches the language and is remembered. */
  lang?: 'id' | 'en';
  /** `?is_mobile=true` (the native app's web view) hides the header and the download banner. */
  is_mobile?: boolean;
}

export function validateGlobalSearch(search: Record<string, unknown>): GlobalSearch {
  const out: GlobalSearch = {};
  if (search.lang === 'id' || search.lang === 'en') out.lang = search.lang;
  if (search.is_mobile === true || search.is_mobile === 'true') out.is_mobile = true;
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
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const clampInt = (v: unknown, min: number, max: number): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
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
  if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.trim().slice(0, 100);
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
