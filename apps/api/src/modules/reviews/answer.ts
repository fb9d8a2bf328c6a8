// Reviews as the contract's Review and MemberReview, and the member's reviewable stays: the items of the
// member's own bookings that are completed (from the check-out day, Asia/Jakarta: bookings/answer.ts), awaiting a
// review for 30 days after check-out, or reviewed.
import { type SQL, sql } from 'drizzle-orm';
import type { Run } from '../../db/run.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { addDays, jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { REVIEW_WINDOW_DAYS, bookingRowsSql } from '../bookings/answer.ts';
import { stayItems } from '../carts/answer.ts';
import { oneDecimal } from '../hotels/shared.ts';

type Schemas = components['schemas'];
type Review = Schemas['Review'];
type MemberReview = Schemas['MemberReview'];

/** The columns of a review row both answers read (the hotel's list and the member's own). */
export interface ReviewRow extends Record<string, unknown> {
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
  created_at: Date | string;
}

export interface MediaRow extends Record<string, unknown> {
  id: number;
  review_id: number;
  type: 'photo' | 'video';
  url: string;
  thumbnail_url: string | null;
  mime_type: Schemas['ReviewMedia']['mime_type'];
  size_bytes: number;
}

/** A review as the contract answers it, with its media (at most 5) out of `media` (any reviews' rows). */
export function toReview(r: ReviewRow, media: readonly MediaRow[]): Review {
  return {
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
  };
}

/** Reviews by id, with their media, in the order of `ids`. */
export async function reviewsByIds(run: Run, ids: number[], lang: Lang): Promise<Map<number, Review>> {
  const answers = new Map<number, Review>();
  if (ids.length === 0) return answers;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await run<ReviewRow>(sql`
    SELECT r.id, r.hotel_id, r.reviewer_name, r.hide_name, r.title, r.description, r.cleanliness, r.comfort,
           r.services, r.value_for_money, r.type_of_travel,
           ${lang === 'en' ? sql.raw('rt.name_en') : sql.raw('rt.name')} AS room_name, r.created_at
      FROM reviews r LEFT JOIN room_types rt ON rt.id = r.room_type_id
     WHERE r.id IN (${list})`);
  const media = await run<MediaRow>(sql`
    SELECT id, review_id, type, url, thumbnail_url, mime_type, size_bytes FROM review_media
     WHERE review_id IN (${list}) ORDER BY review_id, id`);
  for (const r of rows) answers.set(r.id, toReview(r, media));
  return answers;
}

export interface StayRow extends Record<string, unknown> {
  item_id: number;
  booking_id: number;
  booking_code: string;
  member_id: number | null;
  status: Schemas['BookingStatus'];
  last_check_out: string;
  hotel_id: number;
  room_type_id: number;
  review_id: number | null;
  total: number;
}

/**
 * The member's booking items with their booking's status as of `now` and their review, if any, and how many
 * match (`total`, for paging). `where` filters on the columns above (aliased s).
 */
export function staysSql(now: Date, memberId: number, where: SQL): SQL {
  return sql`
    SELECT s.*, count(*) OVER ()::int AS total FROM (
      SELECT i.id AS item_id, bk.id AS booking_id, bk.code AS booking_code, bk.member_id, bk.status,
             bk.last_check_out, i.hotel_id, i.room_type_id, i.check_out, r.id AS review_id
        FROM (${bookingRowsSql(now, sql`b.member_id = ${memberId}`)}) bk
        JOIN booking_items i ON i.booking_id = bk.id
        LEFT JOIN reviews r ON r.booking_item_id = i.id
    ) s WHERE ${where}`;
}

/** The last day a stay can be reviewed: 30 days after its booking's last check-out. */
const reviewDeadline = (row: Pick<StayRow, 'last_check_out'>) =>
  addDays(row.last_check_out, REVIEW_WINDOW_DAYS);

/** Whether an unreviewed stay can be reviewed today. */
export const awaitsReview = (row: StayRow, now: Date) =>
  row.status === 'completed' && row.review_id === null && reviewDeadline(row) >= jakartaToday(() => now);

export async function memberReviewAnswers(run: Run, rows: StayRow[], lang: Lang): Promise<MemberReview[]> {
  const reviews = await reviewsByIds(
    run,
    rows.flatMap((r) => (r.review_id === null ? [] : [r.review_id])),
    lang,
  );
  const itemsOf = new Map<number, Awaited<ReturnType<typeof stayItems>>>();
  const out: MemberReview[] = [];
  for (const row of rows) {
    let items = itemsOf.get(row.booking_id);
    if (!items) {
      items = await stayItems(run, { bookingId: row.booking_id }, lang);
      itemsOf.set(row.booking_id, items);
    }
    const item = items.find((i) => i.id === row.item_id);
    if (!item) throw new Error(`booking item ${row.item_id} not found`);
    const review = row.review_id === null ? null : (reviews.get(row.review_id) ?? null);
    out.push({
      item_id: row.item_id,
      booking_code: row.booking_code,
      status: review ? 'reviewed' : 'awaiting',
      hotel: item.hotel,
      room_name: item.room_name,
      check_in: item.check_in,
      check_out: item.check_out,
      review_deadline: review ? null : reviewDeadline(row),
      review,
    });
  }
  return out;
}
