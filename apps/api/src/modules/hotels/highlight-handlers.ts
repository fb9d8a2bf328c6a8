// The home page highlights: recommended hotels and favourite activities.
import { DEFAULT_GUESTS } from '@nusa/api-client/stay';
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { addDays, jakartaToday } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import { pricesForMember } from './pricing.ts';
import { type HotelSort, type ResolvedDestination, searchHotelRows } from './search.ts';
import { oneDecimal, toSummaries } from './shared.ts';
import type { Stay } from './stay.ts';

export const highlightHandlers = defineHandlers({
  async listRecommendedHotels({ query, lang, services, request }) {
    const limit = query.limit ?? 10;
    // Tonight's rates (not the app's default stay of tomorrow: the home page shows what one can book now) for the
    // default guests among the most popular hotels (popularity index first, so only a handful are priced).
    const today = jakartaToday(services.clock);
    const stay: Stay = {
      checkIn: today,
      checkOut: addDays(today, 1),
      nights: 1,
      rooms: DEFAULT_GUESTS.rooms,
      adults: DEFAULT_GUESTS.adults,
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
    const { rows } = await searchHotelRows(services.database, {
      destination,
      stay,
      filters: {},
      sort: 'popularity' as HotelSort,
      page: 1,
      perpage: limit,
      now: services.clock(),
      // The home page's cards price for the requester like the results page's (issue 13, member rates).
      member: await pricesForMember(services, request),
      lang,
    });
    return { status: 200, body: { data: toSummaries(rows) } };
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
});
