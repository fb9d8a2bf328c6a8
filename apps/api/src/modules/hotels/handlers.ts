// Handlers of the `hotels` tag (openapi/paths/hotels.yaml): search and facets, hotel details, rooms for a
// stay, reviews and the home page highlights.
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { isMemoizedBody } from '../../contract/routes.ts';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/openapi.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { addDays, type Clock, jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import { COUNTRY_SLUG } from '../general/handlers.ts';
import {
  type HotelSort,
  type ResolvedDestination,
  resolveDestination,
  type SearchRow,
  searchFacets,
  searchHotelIds,
} from './search.ts';
import { searchCacheFor, searchKey } from './search-cache.ts';
import { assertCheckInNotPast, originalPrice, roomOffersSql, type Stay, validateStay } from './stay.ts';

type Schemas = components['schemas'];
type HotelSummary = Schemas['HotelSummary'];

const COUNTRY_NAME: Record<Lang, string> = { id: 'Indonesia', en: 'Indonesia' };
const FALLBACK_IMAGE = 'hotel-01';

function pageMeta(page: number, perpage: number, total: number) {
  return { page, perpage, total, last_page: Math.max(1, Math.ceil(total / perpage)) };
}

const oneDecimal = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

interface HotelCardRow extends Record<string, unknown> {
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
function hotelIdentity(h: HotelCardRow) {
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

const HOTEL_CARD_COLUMNS = sql`
  h.id, h.name, h.slug, h.star_rating, h.property_type, h.address, h.city_id, c.name AS city_name,
  c.slug AS city_slug, h.area_id, a.name AS area_name, a.slug AS area_slug, h.latitude, h.longitude,
  h.review_score, h.review_count,
  (SELECT p.image_key FROM hotel_photos p WHERE p.hotel_id = h.id ORDER BY p.sort, p.id LIMIT 1) AS image_key`;

async function badgesOf(database: Database, ids: number[], lang: Lang) {
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
async function toSummaries(database: Database, rows: SearchRow[], lang: Lang): Promise<HotelSummary[]> {
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

/** Stays validated from memoized (deep-frozen, shared) criteria: only the clock-dependent check is redone. */
const criteriaStays = new WeakMap<object, Stay>();

function criteriaStay(body: Schemas['HotelSearchCriteria'], clock: Clock): Stay {
  const shared = isMemoizedBody(body);
  const known = shared ? criteriaStays.get(body) : undefined;
  if (known) {
    // Every other check of validateStay passed for these very criteria, and none of them reads the clock.
    assertCheckInNotPast(known.checkIn, clock);
    return known;
  }
  const stay = validateStay(
    {
      checkIn: body.check_in,
      checkOut: body.check_out,
      rooms: body.rooms,
      adults: body.adults,
      children: body.children,
    },
    clock,
  );
  if (shared) criteriaStays.set(body, Object.freeze(stay));
  return stay;
}

async function hotelExists(database: Database, id: number): Promise<void> {
  const [row] = await database.rows<{ id: number }>(
    sql`SELECT id FROM hotels WHERE id = ${id} AND status = 'active'`,
  );
  if (!row) throw notFound('hotel_not_found');
}

const BED_NAMES: Record<string, { id: string; en: string }> = {
  king: { id: '1 ranjang king', en: '1 king bed' },
  queen: { id: '1 ranjang queen', en: '1 queen bed' },
  double: { id: '1 ranjang double', en: '1 double bed' },
  twin: { id: '2 ranjang single', en: '2 single beds' },
  bunk: { id: 'Ranjang susun', en: 'Bunk beds' },
};

function cancellationPolicy(refundable: boolean, days: number | null, lang: Lang): string {
  if (!refundable) {
    return lang === 'en'
      ? 'Non-refundable: cancellations and changes are not refunded.'
      : 'Tidak dapat dikembalikan: pembatalan dan perubahan tidak mendapat pengembalian dana.';
  }
  const n = days ?? 1;
  return lang === 'en'
    ? `Free cancellation until ${n} day${n === 1 ? '' : 's'} before check-in.`
    : `Gratis pembatalan hingga ${n} hari sebelum check-in.`;
}

const SECTION_TITLES: Record<Schemas['HotelDescription']['code'], { id: string; en: string }> = {
  about: { id: 'Tentang akomodasi', en: 'About the property' },
  location: { id: 'Lokasi', en: 'Location' },
  facilities: { id: 'Fasilitas', en: 'Facilities' },
  dining: { id: 'Makan dan minum', en: 'Food and drink' },
  policies: { id: 'Kebijakan', en: 'Policies' },
  important_information: { id: 'Informasi penting', en: 'Important information' },
};

const DINING_CODES = ['restaurant', 'bar', 'breakfast', 'room_service', 'cafe', 'coffee_shop'];

export const hotelHandlers = defineHandlers({
  async searchHotels({ body, lang, services }) {
    const stay = criteriaStay(body, services.clock);
    const { database, clock } = services;
    const answer = await searchCacheFor(database).get(searchKey('search', lang, body), clock, async () => {
      const destination = await resolveDestination(database, body.destination, lang);
      const page = body.page ?? 1;
      const perpage = body.perpage ?? 20;
      const { rows, total } = await searchHotelIds(database, {
        destination,
        stay,
        filters: body.filters ?? {},
        sort: body.sort ?? 'popularity',
        page,
        perpage,
        now: clock(),
      });
      return {
        data: await toSummaries(database, rows, lang),
        meta: pageMeta(page, perpage, total),
        search: searchContext(destination, stay),
      };
    });
    return { status: 200, body: answer };
  },

  async searchHotelFilters({ body, lang, services }) {
    const stay = criteriaStay(body, services.clock);
    const { database, clock } = services;
    const answer = await searchCacheFor(database).get(searchKey('facets', lang, body), clock, async () => {
      const destination = await resolveDestination(database, body.destination, lang);
      const data = await searchFacets(database, {
        destination,
        stay,
        filters: body.filters ?? {},
        now: clock(),
        lang,
      });
      return { data };
    });
    return { status: 200, body: answer };
  },

  async listRecommendedHotels({ query, lang, services }) {
    const limit = query.limit ?? 10;
    // Tonight's rates for one room and two adults among the most popular hotels (popularity index first,
    // so only a handful of hotels are priced).
    const today = jakartaToday(services.clock);
    const stay: Stay = {
      checkIn: today,
      checkOut: addDays(today, 1),
      nights: 1,
      rooms: 1,
      adults: 2,
      children: [],
    };
    const cityFilter = query.city_id === undefined ? sql`` : sql`AND x.city_id = ${query.city_id}`;
    const destination: ResolvedDestination = {
      type: 'city',
      name: '',
      where: sql`h.id IN (SELECT x.id FROM hotels x WHERE x.status = 'active' ${cityFilter}
                          ORDER BY x.popularity DESC, x.id LIMIT ${limit * 3})`,
      point: null,
    };
    const { rows } = await searchHotelIds(services.database, {
      destination,
      stay,
      filters: {},
      sort: 'popularity' as HotelSort,
      page: 1,
      perpage: limit,
      now: services.clock(),
    });
    return { status: 200, body: { data: await toSummaries(services.database, rows, lang) } };
  },

  async listFavoriteActivities({ query, lang, services }) {
    const rows = await services.database.rows<{
      id: number;
      slug: string;
      name_id: string;
      name_en: string;
      category: string;
      city_name: string;
      image_key: string;
      price: number;
      original_price: number | null;
      rating: number;
      review_count: number;
    }>(sql`
      SELECT ac.id, ac.slug, ac.name_id, ac.name_en, ac.category, c.name AS city_name, ac.image_key,
             ac.price, ac.original_price, ac.rating, ac.review_count
        FROM activities ac JOIN cities c ON c.id = ac.city_id
       ORDER BY ac.popularity DESC, ac.id
       LIMIT ${query.limit ?? 10}`);
    return {
      status: 200,
      body: {
        data: {
          items: rows.map((a) => {
            const name = lang === 'en' ? a.name_en : a.name_id;
            return {
              id: a.id,
              name,
              slug: a.slug,
              category: a.category,
              city_name: a.city_name,
              image: imageSet(a.image_key, name),
              price: a.price,
              original_price: a.original_price,
              rating: oneDecimal(a.rating),
              review_count: a.review_count,
              url: `/activity/${a.slug}`,
            };
          }),
        },
      },
    };
  },

  async getHotel({ params, query, lang, services }) {
    const { database } = services;
    if ((query.check_in === undefined) !== (query.check_out === undefined)) {
      const field = query.check_in === undefined ? 'check_in' : 'check_out';
      throw fieldError(field, 'dates_incomplete');
    }
    const stay =
      query.check_in !== undefined && query.check_out !== undefined
        ? validateStay(
            { checkIn: query.check_in, checkOut: query.check_out, rooms: 1, adults: 2 },
            services.clock,
          )
        : null;
    const [h] = await database.rows<
      HotelCardRow & {
        description_id: string;
        description_en: string;
        rules: { id: string; en: string }[];
        check_in_time: string;
        check_out_time: string;
        group_id: number | null;
        group_name: string | null;
        group_slug: string | null;
      }
    >(sql`
      SELECT ${HOTEL_CARD_COLUMNS}, h.description_id, h.description_en, h.rules, h.check_in_time,
             h.check_out_time, g.id AS group_id, g.name AS group_name, g.slug AS group_slug
        FROM hotels h JOIN cities c ON c.id = h.city_id LEFT JOIN areas a ON a.id = h.area_id
        LEFT JOIN hotel_groups g ON g.id = h.group_id
       WHERE h.id = ${params.id} AND h.status = 'active'`);
    if (!h) throw notFound('hotel_not_found');
    const nameCol = lang === 'en' ? sql.raw('f.name_en') : sql.raw('f.name_id');
    const facilities = await database.rows<{ code: string; name: string }>(sql`
      SELECT f.code, ${nameCol} AS name FROM hotel_facilities hf JOIN facilities f ON f.id = hf.facility_id
       WHERE hf.hotel_id = ${h.id} ORDER BY f.popular DESC, f.id`);
    const nearby = await database.rows<{ name: string; category: string; distance_km: number }>(sql`
      SELECT p.name, p.category,
             (12742 * asin(least(1, sqrt(power(sin(radians(p.latitude - ${h.latitude}::float8) / 2), 2)
               + cos(radians(${h.latitude}::float8)) * cos(radians(p.latitude))
               * power(sin(radians(p.longitude - ${h.longitude}::float8) / 2), 2))))) AS distance_km
        FROM pois p
       WHERE p.latitude BETWEEN ${Number(h.latitude) - 0.2} AND ${Number(h.latitude) + 0.2}
         AND p.longitude BETWEEN ${Number(h.longitude) - 0.2} AND ${Number(h.longitude) + 0.2}
       ORDER BY distance_km, p.id LIMIT 5`);
    const now = services.clock();
    const [promo] = await database.rows<{
      id: number;
      slug: string;
      title_id: string;
      title_en: string;
      promo_code: string | null;
      end_at: string | Date;
    }>(sql`
      SELECT lp.id, lp.slug, lp.title_id, lp.title_en, lp.promo_code, lp.end_at
        FROM landing_page_hotels lph JOIN landing_pages lp ON lp.id = lph.landing_page_id
       WHERE lph.hotel_id = ${h.id} AND lp.published AND lp.start_at <= ${now.toISOString()}::timestamptz
         AND lp.end_at > ${now.toISOString()}::timestamptz
       ORDER BY lp.end_at, lp.id LIMIT 1`);
    let cheapest: number | null;
    if (stay) {
      const [row] = await database.rows<{ cheapest: number | null }>(sql`
        SELECT min(o.price_per_night) FILTER (WHERE o.availability = 'available')::int AS cheapest
          FROM (${roomOffersSql(sql`${h.id}`, stay, now)}) o`);
      cheapest = row?.cheapest ?? null;
    } else {
      const [row] = await database.rows<{ cheapest: number | null }>(
        sql`SELECT min(base_price)::int AS cheapest FROM room_types WHERE hotel_id = ${h.id}`,
      );
      cheapest = row?.cheapest ?? null;
    }
    return {
      status: 200,
      body: {
        data: {
          ...hotelIdentity(h),
          country_name: COUNTRY_NAME[lang],
          country_slug: COUNTRY_SLUG,
          latitude: Number(h.latitude),
          longitude: Number(h.longitude),
          check_in_time: h.check_in_time,
          check_out_time: h.check_out_time,
          review_score: oneDecimal(h.review_score),
          review_count: h.review_count,
          facilities,
          description: lang === 'en' ? h.description_en : h.description_id,
          rules: (h.rules ?? []).map((r) => r[lang]),
          nearby_places: nearby.map((p) => ({
            name: p.name,
            category: p.category as Schemas['NearbyPlace']['category'],
            distance_km: Math.round(Number(p.distance_km) * 10) / 10,
          })),
          hotel_group:
            h.group_id !== null
              ? { id: h.group_id, name: h.group_name ?? '', slug: h.group_slug ?? '' }
              : null,
          related_promo: promo
            ? {
                id: promo.id,
                slug: promo.slug,
                title: lang === 'en' ? promo.title_en : promo.title_id,
                promo_code: promo.promo_code,
                end_at: toJakartaIso(promo.end_at),
              }
            : null,
          cheapest_price: cheapest,
          image: imageSet(h.image_key ?? FALLBACK_IMAGE, h.name),
        },
      },
    };
  },

  async listHotelPhotos({ params, lang, services }) {
    await hotelExists(services.database, params.id);
    const rows = await services.database.rows<{
      id: number;
      category: Schemas['HotelPhoto']['category'];
      caption_id: string;
      caption_en: string;
      image_key: string;
    }>(sql`SELECT id, category, caption_id, caption_en, image_key FROM hotel_photos
            WHERE hotel_id = ${params.id} ORDER BY sort, id`);
    return {
      status: 200,
      body: {
        data: rows.map((p) => {
          const caption = lang === 'en' ? p.caption_en : p.caption_id;
          return { id: p.id, category: p.category, caption, image: imageSet(p.image_key, caption) };
        }),
      },
    };
  },

  async listHotelDescriptions({ params, lang, services }) {
    const { database } = services;
    const [h] = await database.rows<{
      name: string;
      address: string;
      city_name: string;
      area_name: string | null;
      description_id: string;
      description_en: string;
      rules: { id: string; en: string }[];
      check_in_time: string;
      check_out_time: string;
      latitude: number;
      longitude: number;
    }>(sql`
      SELECT h.name, h.address, c.name AS city_name, a.name AS area_name, h.description_id, h.description_en,
             h.rules, h.check_in_time, h.check_out_time, h.latitude, h.longitude
        FROM hotels h JOIN cities c ON c.id = h.city_id LEFT JOIN areas a ON a.id = h.area_id
       WHERE h.id = ${params.id} AND h.status = 'active'`);
    if (!h) throw notFound('hotel_not_found');
    const en = lang === 'en';
    const facilities = await database.rows<{ code: string; name: string }>(sql`
      SELECT f.code, ${en ? sql.raw('f.name_en') : sql.raw('f.name_id')} AS name
        FROM hotel_facilities hf JOIN facilities f ON f.id = hf.facility_id
       WHERE hf.hotel_id = ${params.id} ORDER BY f.popular DESC, f.id`);
    const place = [h.area_name, h.city_name].filter(Boolean).join(', ');
    const sections: Schemas['HotelDescription'][] = [
      { code: 'about', title: SECTION_TITLES.about[lang], content: en ? h.description_en : h.description_id },
      {
        code: 'location',
        title: SECTION_TITLES.location[lang],
        content: en ? `${h.name} is located at ${h.address}.` : `${h.name} berlokasi di ${h.address}.`,
      },
      {
        code: 'facilities',
        title: SECTION_TITLES.facilities[lang],
        content: facilities.map((f) => f.name).join(', '),
      },
    ];
    const dining = facilities.filter((f) => DINING_CODES.includes(f.code));
    if (dining.length > 0) {
      sections.push({
        code: 'dining',
        title: SECTION_TITLES.dining[lang],
        content: en
          ? `Food and drink at ${h.name}: ${dining.map((f) => f.name).join(', ')}.`
          : `Pilihan makan dan minum di ${h.name}: ${dining.map((f) => f.name).join(', ')}.`,
      });
    }
    sections.push({
      code: 'policies',
      title: SECTION_TITLES.policies[lang],
      content: (h.rules ?? []).map((r) => r[lang]).join('\n\n'),
    });
    sections.push({
      code: 'important_information',
      title: SECTION_TITLES.important_information[lang],
      content: en
        ? `Prices include taxes and fees. Check-in from ${h.check_in_time}, check-out until ${h.check_out_time} (local time in ${place}).`
        : `Harga sudah termasuk pajak dan biaya layanan. Check-in mulai ${h.check_in_time}, check-out paling lambat ${h.check_out_time} (waktu setempat di ${place}).`,
    });
    return { status: 200, body: { data: sections } };
  },

  async listHotelBadges({ params, lang, services }) {
    await hotelExists(services.database, params.id);
    const badges = await badgesOf(services.database, [params.id], lang);
    return { status: 200, body: { data: badges.get(params.id) ?? [] } };
  },

  async listHotelRooms({ params, query, lang, services }) {
    const { database } = services;
    const stay = validateStay(
      {
        checkIn: query.check_in,
        checkOut: query.check_out,
        rooms: query.rooms ?? 1,
        adults: query.adults ?? 2,
        children: query.children,
      },
      services.clock,
    );
    await hotelExists(database, params.param);
    const rows = await database.rows<{
      room_type_id: number;
      name: string;
      name_en: string;
      max_adults: number;
      max_children: number;
      bed_type: string;
      size_m2: number | null;
      facilities: string[];
      breakfast_included: boolean;
      refundable: boolean;
      free_cancellation_days: number | null;
      pay_at_hotel: boolean;
      discount_percent: number;
      image_key: string;
      rooms_left: number;
      price_per_night: number;
      availability: Schemas['RoomAvailability'];
    }>(sql`
      SELECT o.room_type_id, rt.name, rt.name_en, rt.max_adults, rt.max_children, rt.bed_type, rt.size_m2,
             rt.facilities, rt.breakfast_included, rt.refundable, rt.free_cancellation_days, rt.pay_at_hotel,
             rt.discount_percent, rt.image_key, o.rooms_left, o.price_per_night, o.availability
        FROM (${roomOffersSql(sql`${params.param}`, stay, services.clock())}) o
        JOIN room_types rt ON rt.id = o.room_type_id
       ORDER BY (o.availability <> 'available'), o.price_per_night, rt.sort, rt.id`);
    const codes = [...new Set(rows.flatMap((r) => r.facilities ?? []))];
    const names = new Map<string, string>();
    if (codes.length > 0) {
      const facilityRows = await database.rows<{ code: string; name: string }>(sql`
        SELECT code, ${lang === 'en' ? sql.raw('name_en') : sql.raw('name_id')} AS name FROM facilities
         WHERE code IN (${sql.join(
           codes.map((c) => sql`${c}`),
           sql`, `,
         )})`);
      for (const f of facilityRows) names.set(f.code, f.name);
    }
    const en = lang === 'en';
    return {
      status: 200,
      body: {
        data: {
          hotel_id: params.param,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          nights: stay.nights,
          occupancy: { rooms: stay.rooms, adults: stay.adults, children: stay.children },
          rooms: rows.map((r) => {
            const type = en ? r.name_en : r.name;
            const meal = r.breakfast_included
              ? en
                ? 'with breakfast'
                : 'termasuk sarapan'
              : en
                ? 'room only'
                : 'tanpa sarapan';
            return {
              id: r.room_type_id,
              name: `${type} (${meal})`,
              type,
              capacity: { adults: r.max_adults, children: r.max_children },
              bed_type: BED_NAMES[r.bed_type]?.[lang] ?? r.bed_type,
              size_m2: r.size_m2,
              facilities: (r.facilities ?? []).map((code) => ({ code, name: names.get(code) ?? code })),
              breakfast_included: r.breakfast_included,
              refundable: r.refundable,
              pay_at_hotel: r.pay_at_hotel,
              cancellation_policy: cancellationPolicy(r.refundable, r.free_cancellation_days, lang),
              allotment_remaining: r.rooms_left,
              availability: r.availability,
              price_per_night: r.price_per_night,
              original_price_per_night: originalPrice(r.price_per_night, r.discount_percent),
              total_price: r.price_per_night * stay.nights * stay.rooms,
              photos: [imageSet(r.image_key, type)],
            };
          }),
        },
      },
    };
  },

  async searchHotelReviews({ body, lang, services }) {
    const { database } = services;
    await hotelExists(database, body.hotel_id);
    const page = body.page ?? 1;
    const perpage = body.perpage ?? 10;
    const travel = body.type_of_travel ? sql`AND r.type_of_travel = ${body.type_of_travel}` : sql``;
    const avg = sql.raw('(r.cleanliness + r.comfort + r.services + r.value_for_money)');
    const order =
      body.sort === 'highest'
        ? sql`${avg} DESC, r.created_at DESC, r.id DESC`
        : body.sort === 'lowest'
          ? sql`${avg} ASC, r.created_at DESC, r.id DESC`
          : sql`r.created_at DESC, r.id DESC`;
    const rows = await database.rows<{
      id: number;
      hotel_id: number;
      reviewer_name: string;
      hide_name: boolean;
      title: string;
      description: string;
      cleanliness: number;
      comfort: number;
      services: number;
      value_for_money: number;
      type_of_travel: Schemas['TypeOfTravel'];
      room_name: string | null;
      created_at: string | Date;
      total: number;
    }>(sql`
      SELECT r.id, r.hotel_id, r.reviewer_name, r.hide_name, r.title, r.description, r.cleanliness, r.comfort,
             r.services, r.value_for_money, r.type_of_travel,
             ${lang === 'en' ? sql.raw('rt.name_en') : sql.raw('rt.name')} AS room_name, r.created_at,
             count(*) OVER ()::int AS total
        FROM reviews r LEFT JOIN room_types rt ON rt.id = r.room_type_id
       WHERE r.hotel_id = ${body.hotel_id} ${travel}
       ORDER BY ${order}
       LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) {
      const [c] = await database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM reviews r WHERE r.hotel_id = ${body.hotel_id} ${travel}`,
      );
      total = Number(c?.n ?? 0);
    }
    const [summary] = await database.rows<{
      n: number;
      cleanliness: number | null;
      comfort: number | null;
      services: number | null;
      value_for_money: number | null;
      average: number | null;
    }>(sql`
      SELECT count(*)::int AS n, avg(cleanliness)::float8 AS cleanliness, avg(comfort)::float8 AS comfort,
             avg(services)::float8 AS services, avg(value_for_money)::float8 AS value_for_money,
             avg((cleanliness + comfort + services + value_for_money) / 4.0)::float8 AS average
        FROM reviews WHERE hotel_id = ${body.hotel_id}`);
    const ids = rows.map((r) => r.id);
    const media = ids.length
      ? await database.rows<{
          id: number;
          review_id: number;
          type: 'photo' | 'video';
          url: string;
          thumbnail_url: string | null;
          mime_type: string;
          size_bytes: number;
        }>(sql`
          SELECT id, review_id, type, url, thumbnail_url, mime_type, size_bytes FROM review_media
           WHERE review_id IN (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )}) ORDER BY review_id, id`)
      : [];
    const count = Number(summary?.n ?? 0);
    return {
      status: 200,
      body: {
        data: rows.map((r) => ({
          id: r.id,
          hotel_id: r.hotel_id,
          reviewer_name: r.hide_name ? null : r.reviewer_name,
          hide_name: r.hide_name,
          title: r.title,
          description: r.description,
          ratings: {
            cleanliness: r.cleanliness,
            comfort: r.comfort,
            services: r.services,
            value_for_money: r.value_for_money,
          },
          average: oneDecimal((r.cleanliness + r.comfort + r.services + r.value_for_money) / 4) ?? 1,
          type_of_travel: r.type_of_travel,
          room_name: r.room_name,
          created_at: toJakartaIso(r.created_at),
          media: media
            .filter((m) => m.review_id === r.id)
            .slice(0, 5)
            .map((m) => ({
              id: m.id,
              type: m.type,
              url: m.url,
              thumbnail_url: m.thumbnail_url,
              mime_type: m.mime_type,
              size_bytes: m.size_bytes,
            })),
        })),
        meta: {
          ...pageMeta(page, perpage, total),
          summary: {
            average: count > 0 ? oneDecimal(summary?.average ?? null) : null,
            review_count: count,
            points:
              count > 0 && summary
                ? {
                    cleanliness: oneDecimal(summary.cleanliness) ?? 1,
                    comfort: oneDecimal(summary.comfort) ?? 1,
                    services: oneDecimal(summary.services) ?? 1,
                    value_for_money: oneDecimal(summary.value_for_money) ?? 1,
                  }
                : null,
          },
        },
      },
    };
  },
});

function searchContext(destination: ResolvedDestination, stay: Stay) {
  return {
    destination_name: destination.name,
    destination_type: destination.type,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nights: stay.nights,
  };
}
