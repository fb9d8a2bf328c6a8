// Hotel search in SQL: the destination narrows the hotels through their indexes (city, area, group, id,
// coordinates box, trigram search_text), then only those hotels' room types are priced for the stay, aggregated
// per hotel, filtered, sorted and paginated in the same statement. Facets reuse the same per-hotel rows.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/openapi.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { escapeLike, normalizeSearch } from '../../lib/text.ts';
import { originalPriceSql, type Stay, searchOffersSql } from './stay.ts';

type Schemas = components['schemas'];
export type SearchDestination = Schemas['SearchDestination'];
export type SearchFilters = Schemas['HotelSearchFilters'];
export type HotelSort = Schemas['HotelSort'];

/** Radius of point-of-interest and nearby searches. */
export const SEARCH_RADIUS_KM = 10;
const KM_PER_DEGREE = 111.32;

export interface ResolvedDestination {
  type: SearchDestination['type'];
  name: string;
  /** Predicate on `h` (hotels). */
  where: SQL;
  /** The point distances are measured from (poi and nearby searches). */
  point: { latitude: number; longitude: number } | null;
}

export const NEAR_YOU: Record<Lang, string> = { id: 'Di sekitar Anda', en: 'Near you' };

function byIdOrSlug(table: string, d: SearchDestination): SQL {
  return d.id !== undefined
    ? sql`${sql.raw(table)}.id = ${d.id}`
    : sql`${sql.raw(table)}.slug = ${d.slug ?? ''}`;
}

/** The coordinates box around a point that holds its search radius (the index's first, cheap test). */
export function radiusBox(latitude: number, longitude: number) {
  const dLat = SEARCH_RADIUS_KM / KM_PER_DEGREE;
  const dLng = SEARCH_RADIUS_KM / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return {
    latMin: latitude - dLat,
    latMax: latitude + dLat,
    lngMin: longitude - dLng,
    lngMax: longitude + dLng,
  };
}

function radiusWhere(latitude: number, longitude: number): SQL {
  // A coordinates box first (served by hotels_lat_lng_idx), then the exact distance.
  const box = radiusBox(latitude, longitude);
  return sql`h.latitude BETWEEN ${box.latMin} AND ${box.latMax}
    AND h.longitude BETWEEN ${box.lngMin} AND ${box.lngMax}
    AND ${distanceSql(latitude, longitude)} <= ${SEARCH_RADIUS_KM}`;
}

const RADIANS = Math.PI / 180;

/**
 * distanceSql's formula in JavaScript (the search index): the same operations in the same order on doubles, so
 * the same kilometres (PostgreSQL's radians() multiplies by the same constant).
 */
export function distanceKm(
  latitude: number,
  longitude: number,
  toLatitude: number,
  toLongitude: number,
): number {
  const a = Math.sin(((toLatitude - latitude) * RADIANS) / 2);
  const b = Math.sin(((toLongitude - longitude) * RADIANS) / 2);
  return (
    12742 *
    Math.asin(
      Math.min(1, Math.sqrt(a * a + Math.cos(latitude * RADIANS) * Math.cos(toLatitude * RADIANS) * (b * b))),
    )
  );
}

export const notFoundDestination = () => notFound('destination_not_found');

/** A keyword destination's normalized keyword, or the 422 for one too short to search. */
export function destinationKeyword(d: SearchDestination): string {
  const keyword = normalizeSearch(d.keyword ?? '');
  if ([...keyword].length < 2) throw fieldError('destination.keyword', 'keyword_too_short', { min: 2 });
  return keyword;
}

/** Great-circle distance in km from a point to hotel `h`. */
function distanceSql(latitude: number, longitude: number): SQL {
  return sql`(12742 * asin(least(1, sqrt(
    power(sin(radians(h.latitude - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(h.latitude))
      * power(sin(radians(h.longitude - ${longitude}::float8) / 2), 2)))))`;
}

export async function resolveDestination(
  database: Database,
  d: SearchDestination,
  lang: Lang,
): Promise<ResolvedDestination> {
  switch (d.type) {
    case 'city': {
      const [row] = await database.rows<{ id: number; name: string }>(
        sql`SELECT c.id, c.name FROM cities c WHERE ${byIdOrSlug('c', d)} LIMIT 1`,
      );
      if (!row) throw notFoundDestination();
      return { type: d.type, name: row.name, where: sql`h.city_id = ${row.id}`, point: null };
    }
    case 'area': {
      const [row] = await database.rows<{ id: number; name: string; city_name: string }>(sql`
        SELECT a.id, a.name, c.name AS city_name FROM areas a JOIN cities c ON c.id = a.city_id
         WHERE ${byIdOrSlug('a', d)} ORDER BY a.popularity DESC, a.id LIMIT 1`);
      if (!row) throw notFoundDestination();
      return {
        type: d.type,
        name: `${row.name}, ${row.city_name}`,
        where: sql`h.area_id = ${row.id}`,
        point: null,
      };
    }
    case 'poi': {
      const [row] = await database.rows<{ name: string; latitude: number; longitude: number }>(
        sql`SELECT p.name, p.latitude, p.longitude FROM pois p WHERE ${byIdOrSlug('p', d)} LIMIT 1`,
      );
      if (!row) throw notFoundDestination();
      const point = { latitude: Number(row.latitude), longitude: Number(row.longitude) };
      return {
        type: d.type,
        name: row.name,
        where: radiusWhere(point.latitude, point.longitude),
        point,
      };
    }
    case 'hotel_group': {
      const [row] = await database.rows<{ id: number; name: string }>(
        sql`SELECT g.id, g.name FROM hotel_groups g WHERE ${byIdOrSlug('g', d)} LIMIT 1`,
      );
      if (!row) throw notFoundDestination();
      return { type: d.type, name: row.name, where: sql`h.group_id = ${row.id}`, point: null };
    }
    case 'hotel': {
      const [row] = await database.rows<{ id: number; name: string }>(
        sql`SELECT x.id, x.name FROM hotels x WHERE ${byIdOrSlug('x', d)} AND x.status = 'active' LIMIT 1`,
      );
      if (!row) throw notFoundDestination();
      return { type: d.type, name: row.name, where: sql`h.id = ${row.id}`, point: null };
    }
    case 'keyword': {
      const keyword = destinationKeyword(d);
      const pattern = `%${escapeLike(keyword)}%`;
      return {
        type: d.type,
        name: (d.keyword ?? '').trim(),
        // A union rather than ORs: each branch can use its index (trigram on the name, city, area), where the
        // ORs with subqueries forced a scan of every hotel.
        where: sql`h.id IN (
          SELECT x.id FROM hotels x WHERE x.search_text ILIKE ${pattern}
          UNION SELECT x.id FROM hotels x WHERE x.city_id IN (SELECT id FROM cities WHERE search_text ILIKE ${pattern})
          UNION SELECT x.id FROM hotels x WHERE x.area_id IN (SELECT id FROM areas WHERE search_text ILIKE ${pattern}))`,
        point: null,
      };
    }
    case 'nearby': {
      const point = { latitude: d.latitude ?? 0, longitude: d.longitude ?? 0 };
      return {
        type: d.type,
        name: NEAR_YOU[lang],
        where: radiusWhere(point.latitude, point.longitude),
        point,
      };
    }
  }
}

/**
 * Per-hotel rows (`f`) for the stay: the hotel's facts, the cheapest bookable offer and what the bookable
 * offers include, plus one boolean column per filter (true when the filter is not set), so results use them all
 * and facets all but their own.
 */
function hotelRowsSql(
  destination: ResolvedDestination,
  stay: Stay,
  filters: SearchFilters,
  now: Date,
  member: boolean,
): SQL {
  const distance = destination.point
    ? distanceSql(destination.point.latitude, destination.point.longitude)
    : sql`NULL::float8`;
  // The cheapest bookable offer of each hotel by the requester's price and by the public one (the same offer
  // for a guest), each found with one sort of the offers (DISTINCT ON) rather than two ordered aggregates per
  // hotel: on PostgreSQL 15 an ordered aggregate sorts every group apart, about 5 ms for a 600-hotel city.
  const cheapestBy = (price: string) =>
    sql.raw(`SELECT DISTINCT ON (o.hotel_id) o.hotel_id, o.discount_percent, o.breakfast_included
        FROM offers o WHERE o.availability = 'available'
       ORDER BY o.hotel_id, o.${price}, o.room_type_id`);
  const f = filters;
  const on = (cond: boolean, predicate: SQL) => (cond ? predicate : sql`true`);
  const facilities = f.facilities ?? [];
  return sql`
    cand AS MATERIALIZED (
      SELECT h.id, h.star_rating, h.property_type, h.area_id, h.review_score, h.review_count, h.popularity,
             ${distance} AS distance_km
        FROM hotels h
       WHERE h.status = 'active' AND ${destination.where}
    ),
    offers AS MATERIALIZED (${searchOffersSql(sql`SELECT id FROM cand`, stay, now, member)}),
    agg AS (
      SELECT o.hotel_id,
             min(o.price_per_night) FILTER (WHERE o.availability = 'available') AS cheapest,
             min(o.public_price_per_night) FILTER (WHERE o.availability = 'available') AS cheapest_public,
             min(o.member_price_per_night) FILTER (WHERE o.availability = 'available') AS cheapest_member,
             coalesce(bool_or(o.breakfast_included) FILTER (WHERE o.availability = 'available'), false) AS any_breakfast,
             coalesce(bool_or(o.refundable) FILTER (WHERE o.availability = 'available'), false) AS free_cancellation,
             coalesce(bool_or(o.pay_at_hotel) FILTER (WHERE o.availability = 'available'), false) AS pay_at_hotel,
             CASE WHEN bool_or(o.availability = 'available') THEN 'available'
                  WHEN bool_or(o.availability = 'fully_booked') THEN 'fully_booked'
                  ELSE 'sold_out' END AS availability
        FROM offers o GROUP BY o.hotel_id
    ),
    best AS (${cheapestBy('price_per_night')}),
    best_public AS (${member ? cheapestBy('public_price_per_night') : sql.raw('SELECT * FROM best')}),
    f AS (
      SELECT cand.*, agg.cheapest, agg.cheapest_public, agg.cheapest_member,
             cp.discount_percent AS cheapest_discount,
             coalesce(ch.breakfast_included, false) AS breakfast_included,
             coalesce(agg.free_cancellation, false) AS free_cancellation,
             coalesce(agg.pay_at_hotel, false) AS pay_at_hotel,
             coalesce(agg.availability, 'sold_out') AS availability,
             ${on(facilities.length > 0, sql`(SELECT count(*) FROM hotel_facilities hf JOIN facilities fa ON fa.id = hf.facility_id WHERE hf.hotel_id = cand.id AND fa.code = ANY(${sql.param(facilities)}::text[])) = ${facilities.length}`)} AS p_facilities,
             ${on(f.price_min !== undefined || f.price_max !== undefined, sql`agg.cheapest IS NOT NULL AND agg.cheapest >= ${f.price_min ?? 0} AND agg.cheapest <= ${f.price_max ?? 2147483647}`)} AS p_price,
             ${on(!!f.star_ratings?.length, sql`cand.star_rating = ANY(${sql.param(f.star_ratings ?? [])}::int[])`)} AS p_stars,
             ${on(f.review_score_min !== undefined, sql`coalesce(cand.review_score >= ${f.review_score_min ?? 0}, false)`)} AS p_review,
             ${on(!!f.property_types?.length, sql`cand.property_type = ANY(${sql.param(f.property_types ?? [])}::text[])`)} AS p_types,
             ${on(!!f.area_ids?.length, sql`cand.area_id = ANY(${sql.param(f.area_ids ?? [])}::int[])`)} AS p_areas,
             ${on(f.breakfast_included === true, sql`coalesce(agg.any_breakfast, false)`)} AS p_breakfast,
             ${on(f.free_cancellation === true, sql`coalesce(agg.free_cancellation, false)`)} AS p_free_cancellation,
             ${on(f.pay_at_hotel === true, sql`coalesce(agg.pay_at_hotel, false)`)} AS p_pay_at_hotel
        FROM cand LEFT JOIN agg ON agg.hotel_id = cand.id
        LEFT JOIN best ch ON ch.hotel_id = cand.id
        LEFT JOIN best_public cp ON cp.hotel_id = cand.id
    )`;
}

const FILTER_COLUMNS = [
  'p_facilities',
  'p_price',
  'p_stars',
  'p_review',
  'p_types',
  'p_areas',
  'p_breakfast',
  'p_free_cancellation',
  'p_pay_at_hotel',
] as const;
type FilterColumn = (typeof FILTER_COLUMNS)[number];

/** Every filter predicate but `except`, ANDed. */
function allFilters(except?: FilterColumn): SQL {
  return sql.raw(FILTER_COLUMNS.filter((c) => c !== except).join(' AND '));
}

function orderBySql(sort: HotelSort, hasPoint: boolean, alias: 'f' | 'p' = 'f'): SQL {
  // Bookable hotels first, whatever the sort; the id keeps pages stable.
  const [first, by] = [sql.raw(`(${alias}.availability <> 'available')`), sql.raw(alias)];
  switch (sort) {
    case 'lowest_price':
      return sql`${first}, ${by}.cheapest ASC NULLS LAST, ${by}.popularity DESC, ${by}.id`;
    case 'highest_price':
      return sql`${first}, ${by}.cheapest DESC NULLS LAST, ${by}.popularity DESC, ${by}.id`;
    case 'rating':
      return sql`${first}, ${by}.review_score DESC NULLS LAST, ${by}.review_count DESC, ${by}.id`;
    case 'distance':
      if (hasPoint) return sql`${first}, ${by}.distance_km ASC, ${by}.id`;
      return sql`${first}, ${by}.popularity DESC, ${by}.id`;
    default:
      return sql`${first}, ${by}.popularity DESC, ${by}.id`;
  }
}

/** A hotel card's own columns (`h` hotels, `c` its city, `a` its area): search results and the hotel detail. */
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

export const HOTEL_CARD_COLUMNS = sql`
  h.id, h.name, h.slug, h.star_rating, h.property_type, h.address, h.city_id, c.name AS city_name,
  c.slug AS city_slug, h.area_id, a.name AS area_name, a.slug AS area_slug, h.latitude, h.longitude,
  h.review_score, h.review_count,
  (SELECT p.image_key FROM hotel_photos p WHERE p.hotel_id = h.id ORDER BY p.sort, p.id LIMIT 1) AS image_key`;

/** A page row of a search: the hotel card's columns, its price for the stay and its badges. */
export interface SearchRow extends HotelCardRow {
  /** The requester's price: the member's for a member, the public one for a guest. */
  cheapest: number | null;
  /** A discount's struck-through price, from the public price. */
  original_price: number | null;
  /** For a member whose price is a member rate: the public price. */
  public_price: number | null;
  /** For a guest when a member would pay less: what a member pays. */
  member_price: number | null;
  breakfast_included: boolean;
  free_cancellation: boolean;
  pay_at_hotel: boolean;
  availability: 'available' | 'sold_out' | 'fully_booked';
  distance_km: number | null;
  /** The hotel's badges in the request's language, a JSON array of HotelBadge (text: the same on both drivers). */
  badges: string;
  total: number;
}

/**
 * One page of search results with everything its hotel cards show, in ONE statement: the page is chosen
 * (priced, filtered, sorted, limited, counted) first, and only its rows are joined to the hotels' card columns,
 * first photo and badges. A cold search used to make three round trips after resolving the destination (the
 * page, then its cards, then their badges); see README "Benchmark" for what that cost.
 */
/** What a results page is computed from besides its destination (searchHotelRows and the search index). */
export interface SearchPageCriteria {
  stay: Stay;
  filters: SearchFilters;
  sort: HotelSort;
  page: number;
  perpage: number;
  now: Date;
  /** Price for a member (hotels/pricing.ts); false: a guest. */
  member: boolean;
  /** The badges' language. */
  lang: Lang;
}

export async function searchHotelRows(
  database: Database,
  options: SearchPageCriteria & { destination: ResolvedDestination },
): Promise<{ rows: SearchRow[]; total: number }> {
  const { destination, stay, filters, sort, page, perpage, now, member, lang } = options;
  const base = hotelRowsSql(destination, stay, filters, now, member);
  // Never both: a member is shown the public price they beat, a guest the member price they could have.
  const otherPrices = member
    ? sql.raw(
        'CASE WHEN f.cheapest_public > f.cheapest THEN f.cheapest_public END AS public_price, NULL::int AS member_price',
      )
    : sql.raw(
        'NULL::int AS public_price, CASE WHEN f.cheapest_member < f.cheapest THEN f.cheapest_member END AS member_price',
      );
  const badge = sql.raw(
    lang === 'en'
      ? "json_build_object('code', b.code, 'label', b.label_en, 'description', b.description_en, 'icon', b.icon)"
      : "json_build_object('code', b.code, 'label', b.label_id, 'description', b.description_id, 'icon', b.icon)",
  );
  const hasPoint = destination.point !== null;
  const rows = await database.rows<SearchRow>(sql`
    WITH ${base},
    page AS MATERIALIZED (
      SELECT f.id, f.cheapest, ${originalPriceSql(sql`f.cheapest_public`, sql`f.cheapest_discount`)} AS original_price,
             ${otherPrices},
             f.breakfast_included, f.free_cancellation, f.pay_at_hotel, f.availability, f.distance_km,
             f.popularity, f.review_score, f.review_count,
             count(*) OVER ()::int AS total
        FROM f
       WHERE ${allFilters()}
       ORDER BY ${orderBySql(sort, hasPoint)}
       LIMIT ${perpage} OFFSET ${(page - 1) * perpage}
    )
    SELECT ${HOTEL_CARD_COLUMNS},
           p.cheapest, p.original_price, p.public_price, p.member_price, p.breakfast_included,
           p.free_cancellation, p.pay_at_hotel, p.availability, p.distance_km, p.total,
           (SELECT coalesce(json_agg(${badge} ORDER BY b.id)::text, '[]')
              FROM hotel_badges b WHERE b.hotel_id = h.id) AS badges
      FROM page p
      JOIN hotels h ON h.id = p.id
      JOIN cities c ON c.id = h.city_id
      LEFT JOIN areas a ON a.id = h.area_id
     ORDER BY ${orderBySql(sort, hasPoint, 'p')}`);
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  if (page === 1) return { rows, total: 0 };
  // Past the last page the window count has no row to ride on.
  const [count] = await database.rows<{ total: number }>(
    sql`WITH ${base} SELECT count(*)::int AS total FROM f WHERE ${allFilters()}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

const PROPERTY_TYPE_NAMES: Record<Schemas['PropertyType'], { id: string; en: string }> = {
  hotel: { id: 'Hotel', en: 'Hotel' },
  resort: { id: 'Resor', en: 'Resort' },
  villa: { id: 'Vila', en: 'Villa' },
  apartment: { id: 'Apartemen', en: 'Apartment' },
  guest_house: { id: 'Guest house', en: 'Guest house' },
  homestay: { id: 'Homestay', en: 'Homestay' },
  hostel: { id: 'Hostel', en: 'Hostel' },
};

const REVIEW_BUCKETS = [3, 3.5, 4, 4.5];
const HISTOGRAM_BUCKETS = 10;

export async function searchFacets(
  database: Database,
  options: {
    destination: ResolvedDestination;
    stay: Stay;
    filters: SearchFilters;
    now: Date;
    lang: Lang;
    member: boolean;
  },
): Promise<Schemas['HotelSearchFacets']> {
  const { destination, stay, filters, now, lang, member } = options;
  // The price facet is the requester's prices (a member's histogram is of member prices).
  const base = hotelRowsSql(destination, stay, filters, now, member);
  const facilityName = lang === 'en' ? sql.raw('fa.name_en') : sql.raw('fa.name_id');
  // One statement; each facet is a JSON text column (parsed here, identical on both drivers).
  const [row] = await database.rows<Record<string, string | number>>(sql`
    WITH ${base},
    price_range AS (
      SELECT min(f.cheapest)::int AS lo, max(f.cheapest)::int AS hi FROM f
       WHERE ${allFilters('p_price')} AND f.cheapest IS NOT NULL
    )
    SELECT
      (SELECT count(*)::int FROM f WHERE ${allFilters()}) AS total,
      (SELECT lo FROM price_range) AS price_lo,
      (SELECT hi FROM price_range) AS price_hi,
      (SELECT coalesce(json_agg(json_build_array(b, n))::text, '[]') FROM (
         SELECT least(width_bucket(f.cheapest::float8, pr.lo::float8, (pr.hi + 1)::float8, ${HISTOGRAM_BUCKETS}), ${HISTOGRAM_BUCKETS}) AS b, count(*)::int AS n
           FROM f CROSS JOIN price_range pr
          WHERE ${allFilters('p_price')} AND f.cheapest IS NOT NULL GROUP BY 1) x) AS histogram,
      (SELECT coalesce(json_agg(json_build_array(s, n) ORDER BY s DESC)::text, '[]') FROM (
         SELECT s, (SELECT count(*)::int FROM f WHERE ${allFilters('p_stars')} AND f.star_rating = s) AS n
           FROM generate_series(0, 5) AS s) x) AS stars,
      (SELECT coalesce(json_agg(json_build_array(m, n) ORDER BY m)::text, '[]') FROM (
         SELECT m, (SELECT count(*)::int FROM f WHERE ${allFilters('p_review')} AND f.review_score >= m) AS n
           FROM unnest(${sql.param(REVIEW_BUCKETS)}::float8[]) AS m) x) AS reviews,
      (SELECT coalesce(json_agg(json_build_array(code, name, n) ORDER BY n DESC, name)::text, '[]') FROM (
         SELECT fa.code, ${facilityName} AS name,
                (SELECT count(*)::int FROM f JOIN hotel_facilities hf ON hf.hotel_id = f.id AND hf.facility_id = fa.id
                  WHERE ${allFilters('p_facilities')}) AS n
           FROM facilities fa WHERE fa.popular) x) AS facilities,
      (SELECT coalesce(json_agg(json_build_array(property_type, n) ORDER BY n DESC, property_type)::text, '[]') FROM (
         SELECT f.property_type, count(*)::int AS n FROM f WHERE ${allFilters('p_types')} GROUP BY 1) x) AS types,
      (SELECT coalesce(json_agg(json_build_array(id, name, slug, n) ORDER BY n DESC, name)::text, '[]') FROM (
         SELECT a.id, a.name, a.slug, count(*)::int AS n FROM f JOIN areas a ON a.id = f.area_id
          WHERE ${allFilters('p_areas')} GROUP BY a.id, a.name, a.slug) x) AS areas,
      (SELECT count(*)::int FROM f WHERE ${allFilters('p_breakfast')} AND f.breakfast_included) AS breakfast,
      (SELECT count(*)::int FROM f WHERE ${allFilters('p_free_cancellation')} AND f.free_cancellation) AS free_cancellation,
      (SELECT count(*)::int FROM f WHERE ${allFilters('p_pay_at_hotel')} AND f.pay_at_hotel) AS pay_at_hotel`);
  if (!row) throw new Error('facets query returned no row');
  const parse = <T>(column: string) => JSON.parse(String(row[column] ?? '[]')) as T;
  const lo = row.price_lo == null ? null : Number(row.price_lo);
  const hi = row.price_hi == null ? null : Number(row.price_hi);
  const histogram: { from: number; to: number; count: number }[] = [];
  if (lo !== null && hi !== null) {
    const counts = new Map(parse<[number, number][]>('histogram'));
    if (hi - lo < HISTOGRAM_BUCKETS) {
      histogram.push({ from: lo, to: hi, count: [...counts.values()].reduce((a, b) => a + b, 0) });
    } else {
      const width = (hi + 1 - lo) / HISTOGRAM_BUCKETS;
      for (let b = 1; b <= HISTOGRAM_BUCKETS; b++) {
        histogram.push({
          from: Math.ceil(lo + (b - 1) * width),
          to: b === HISTOGRAM_BUCKETS ? hi : Math.ceil(lo + b * width) - 1,
          count: counts.get(b) ?? 0,
        });
      }
    }
  }
  return {
    total: Number(row.total),
    price: { min: lo ?? 0, max: hi ?? 0, histogram },
    star_ratings: parse<[number, number][]>('stars').map(([value, count]) => ({ value, count })),
    review_scores: parse<[number, number][]>('reviews').map(([min, count]) => ({ min, count })),
    facilities: parse<[string, string, number][]>('facilities').map(([code, name, count]) => ({
      code,
      name,
      count,
    })),
    property_types: parse<[Schemas['PropertyType'], number][]>('types').map(([code, count]) => ({
      code,
      name: PROPERTY_TYPE_NAMES[code][lang],
      count,
    })),
    areas: parse<[number, string, string, number][]>('areas').map(([id, name, slug, count]) => ({
      id,
      name,
      slug,
      count,
    })),
    breakfast_included: Number(row.breakfast),
    free_cancellation: Number(row.free_cancellation),
    pay_at_hotel: Number(row.pay_at_hotel),
  };
}
