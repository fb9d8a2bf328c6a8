// A hotel's published reviews, a page at a time, with the hotel's averages over all of them.
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import type { components } from '../../generated/openapi.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { pageMeta } from '../../lib/paging.ts';
import { hotelExists, oneDecimal } from './shared.ts';

type Schemas = components['schemas'];

export const reviewHandlers = defineHandlers({
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
          mime_type: Schemas['ReviewMedia']['mime_type'];
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
