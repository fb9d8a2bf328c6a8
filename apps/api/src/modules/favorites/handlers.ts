// Handlers of the `favorites` tag (openapi/paths/favorites.yaml): the favorable types, the member's favorites
// (newest first, priced hotel cards), adding one (idempotent) and removing one. Business rules:
// packages/favorites/README.md. Own favorites only: another member's favorite is answered exactly like one that
// does not exist (404), so ids reveal nothing.
import { DEFAULT_GUESTS, defaultStay } from '@nusa/api-client/stay';
import { type SQL, sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { pageMeta } from '../../lib/paging.ts';
import { type Clock, jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { pricedHotelCards } from '../hotels/shared.ts';
import { type Stay, validateStay } from '../hotels/stay.ts';
import { assertActive, requireMember } from '../members/tokens.ts';
import { favoriteError, fm } from './messages.ts';

type Schemas = components['schemas'];
type Favorite = Schemas['Favorite'];
type FavorableTypeCode = Schemas['FavorableTypeCode'];

/** The kinds of favorites, in tab order (the app puts its own "Semua" first). */
const FAVORABLE_TYPES = [{ code: 'hotel', key: 'type_hotel' }] as const satisfies readonly {
  code: FavorableTypeCode;
  key: 'type_hotel';
}[];

interface FavoriteRow extends Record<string, unknown> {
  id: number;
  favorable_type: FavorableTypeCode;
  favorable_id: number;
  created_at: Date | string;
  total?: number;
}

/**
 * The stay the cards are priced for: the requested dates (validated like a search: not in the past, at most 15
 * nights), else tomorrow for one night in Jakarta, the app's default stay. The default guests (one room, two
 * adults) either way, since a card shows the price per room per night.
 */
function pricedStay(checkIn: string | undefined, checkOut: string | undefined, clock: Clock, lang: Lang) {
  if (checkIn === undefined && checkOut === undefined) {
    const stay = defaultStay(jakartaToday(clock));
    return stayOf(stay.checkIn, stay.checkOut, clock);
  }
  if (checkIn === undefined || checkOut === undefined) {
    const field = checkIn === undefined ? 'check_in' : 'check_out';
    throw favoriteError(422, 'validation_failed', 'stay_dates_pair', { lang, field });
  }
  return stayOf(checkIn, checkOut, clock);
}

function stayOf(checkIn: string, checkOut: string, clock: Clock): Stay {
  return validateStay(
    { checkIn, checkOut, rooms: DEFAULT_GUESTS.rooms, adults: DEFAULT_GUESTS.adults, children: [] },
    clock,
  );
}

/**
 * Hotel cards of `ids` priced for the stay by the hotel search itself (the same SQL, so a favorite shows the price
 * the results page would), by hotel id. Hotels no longer active have no card.
 */
async function hotelCards(database: Database, ids: number[], stay: Stay, now: Date, lang: Lang) {
  const cards = new Map<number, Schemas['HotelSummary']>();
  if (ids.length === 0) return cards;
  const where = sql`h.id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const priced = await pricedHotelCards(database, {
    where,
    stay,
    sort: 'popularity',
    page: 1,
    perpage: ids.length,
    now,
    lang,
    // Favorites are a member's own: priced at the member rate, as the member's searches are.
    member: true,
  });
  for (const card of priced.cards) cards.set(card.id, card);
  return cards;
}

async function answers(
  database: Database,
  rows: FavoriteRow[],
  stay: Stay,
  now: Date,
  lang: Lang,
): Promise<Favorite[]> {
  const hotelIds = rows.filter((r) => r.favorable_type === 'hotel').map((r) => r.favorable_id);
  const cards = await hotelCards(database, [...new Set(hotelIds)], stay, now, lang);
  return rows.map((r) => ({
    id: r.id,
    favorable_type: r.favorable_type,
    favorable_id: r.favorable_id,
    created_at: toJakartaIso(r.created_at),
    item: cards.get(r.favorable_id) ?? null,
  }));
}

export const favoriteHandlers = defineHandlers({
  async listFavorableTypes({ lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    return {
      status: 200,
      body: { data: FAVORABLE_TYPES.map((type) => ({ code: type.code, name: fm(lang, type.key) })) },
    };
  },

  async listFavorites({ query, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const stay = pricedStay(query.check_in, query.check_out, services.clock, lang);
    const page = query.page ?? 1;
    const perpage = query.perpage ?? 20;
    const filters: SQL[] = [sql`f.member_id = ${member.id}`];
    if (query.favorable_type) filters.push(sql`f.favorable_type = ${query.favorable_type}`);
    if (query.favorable_id !== undefined) filters.push(sql`f.favorable_id = ${query.favorable_id}`);
    const where = sql.join(filters, sql` AND `);
    // Served by favorites_member_created_idx; the id keeps favorites made in the same instant in one order.
    const rows = await services.database.rows<FavoriteRow>(sql`
      SELECT f.id, f.favorable_type, f.favorable_id, f.created_at, count(*) OVER ()::int AS total
        FROM favorites f
       WHERE ${where}
       ORDER BY f.created_at DESC, f.id DESC
       LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) {
      // Past the last page the window count has no row to ride on.
      const [count] = await services.database.rows<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM favorites f WHERE ${where}`,
      );
      total = Number(count?.total ?? 0);
    }
    const data = await answers(services.database, rows, stay, services.clock(), lang);
    return { status: 200, body: { data, meta: pageMeta(page, perpage, total) } };
  },

  async addFavorite({ body, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    // One statement: the hotel must be listed, and the unique index (favorites_member_item_uq) makes a second add
    // (a double tap, two tabs, a retry) a no-op rather than a second row or a 500, however the requests interleave.
    const [created] = await services.database.rows<FavoriteRow>(sql`
      INSERT INTO favorites (member_id, favorable_type, favorable_id, created_at)
      SELECT ${member.id}, ${body.favorable_type}, ${body.favorable_id}, ${now.toISOString()}::timestamptz
       WHERE EXISTS (SELECT 1 FROM hotels h WHERE h.id = ${body.favorable_id} AND h.status = 'active')
      ON CONFLICT (member_id, favorable_type, favorable_id) DO NOTHING
      RETURNING id, favorable_type, favorable_id, created_at`);
    const row =
      created ??
      (
        await services.database.rows<FavoriteRow>(sql`
          SELECT id, favorable_type, favorable_id, created_at FROM favorites
           WHERE member_id = ${member.id} AND favorable_type = ${body.favorable_type}
             AND favorable_id = ${body.favorable_id}`)
      )[0];
    if (!row) {
      throw favoriteError(422, 'validation_failed', 'favorable_not_found', { lang, field: 'favorable_id' });
    }
    const stay = pricedStay(undefined, undefined, services.clock, lang);
    const [data] = await answers(services.database, [row], stay, now, lang);
    return { status: created ? 201 : 200, body: { data: data as Favorite } };
  },

  async removeFavorite({ params, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const [removed] = await services.database.rows<{ id: number }>(
      sql`DELETE FROM favorites WHERE id = ${params.id} AND member_id = ${member.id} RETURNING id`,
    );
    if (!removed) throw favoriteError(404, 'not_found', 'favorite_not_found', { lang });
    return { status: 200, body: { success: true as const, message: fm(lang, 'favorite_removed') } };
  },
});
