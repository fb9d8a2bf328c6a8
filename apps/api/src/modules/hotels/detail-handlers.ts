// A hotel's detail page content: the hotel itself, its photos, description sections and badges.
import { DEFAULT_GUESTS } from '@nusa/api-client/stay';
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import type { components } from '../../generated/openapi.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { COUNTRY_SLUG } from '../../lib/paging.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import { HOTEL_CARD_COLUMNS, type HotelCardRow } from './search.ts';
import { badgesOf, FALLBACK_IMAGE, hotelExists, hotelIdentity, oneDecimal } from './shared.ts';
import { roomOffersSql, validateStay } from './stay.ts';

type Schemas = components['schemas'];

const COUNTRY_NAME: Record<Lang, string> = { id: 'Indonesia', en: 'Indonesia' };

const SECTION_TITLES: Record<Schemas['HotelDescription']['code'], { id: string; en: string }> = {
  about: { id: 'Tentang akomodasi', en: 'About the property' },
  location: { id: 'Lokasi', en: 'Location' },
  facilities: { id: 'Fasilitas', en: 'Facilities' },
  dining: { id: 'Makan dan minum', en: 'Food and drink' },
  policies: { id: 'Kebijakan', en: 'Policies' },
  important_information: { id: 'Informasi penting', en: 'Important information' },
};

const DINING_CODES = ['restaurant', 'bar', 'breakfast', 'room_service', 'cafe', 'coffee_shop'];

export const detailHandlers = defineHandlers({
  async getHotel({ params, query, lang, services }) {
    const { database } = services;
    if ((query.check_in === undefined) !== (query.check_out === undefined)) {
      const field = query.check_in === undefined ? 'check_in' : 'check_out';
      throw fieldError(field, 'dates_incomplete');
    }
    const stay =
      query.check_in !== undefined && query.check_out !== undefined
        ? validateStay(
            {
              checkIn: query.check_in,
              checkOut: query.check_out,
              rooms: DEFAULT_GUESTS.rooms,
              adults: DEFAULT_GUESTS.adults,
            },
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
          FROM (${roomOffersSql(sql`${h.id}`, stay, now, false)}) o`);
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
});
