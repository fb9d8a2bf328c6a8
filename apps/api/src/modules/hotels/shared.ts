// What several groups of hotel handlers use: the hotel card of search and recommended results, its badges,
// the hotel-exists check of the per-hotel lists, and page and rating rounding.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/openapi.ts';
import { notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { COUNTRY_SLUG } from '../../lib/paging.ts';
import { imageSet } from '../../media/catalog.ts';
import { type HotelCardRow, type HotelSort, type SearchRow, searchHotelRows } from './search.ts';
import type { Stay } from './stay.ts';

type Schemas = components['schemas'];
type HotelSummary = Schemas['HotelSummary'];

export const FALLBACK_IMAGE = 'hotel-01';

export const oneDecimal = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** Identity and place fields shared by the hotel card (search, recommended) and the hotel detail. */
export function hotelIdentity(h: HotelCardRow) {
  return {
    id: h.id,
    name: h.name,
    slug: h.slug,
    star_rating: h.star_rating,
    property_type: h.property_type,
    address: h.address,
    city_id: h.city_id,
    city_name: h.city_name,
    city_slug: h.city_slug,
    area_id: h.area_id,
    area_name: h.area_name,
    area_slug: h.area_slug,
  };
}

export async function badgesOf(database: Database, ids: number[], lang: Lang) {
  const byHotel = new Map<number, Schemas['HotelBadge'][]>();
  if (ids.length === 0) return byHotel;
  const rows = await database.rows<{
    hotel_id: number;
    code: string;
    label_id: string;
    label_en: string;
    description_id: string | null;
    description_en: string | null;
    icon: string;
  }>(sql`SELECT hotel_id, code, label_id, label_en, description_id, description_en, icon
           FROM hotel_badges WHERE hotel_id IN (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
          ORDER BY hotel_id, id`);
  for (const b of rows) {
    const list = byHotel.get(b.hotel_id) ?? [];
    list.push({
      code: b.code,
      label: lang === 'en' ? b.label_en : b.label_id,
      description: lang === 'en' ? b.description_en : b.description_id,
      icon: b.icon,
    });
    byHotel.set(b.hotel_id, list);
  }
  return byHotel;
}

/** The card fields that do not depend on the stay or the requester: the same in every search of a snapshot. */
type CardRow = HotelCardRow & Pick<SearchRow, 'badges'>;

function cardFixed(h: CardRow) {
  return {
    ...hotelIdentity(h),
    country_slug: COUNTRY_SLUG,
    latitude: Number(h.latitude),
    longitude: Number(h.longitude),
    review_score: oneDecimal(h.review_score),
    review_count: h.review_count,
    image: imageSet(h.image_key ?? FALLBACK_IMAGE, h.name),
    badges: JSON.parse(h.badges) as Schemas['HotelBadge'][],
  };
}

/** The card fields a search computes: prices and availability for the stay, and the distance. */
function cardPriced(h: SearchRow) {
  const priced: Omit<HotelSummary, keyof ReturnType<typeof cardFixed>> = {
    cheapest_price: h.cheapest === null ? null : Number(h.cheapest),
    original_price: h.original_price === null ? null : Number(h.original_price),
    public_price: h.public_price === null ? null : Number(h.public_price),
    member_price: h.member_price === null ? null : Number(h.member_price),
    breakfast_included: h.breakfast_included,
    free_cancellation: h.free_cancellation,
    pay_at_hotel: h.pay_at_hotel,
    availability: h.availability,
  };
  if (h.distance_km !== null) priced.distance_km = Math.round(Number(h.distance_km) * 100) / 100;
  return priced;
}

/** Hotel cards for search rows (searchHotelRows: card columns, prices and badges together), in the rows' order. */
export function toSummaries(rows: SearchRow[]): HotelSummary[] {
  return rows.map((h) => ({ ...cardFixed(h), ...cardPriced(h) }));
}

/**
 * A card's fixed fields as JSON object members (the text between the braces). The search index keeps it per
 * hotel and language, so a computed page is written as text (summariesJson) instead of building and
 * serializing some 30 objects per card: JSON.stringify was a tenth of a cold search's CPU (issue 14).
 */
export function cardFixedJson(h: CardRow): string {
  return JSON.stringify(cardFixed(h)).slice(1, -1);
}

/** JSON.stringify(toSummaries(rows)), for rows carrying their cardFixedJson (`fixedJson(row)`). */
export function summariesJson<R extends SearchRow>(rows: R[], fixedJson: (row: R) => string): string {
  const cards = rows.map((h) => `{${fixedJson(h)},${JSON.stringify(cardPriced(h)).slice(1)}`);
  return `[${cards.join(',')}]`;
}

/**
 * A page of hotel cards for the hotels `where` selects (a predicate on `h`), priced for the stay by the hotel
 * search itself: the same SQL, prices and order as a results page sorted by `sort`, for lists that are not a
 * search (a promotion's participating hotels, a member's favorites), for a member or a guest (`member`).
 */
export async function pricedHotelCards(
  database: Database,
  options: {
    where: SQL;
    stay: Stay;
    sort: HotelSort;
    page: number;
    perpage: number;
    now: Date;
    lang: Lang;
    member: boolean;
  },
): Promise<{ cards: HotelSummary[]; total: number }> {
  const { where, stay, sort, page, perpage, now, lang, member } = options;
  const { rows, total } = await searchHotelRows(database, {
    destination: { type: 'hotel', name: '', where, point: null },
    stay,
    filters: {},
    sort,
    page,
    perpage,
    now,
    member,
    lang,
  });
  return { cards: toSummaries(rows), total };
}

export async function hotelExists(database: Database, id: number): Promise<void> {
  const [row] = await database.rows<{ id: number }>(
    sql`SELECT id FROM hotels WHERE id = ${id} AND status = 'active'`,
  );
  if (!row) throw notFound('hotel_not_found');
}
