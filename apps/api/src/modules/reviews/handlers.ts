// The member's reviews (issue 12): GET /api/members/reviews (stays awaiting a review, and reviewed ones),
// GET /api/members/reviews/{id} (one stay, for the form; read-only once reviewed), POST /api/hotel-review (send,
// once per booking item) and POST /api/hotel-review/media (upload.ts). Own stays only: another member's answers
// 404, like an unknown one.
//
// A review is written in one transaction that first locks the hotel row: the review is inserted (a unique index
// on booking_item_id makes a second or concurrent one for the same stay a 409), its uploads attached (only the
// member's own, not yet attached), and the hotel's review_count and review_score recomputed from its reviews.
// Locking the hotel first means two reviews of one hotel recompute one after the other, each seeing the other's
// row, so no score update is lost.
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { runIn } from '../../db/run.ts';
import { pageMeta } from '../../lib/paging.ts';
import { jakartaToday } from '../../lib/time.ts';
import { assertActive, requireMember } from '../members/tokens.ts';
import { awaitsReview, memberReviewAnswers, reviewsByIds, type StayRow, staysSql } from './answer.ts';
import { reviewError } from './messages.ts';
import { receiveUploads } from './upload.ts';

/** Unattached uploads a member may keep at once (each lives a day at most: sweeper.ts). */
const MAX_PENDING_UPLOADS = 20;

export const reviewHandlers = defineHandlers({
  async listMemberReviews({ query, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const page = query.page ?? 1;
    const perpage = query.perpage ?? 20;
    const today = jakartaToday(() => now);
    const awaiting = sql`s.status = 'completed' AND s.review_id IS NULL
                         AND s.last_check_out::date + 30 >= ${today}::date`;
    const where =
      query.status === 'awaiting'
        ? awaiting
        : query.status === 'reviewed'
          ? sql`s.review_id IS NOT NULL`
          : sql`(s.review_id IS NOT NULL OR (${awaiting}))`;
    const rows = await services.database.rows<StayRow>(sql`
      ${staysSql(now, member.id, where)}
      ORDER BY s.check_out DESC, s.item_id DESC
      LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) {
      const [c] = await services.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (${staysSql(now, member.id, where)}) c`,
      );
      total = Number(c?.n ?? 0);
    }
    const data = await memberReviewAnswers((q) => services.database.rows(q), rows, lang);
    return { status: 200, body: { data, meta: pageMeta(page, perpage, total) } };
  },

  async getMemberReview({ params, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const [row] = await services.database.rows<StayRow>(
      staysSql(now, member.id, sql`s.item_id = ${params.id}`),
    );
    if (!row) throw reviewError(404, 'not_found', 'booking_not_found', { lang });
    if (row.review_id === null && !awaitsReview(row, now)) {
      throw reviewError(422, 'not_reviewable', 'not_reviewable', { lang });
    }
    const [data] = await memberReviewAnswers((q) => services.database.rows(q), [row], lang);
    if (!data) throw reviewError(404, 'not_found', 'booking_not_found', { lang });
    return { status: 200, body: { data } };
  },

  async submitReview({ body, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const at = now.toISOString();
    const mediaIds = [...new Set(body.media_ids ?? [])];
    const review = await services.database.transaction(async (tx) => {
      const run = runIn(tx);
      const [stay] = await run<StayRow>(
        staysSql(
          now,
          member.id,
          sql`s.item_id = ${body.item_id} AND s.booking_code = ${body.booking_code.toUpperCase()}`,
        ),
      );
      if (!stay) throw reviewError(404, 'not_found', 'booking_not_found', { lang });
      if (stay.review_id !== null) throw reviewError(409, 'already_reviewed', 'already_reviewed', { lang });
      if (!awaitsReview(stay, now)) throw reviewError(422, 'not_reviewable', 'not_reviewable', { lang });
      await run(sql`SELECT id FROM hotels WHERE id = ${stay.hotel_id} FOR UPDATE`);
      const [inserted] = await run<{ id: number }>(sql`
        INSERT INTO reviews (hotel_id, room_type_id, member_id, booking_id, booking_item_id, reviewer_name, title,
                             description, language, cleanliness, comfort, services, value_for_money,
                             type_of_travel, hide_name, created_at)
        VALUES (${stay.hotel_id}, ${stay.room_type_id}, ${member.id}, ${stay.booking_id}, ${stay.item_id},
                ${member.fullName}, ${body.title.trim()}, ${body.description.trim()}, ${lang},
                ${body.ratings.cleanliness}, ${body.ratings.comfort}, ${body.ratings.services},
                ${body.ratings.value_for_money}, ${body.type_of_travel}, ${body.hide_name}, ${at}::timestamptz)
        ON CONFLICT (booking_item_id) WHERE booking_item_id IS NOT NULL DO NOTHING
        RETURNING id`);
      // Another request reviewed this stay between our read and our insert: it won.
      if (!inserted) throw reviewError(409, 'already_reviewed', 'already_reviewed', { lang });
      if (mediaIds.length > 0) {
        const attached = await run<{ id: number }>(sql`
          UPDATE review_media SET review_id = ${inserted.id}
           WHERE id IN (${sql.join(
             mediaIds.map((id) => sql`${id}`),
             sql`, `,
           )}) AND member_id = ${member.id} AND review_id IS NULL
          RETURNING id`);
        if (attached.length !== mediaIds.length) {
          throw reviewError(422, 'media_not_found', 'media_not_found', { lang, field: 'media_ids' });
        }
      }
      await run(sql`
        UPDATE hotels h SET review_count = s.cnt, review_score = s.score
          FROM (SELECT count(*)::int AS cnt,
                       round(avg((cleanliness + comfort + services + value_for_money) / 4.0), 1)::float8 AS score
                  FROM reviews WHERE hotel_id = ${stay.hotel_id}) s
         WHERE h.id = ${stay.hotel_id}`);
      const answers = await reviewsByIds(run, [inserted.id], lang);
      return answers.get(inserted.id);
    });
    if (!review) throw new Error('the review just written was not found');
    return { status: 201, body: { data: review } };
  },

  async uploadReviewMedia({ lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const pending = async () => {
      const [row] = await services.database.rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM review_media WHERE member_id = ${member.id} AND review_id IS NULL`);
      return Number(row?.n ?? 0);
    };
    // Refused before a byte is read when the member already keeps as many uploads as allowed. A refused upload
    // is answered at once, while the client may still be sending: what it sends after is read and discarded (by
    // Node here; by receiveUploads once it began reading), never parsed or stored. Closing the connection instead
    // would reset it and lose the answer.
    if ((await pending()) >= MAX_PENDING_UPLOADS) {
      throw reviewError(422, 'too_many_uploads', 'too_many_uploads', { lang });
    }
    const media = await receiveUploads(request, services.storage, lang);
    const now = services.clock();
    try {
      if ((await pending()) + media.length > MAX_PENDING_UPLOADS) {
        throw reviewError(422, 'too_many_uploads', 'too_many_uploads', { lang });
      }
      const rows = await services.database.rows<{ id: number }>(sql`
        INSERT INTO review_media (member_id, type, storage_key, url, thumbnail_url, mime_type, size_bytes, created_at)
        VALUES ${sql.join(
          media.map(
            (m) =>
              sql`(${member.id}, ${m.type}, ${m.base}, ${m.url}, ${m.thumbnailUrl}, ${m.mimeType}, ${m.sizeBytes},
                   ${now.toISOString()}::timestamptz)`,
          ),
          sql`, `,
        )}
        RETURNING id`);
      return {
        status: 201,
        body: {
          data: media.map((m, i) => ({
            id: (rows[i] as { id: number }).id,
            type: m.type,
            url: m.url,
            thumbnail_url: m.thumbnailUrl,
            mime_type: m.mimeType,
            size_bytes: m.sizeBytes,
          })),
        },
      };
    } catch (error) {
      await Promise.all(
        media.flatMap((m) => m.keys).map((key) => services.storage.delete(key).catch(() => undefined)),
      );
      throw error;
    }
  },
});
