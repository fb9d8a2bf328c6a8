// A search results page is one statement (search.ts searchHotelRows: priced, filtered, sorted, paged, then joined
// to the hotel cards, first photos and badges; the cheapest offer's columns found with DISTINCT ON). Its answers
// must be exactly what the rules say, so this test recomputes every card of a city independently: prices and
// availability from roomOffersSql (room_inventory, not search_nights), the hotel's own columns, first photo
// and badges with plain queries, and the order and pages from the sort rules, here in JavaScript.
import type { Lang } from '@nusa/i18n/languages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaToday } from '../src/lib/time.ts';
import { resolveDestination, searchHotelRows, type HotelSort } from '../src/modules/hotels/search.ts';
import { toSummaries } from '../src/modules/hotels/shared.ts';
import { averagePerNightSql, originalPrice, roomOffersSql, type Stay } from '../src/modules/hotels/stay.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const nowMs = Date.now();
const today = jakartaToday();

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(nowMs) });
});
afterAll(async () => {
  await t?.close();
});

interface Offer extends Record<string, unknown> {
  room_type_id: number;
  hotel_id: number;
  breakfast_included: boolean;
  refundable: boolean;
  pay_at_hotel: boolean;
  discount_percent: number;
  price_per_night: number;
  public_price_per_night: number;
  member_price_per_night: number;
  availability: 'available' | 'fully_booked' | 'sold_out';
}

interface HotelFacts extends Record<string, unknown> {
  id: number;
  name: string;
  popularity: number;
  review_score: number | null;
  review_count: number;
  image_key: string | null;
}

/** The first of `items` by `key` (ascending), then by room type id: the cheapest offer. */
function cheapestBy(items: Offer[], key: (o: Offer) => number): Offer | undefined {
  return [...items].sort((a, b) => key(a) - key(b) || a.room_type_id - b.room_type_id)[0];
}

async function expectedCards(cityId: number, stay: Stay, member: boolean, lang: Lang) {
  const hotels = await t.database.rows<HotelFacts>(sql`
    SELECT h.id, h.name, h.popularity, h.review_score, h.review_count,
           (SELECT p.image_key FROM hotel_photos p WHERE p.hotel_id = h.id ORDER BY p.sort, p.id LIMIT 1) AS image_key
      FROM hotels h WHERE h.city_id = ${cityId} AND h.status = 'active'`);
  const offers = await t.database.rows<Offer>(
    sql`SELECT * FROM (${roomOffersSql(
      sql`SELECT id FROM hotels WHERE city_id = ${cityId}`,
      stay,
      new Date(nowMs),
      member,
    )}) o`,
  );
  const badges = await t.database.rows<{ hotel_id: number; code: string; label: string; icon: string }>(sql`
    SELECT hotel_id, code, ${sql.raw(lang === 'en' ? 'label_en' : 'label_id')} AS label, icon
      FROM hotel_badges ORDER BY hotel_id, id`);
  return hotels.map((h) => {
    const mine = offers.filter((o) => o.hotel_id === h.id);
    const bookable = mine.filter((o) => o.availability === 'available');
    const cheapest = cheapestBy(bookable, (o) => o.price_per_night);
    const cheapestPublic = cheapestBy(bookable, (o) => o.public_price_per_night);
    const price = cheapest?.price_per_night ?? null;
    const publicPrice = cheapestPublic?.public_price_per_night ?? null;
    const memberPrice = bookable.length ? Math.min(...bookable.map((o) => o.member_price_per_night)) : null;
    return {
      id: h.id,
      popularity: h.popularity,
      review_score: h.review_score === null ? null : Number(h.review_score),
      review_count: h.review_count,
      card: {
        id: h.id,
        image_key: h.image_key,
        cheapest_price: price,
        original_price:
          publicPrice === null ? null : originalPrice(publicPrice, cheapestPublic?.discount_percent ?? 0),
        public_price:
          member && publicPrice !== null && price !== null && publicPrice > price ? publicPrice : null,
        member_price:
          !member && memberPrice !== null && price !== null && memberPrice < price ? memberPrice : null,
        breakfast_included: cheapest?.breakfast_included ?? false,
        free_cancellation: bookable.some((o) => o.refundable),
        pay_at_hotel: bookable.some((o) => o.pay_at_hotel),
        availability: bookable.length
          ? 'available'
          : mine.some((o) => o.availability === 'fully_booked')
            ? 'fully_booked'
            : 'sold_out',
        badges: badges
          .filter((b) => b.hotel_id === h.id)
          .map((b) => ({ code: b.code, label: b.label, icon: b.icon })),
      },
    };
  });
}

type Expected = Awaited<ReturnType<typeof expectedCards>>[number];

/** The sort rules of search.ts orderBySql: bookable first, then the sort's keys, the id last. */
function compare(sort: HotelSort) {
  const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : (a - b) * direction;
  return (a: Expected, b: Expected) => {
    const bookable =
      Number(a.card.availability !== 'available') - Number(b.card.availability !== 'available');
    if (bookable) return bookable;
    const byPopularity = b.popularity - a.popularity;
    const keys =
      sort === 'lowest_price'
        ? [nullsLast(a.card.cheapest_price, b.card.cheapest_price, 1), byPopularity]
        : sort === 'highest_price'
          ? [nullsLast(a.card.cheapest_price, b.card.cheapest_price, -1), byPopularity]
          : sort === 'rating'
            ? [nullsLast(a.review_score, b.review_score, -1), b.review_count - a.review_count]
            : [byPopularity];
    return keys.find((k) => k !== 0) ?? a.id - b.id;
  };
}

describe('a search results page in one statement', () => {
  it('gives every card the price, offer, photo and badges the rules give, in the sort order, page by page', async () => {
    const [city] = await t.database.rows<{ id: number; slug: string; n: number }>(sql`
      SELECT c.id, c.slug, count(*)::int AS n FROM cities c JOIN hotels h ON h.city_id = c.id
       GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`);
    expect(city?.n).toBeGreaterThan(30);
    const cityId = city?.id ?? 0;
    let discounted = 0;
    let breakfastDiffers = 0;
    for (const [offset, nights, rooms, adults, children] of [
      [2, 1, 1, 2, []],
      [9, 3, 2, 4, [5]],
      [20, 2, 1, 1, []],
    ] as [number, number, number, number, number[]][]) {
      const stay: Stay = {
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + nights),
        nights,
        rooms,
        adults,
        children,
      };
      for (const member of [false, true]) {
        for (const lang of ['id', 'en'] as const) {
          const expected = await expectedCards(cityId, stay, member, lang);
          discounted += expected.filter((e) => e.card.original_price !== null).length;
          for (const sort of ['popularity', 'lowest_price', 'highest_price', 'rating'] as const) {
            const ordered = [...expected].sort(compare(sort));
            const destination = await resolveDestination(t.database, { type: 'city', id: cityId }, lang);
            const perpage = 25;
            for (let page = 1; page <= Math.ceil(ordered.length / perpage) + 1; page++) {
              const { rows, total } = await searchHotelRows(t.database, {
                destination,
                stay,
                filters: {},
                sort,
                page,
                perpage,
                now: new Date(nowMs),
                member,
                lang,
              });
              expect(total).toBe(ordered.length);
              const cards = toSummaries(rows).map((c, i) => ({
                id: c.id,
                image_key: rows[i]?.image_key,
                cheapest_price: c.cheapest_price,
                original_price: c.original_price,
                public_price: c.public_price,
                member_price: c.member_price,
                breakfast_included: c.breakfast_included,
                free_cancellation: c.free_cancellation,
                pay_at_hotel: c.pay_at_hotel,
                availability: c.availability,
                badges: (c.badges ?? []).map((b) => ({ code: b.code, label: b.label, icon: b.icon })),
              }));
              expect(cards).toEqual(ordered.slice((page - 1) * perpage, page * perpage).map((e) => e.card));
            }
          }
          // The DISTINCT ON picks must be exercised: a hotel whose offers disagree on breakfast.
          const offers = await t.database.rows<{ n: number }>(sql`
            SELECT count(*)::int AS n FROM (
              SELECT o.hotel_id FROM (${roomOffersSql(
                sql`SELECT id FROM hotels WHERE city_id = ${cityId}`,
                stay,
                new Date(nowMs),
                member,
              )}) o WHERE o.availability = 'available'
               GROUP BY o.hotel_id HAVING bool_or(o.breakfast_included) AND NOT bool_and(o.breakfast_included)) x`);
          breakfastDiffers += Number(offers[0]?.n ?? 0);
        }
      }
    }
    expect(discounted).toBeGreaterThan(0);
    expect(breakfastDiffers).toBeGreaterThan(0);
  });

  it('averages nights in integers exactly as numeric round() does', async () => {
    // Every sum from -3,000 to 3,000 over every stay length (1-15 nights): halves, near-halves, zero, negatives.
    const [row] = await t.database.rows<{ n: number; differ: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE a.fast <> a.exact)::int AS differ FROM (
        SELECT ${averagePerNightSql('g.x')} AS fast, round(sum(g.x)::numeric / count(*))::int AS exact
          FROM generate_series(1, 15) AS n
          CROSS JOIN generate_series(-3000, 3000) AS total
          CROSS JOIN LATERAL (
            -- n nights adding up to total: n - 1 nights of total / n, the rest on the last.
            SELECT CASE WHEN i < n THEN total / n ELSE total - (n - 1) * (total / n) END AS x
              FROM generate_series(1, n) AS i) g
         GROUP BY n, total) a`);
    expect(row).toEqual({ n: 15 * 6001, differ: 0 });
  });
});
