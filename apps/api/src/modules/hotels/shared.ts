// What several groups of hotel handlers use: the hotel card of search and recommended results, its badges,
// the hotel-exists check of the per-hotel lists, and page and rating rounding.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/openapi.ts';
import { notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { imageSet } from '../../media/catalog.ts';
import { COUNTRY_SLUG } from '../../lib/paging.ts';
import { type HotelSort, type SearchRow, searchHotelIds } from './search.ts';
import type { Stay } from './stay.ts';

type Schemas = components['schemas'];
type HotelSummary = Schemas['HotelSummary'];

export const FALLBACK_IMAGE = 'hotel-01';

export const oneDecimal = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

export interface HotelCardRow extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  star_rating: number;
  property_type: Schemas['PropertyType'];
  address: string;
  city_id: number;
  city_name: string;
  city_slug: string;
  area_id: number | null;
  area_name: string | null;
  area_slug: string | null;
  latitude: number;
  longitude: number;
  review_score: number | null;
  review_count: number;
  image_key: string | null;
}

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

export const HOTEL_CARD_COLUMNS = sql`
  h.id, h.name, h.slug, h.star_rating, h.property_type, h.address, h.city_id, c.name AS city_name,
  c.slug AS city_slug, h.area_id, a.name AS area_name, a.slug AS area_slug, h.latitude, h.longitude,
  h.review_score, h.review_count,
  (SELECT p.image_key FROM hotel_photos p WHERE p.hotel_id = h.id ORDER BY p.sort, p.id LIMIT 1) AS image_key`;

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

/** Hotel cards for search rows, in the rows' order. */
export async function toSummaries(
  database: Database,
  rows: SearchRow[],
  lang: Lang,
): Promise<HotelSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const cards = await database.rows<HotelCardRow>(sql`
    SELECT ${HOTEL_CARD_COLUMNS}
      FROM hotels h JOIN cities c ON c.id = h.city_id LEFT JOIN areas a ON a.id = h.area_id
     WHERE h.id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const badges = await badgesOf(database, ids, lang);
  return rows.flatMap((r) => {
    const h = byId.get(r.id);
    if (!h) return [];
    const summary: HotelSummary = {
      ...hotelIdentity(h),
      country_slug: COUNTRY_SLUG,
      latitude: Number(h.latitude),
      longitude: Number(h.longitude),
      review_score: oneDecimal(h.review_score),
      review_count: h.review_count,
      image: imageSet(h.image_key ?? FALLBACK_IMAGE, h.name),
      cheapest_price: r.cheapest === null ? null : Number(r.cheapest),
      original_price: r.original_price === null ? null : Number(r.original_price),
      public_price: r.public_price === null ? null : Number(r.public_price),
      member_price: r.member_price === null ? null : Number(r.member_price),
      breakfast_included: r.breakfast_included,
      free_cancellation: r.free_cancellation,
      pay_at_hotel: r.pay_at_hotel,
      availability: r.availability,
      badges: badges.get(h.id) ?? [],
    };
    if (r.distance_km !== null) summary.distance_km = Math.round(Number(r.distance_km) * 100) / 100;
    return [summary];
  });
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
  const { rows, total } = await searchHotelIds(database, {
    destination: { type: 'hotel', name: '', where, point: null },
    stay,
    filters: {},
    sort,
    page,
    perpage,
    now,
    member,
  });
  return { cards: await toSummaries(database, rows, lang), total };
}

export async function hotelExists(database: Database, id: number): Promise<void> {
  const [row] = await database.rows<{ id: number }>(
    sql`SELECT id FROM hotels WHERE id = ${id} AND status = 'active'`,
  );
  if (!row) throw notFound('hotel_not_found');
}
