// A hotel's published reviews, a page at a time, with the hotel's averages over all of them.
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { pageMeta } from '../../lib/paging.ts';
import { type MediaRow, type ReviewRow, toReview } from '../reviews/answer.ts';
import { hotelExists, oneDecimal } from './shared.ts';

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
    const rows = await database.rows<ReviewRow & { total: number }>(sql`
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
      ? await database.rows<MediaRow>(sql`
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
        data: rows.map((r) => toReview(r, media)),
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
