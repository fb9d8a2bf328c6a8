// The search pricing table (search_nights, migration 0003) and the search result cache stay correct when
// inventory is held, booked or changed: search must never offer a price for a night that is sold out, held or
// closed, and a cached answer must never outlive the data it was computed from.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaToday } from '../src/lib/time.ts';
import { searchCacheFor } from '../src/modules/hotels/search-cache.ts';
import { roomOffersSql, type Stay, searchOffersSql } from '../src/modules/hotels/stay.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

let t: TestApp;
/** The app's clock: tests move it to let room holds expire. */
let nowMs = Date.now();
const today = jakartaToday();

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(nowMs) });
});
afterAll(async () => {
  await t?.close();
});

interface Summary {
  id: number;
  cheapest_price: number | null;
  original_price: number | null;
  availability: string;
  breakfast_included: boolean;
}

/**
 * Polls until the assertion holds: a write shows in search once its NOTIFY has reached the cache (at once on
 * PGlite, milliseconds after the commit on PostgreSQL).
 */
function eventually<T>(fn: () => Promise<T>) {
  return expect.poll(fn, { timeout: 5000, interval: 10 });
}

async function searchHotel(hotelId: number, checkIn: string, checkOut: string, over: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotels/searches',
    payload: {
      destination: { type: 'hotel', id: hotelId },
      check_in: checkIn,
      check_out: checkOut,
      rooms: 1,
      adults: 2,
      ...over,
    },
  });
  const body = json<{ data: Summary[] }>(response);
  expect(body.data).toHaveLength(1);
  return body.data[0] as Summary;
}

/**
 * Rows where search_nights and room_inventory joined with room_types disagree (both directions), for the room
 * types in `roomTypeIds` (all when absent: a few seconds on PGlite).
 */
async function mirrorDifferences(roomTypeIds?: number[]): Promise<number> {
  const scope = (column: string) =>
    roomTypeIds
      ? sql`${sql.raw(column)} IN (${sql.join(
          roomTypeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`true`;
  const [row] = await t.database.rows<{ n: number }>(sql`
    WITH expected AS (
      SELECT rt.hotel_id, i.date, i.room_type_id, i.price,
             CASE WHEN i.closed THEN 0 ELSE i.allotment - i.sold END AS rooms_left,
             rt.max_adults, rt.max_children, rt.discount_percent, rt.breakfast_included, rt.refundable,
             rt.pay_at_hotel, i.member_price
        FROM room_inventory i JOIN room_types rt ON rt.id = i.room_type_id
       WHERE ${scope('i.room_type_id')}
    ),
    actual AS (
      SELECT hotel_id, date, room_type_id, price, rooms_left, max_adults, max_children, discount_percent,
             breakfast_included, refundable, pay_at_hotel, member_price
        FROM search_nights WHERE ${scope('room_type_id')}
    )
    SELECT ((SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM actual) a)
          + (SELECT count(*) FROM (SELECT * FROM actual EXCEPT ALL SELECT * FROM expected) b))::int AS n`);
  return Number(row?.n);
}

/**
 * A bookable room type with a few rooms for the stay; the other room types of its hotel are closed for it, so
 * the hotel's search result depends on this room type alone.
 */
async function pickRoom(checkIn: string, checkOut: string) {
  const [room] = await t.database.rows<{ id: number; hotel_id: number }>(sql`
    SELECT rt.id, rt.hotel_id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 AND rt.total_allotment >= 3
       AND (SELECT count(*) FROM room_inventory i WHERE i.room_type_id = rt.id
             AND i.date >= ${checkIn}::date AND i.date < ${checkOut}::date AND NOT i.closed AND i.sold < i.allotment)
           = ${checkOut}::date - ${checkIn}::date
     ORDER BY rt.id DESC LIMIT 1`);
  if (!room) throw new Error('no bookable room type in the demo data');
  await t.database.rows(sql`UPDATE room_inventory SET closed = true
    WHERE room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${room.hotel_id} AND id <> ${room.id})
      AND date >= ${checkIn}::date AND date < ${checkOut}::date`);
  return room;
}

describe('search_nights mirrors room_inventory and room_types', () => {
  it('after seeding', async () => {
    const [row] = await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_nights`);
    expect(Number(row?.n)).toBeGreaterThan(1000);
    expect(await mirrorDifferences()).toBe(0);
  });

  it('after bookings, closures, price changes, deletes, inserts and room type changes', async () => {
    const [a, b] = [addDays(today, 30), addDays(today, 33)];
    const types = await t.database.rows<{ id: number; hotel_id: number }>(
      sql`SELECT id, hotel_id FROM room_types ORDER BY id LIMIT 5`,
    );
    const ids = sql.join(
      types.map((r) => sql`${r.id}`),
      sql`, `,
    );
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment
      WHERE room_type_id IN (${ids}) AND date >= ${a}::date AND date < ${b}::date`);
    await t.database.rows(sql`UPDATE room_inventory SET closed = true WHERE room_type_id = ${types[1]?.id}`);
    await t.database.rows(sql`UPDATE room_inventory SET price = price + 1000, sold = 0
      WHERE room_type_id = ${types[2]?.id} AND date < ${b}::date`);
    await t.database.rows(
      sql`DELETE FROM room_inventory WHERE room_type_id = ${types[3]?.id} AND date = ${a}::date`,
    );
    // Member rates (migration 0011) are mirrored too: set, changed and removed.
    await t.database.rows(sql`UPDATE room_inventory SET member_price = price - 2000
      WHERE room_type_id = ${types[0]?.id} AND date < ${b}::date`);
    await t.database.rows(sql`UPDATE room_inventory SET member_price = NULL
      WHERE room_type_id = ${types[0]?.id} AND date = ${a}::date`);
    const touched = types.map((r) => r.id);
    expect(await mirrorDifferences(touched)).toBe(0);
    await t.database.rows(sql`INSERT INTO room_inventory (room_type_id, date, price, member_price, allotment, sold, closed)
      VALUES (${types[3]?.id}, ${a}::date, 777000, 730000, 4, 1, false)`);
    await t.database.rows(sql`UPDATE room_types SET max_adults = max_adults + 1, discount_percent = 15,
      breakfast_included = NOT breakfast_included WHERE id IN (${ids})`);
    // Moving a room type to another hotel moves its nights too.
    await t.database.rows(sql`UPDATE room_types SET hotel_id = ${types[0]?.hotel_id === 1 ? 2 : 1}
      WHERE id = ${types[4]?.id}`);
    expect(await mirrorDifferences(touched)).toBe(0);
  });

  it('after a room type is deleted (its inventory goes by cascade)', async () => {
    const [hotel] = await t.database.rows<{ id: number }>(
      sql`SELECT id FROM hotels ORDER BY id DESC LIMIT 1`,
    );
    const [rt] = await t.database.rows<{ id: number }>(sql`
      INSERT INTO room_types (hotel_id, name, name_en, max_adults, bed_type, size_m2, breakfast_included,
                              refundable, base_price, total_allotment, image_key)
      VALUES (${hotel?.id}, 'Kamar Uji', 'Test Room', 2, 'king', 20, false, false, 500000, 3, 'room-01')
      RETURNING id`);
    await t.database.rows(sql`INSERT INTO room_inventory (room_type_id, date, price, allotment)
      SELECT ${rt?.id}, d::date, 500000, 3 FROM generate_series(${today}::date, ${addDays(today, 9)}::date, interval '1 day') d`);
    const [n] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_nights WHERE room_type_id = ${rt?.id}`,
    );
    expect(Number(n?.n)).toBe(10);
    await t.database.rows(sql`DELETE FROM room_types WHERE id = ${rt?.id}`);
    expect(await mirrorDifferences([rt?.id ?? 0])).toBe(0);
  });
});

describe('search prices from search_nights', () => {
  it('match the room prices and availability computed from room_inventory', async () => {
    const now = new Date(nowMs);
    for (const [offset, nights, rooms, adults, children] of [
      [3, 1, 1, 2, []],
      [12, 3, 2, 4, [5]],
      [45, 2, 1, 1, []],
      [30, 4, 1, 2, [3, 8]],
    ] as [number, number, number, number, number[]][]) {
      const stay: Stay = {
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + nights),
        nights,
        rooms,
        adults,
        children,
      };
      const hotels = sql`SELECT id FROM hotels WHERE city_id IN (SELECT id FROM cities ORDER BY id LIMIT 4)`;
      // For a guest and for a member (issue 13, member rates): the same three prices either way.
      for (const member of [false, true]) {
        type Offer = {
          room_type_id: number;
          price_per_night: number;
          public_price_per_night: number;
          member_price_per_night: number;
          availability: string;
        };
        const columns = sql.raw(
          'room_type_id, price_per_night, public_price_per_night, member_price_per_night, availability',
        );
        const expected = await t.database.rows<Offer>(
          sql`SELECT ${columns} FROM (${roomOffersSql(hotels, stay, now, member)}) o`,
        );
        const actual = await t.database.rows<Offer>(
          sql`SELECT ${columns} FROM (${searchOffersSql(hotels, stay, now, member)}) o`,
        );
        const byId = new Map(actual.map((r) => [r.room_type_id, r]));
        expect(expected.length).toBeGreaterThan(10);
        for (const e of expected) {
          const a = byId.get(e.room_type_id);
          // Room types without any inventory for the stay are sold out either way; search leaves them out.
          if (!a) {
            expect(e.availability).toBe('sold_out');
            continue;
          }
          const sold = e.availability === 'sold_out';
          expect({ id: e.room_type_id, ...a }).toEqual({
            id: e.room_type_id,
            room_type_id: e.room_type_id,
            price_per_night: sold ? a.price_per_night : e.price_per_night,
            public_price_per_night: sold ? a.public_price_per_night : e.public_price_per_night,
            member_price_per_night: sold ? a.member_price_per_night : e.member_price_per_night,
            availability: e.availability,
          });
          expect(a.price_per_night).toBe(member ? a.member_price_per_night : a.public_price_per_night);
          expect(a.member_price_per_night).toBeLessThanOrEqual(a.public_price_per_night);
        }
      }
    }
  });

  it('no price once the room is booked out, a price again when inventory comes back (cache included)', async () => {
    const [ci, co] = [addDays(today, 50), addDays(today, 52)];
    const room = await pickRoom(ci, co);
    const before = await searchHotel(room.hotel_id, ci, co);
    expect(before.availability).toBe('available');
    expect(before.cheapest_price).toBeGreaterThan(0);
    // The same search again comes from the cache; a booking of the last rooms must show as soon as its
    // notification has arrived.
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment
      WHERE room_type_id = ${room.id} AND date = ${addDays(ci, 1)}::date`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({
      availability: 'sold_out',
      cheapest_price: null,
      original_price: null,
    });
    // One room left: bookable for one room, fully booked for two.
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment - 1
      WHERE room_type_id = ${room.id} AND date = ${addDays(ci, 1)}::date`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({ availability: 'available' });
    await eventually(() => searchHotel(room.hotel_id, ci, co, { rooms: 2, adults: 2 })).toMatchObject({
      availability: 'fully_booked',
      cheapest_price: null,
    });
    // A closed night is sold out whatever the allotment says.
    await t.database.rows(sql`UPDATE room_inventory SET closed = true
      WHERE room_type_id = ${room.id} AND date = ${ci}::date`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({ availability: 'sold_out' });
    await t.database.rows(sql`UPDATE room_inventory SET closed = false, sold = 0, price = 999000
      WHERE room_type_id = ${room.id} AND date >= ${ci}::date AND date < ${co}::date`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({
      availability: 'available',
      cheapest_price: 999000,
    });
    // A changed room type (breakfast now included) shows at once too.
    await t.database.rows(
      sql`UPDATE room_types SET breakfast_included = NOT breakfast_included WHERE id = ${room.id}`,
    );
    await eventually(async () => (await searchHotel(room.hotel_id, ci, co)).breakfast_included).toBe(
      !before.breakfast_included,
    );
  });

  it('held rooms are not offered until the hold expires', async () => {
    const [ci, co] = [addDays(today, 55), addDays(today, 57)];
    const room = await pickRoom(ci, co);
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment - 2
      WHERE room_type_id = ${room.id} AND date >= ${ci}::date AND date < ${co}::date`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({ availability: 'available' });
    const expiresAt = new Date(nowMs + 15 * 60_000).toISOString();
    const [cart] = await t.database.rows<{ id: string }>(
      sql`INSERT INTO carts (expires_at) VALUES (${expiresAt}::timestamptz) RETURNING id`,
    );
    const [item] = await t.database.rows<{ id: number }>(sql`
      INSERT INTO cart_items (cart_id, hotel_id, room_type_id, check_in, check_out, nights, rooms, adults,
                              room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                              price_per_night, nightly_prices, total_price)
      VALUES (${cart?.id}, ${room.hotel_id}, ${room.id}, ${ci}::date, ${co}::date, 2, 2, 2, 'Kamar', 'king',
              false, false, false, 500000, '[]'::jsonb, 2000000)
      RETURNING id`);
    // Two rooms held on the second night only: nothing left on it.
    await t.database.rows(sql`INSERT INTO room_holds (cart_id, cart_item_id, room_type_id, date, quantity, expires_at)
      VALUES (${cart?.id}, ${item?.id}, ${room.id}, ${addDays(ci, 1)}::date, 2, ${expiresAt}::timestamptz)`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({
      availability: 'sold_out',
      cheapest_price: null,
    });
    // Nobody writes when a hold expires: the cached answer must still stop at its expiry.
    nowMs += 16 * 60_000;
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({ availability: 'available' });
    // One room held again (a new hold is a write): one left, so one room is bookable and two are not.
    const later = new Date(nowMs + 15 * 60_000).toISOString();
    await t.database.rows(sql`INSERT INTO room_holds (cart_id, cart_item_id, room_type_id, date, quantity, expires_at)
      VALUES (${cart?.id}, ${item?.id}, ${room.id}, ${ci}::date, 1, ${later}::timestamptz)`);
    await eventually(() => searchHotel(room.hotel_id, ci, co)).toMatchObject({ availability: 'available' });
    await eventually(() => searchHotel(room.hotel_id, ci, co, { rooms: 2, adults: 2 })).toMatchObject({
      availability: 'fully_booked',
    });
    await t.database.rows(sql`DELETE FROM room_holds WHERE cart_id = ${cart?.id}`);
    await eventually(() => searchHotel(room.hotel_id, ci, co, { rooms: 2, adults: 2 })).toMatchObject({
      availability: 'available',
    });
  });

  it('answers a repeated search with the same bytes, compressed as the client accepts', async () => {
    const payload = {
      destination: { type: 'city', slug: 'bali' },
      check_in: addDays(today, 20),
      check_out: addDays(today, 22),
      rooms: 1,
      adults: 2,
    };
    const send = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/hotels/searches',
        payload,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const cache = searchCacheFor(t.database);
    const plain = await send();
    expect(plain.statusCode).toBe(200);
    // Earlier tests' writes may still be announced (PostgreSQL): wait until the answer is served from memory.
    await eventually(async () => {
      const before = cache.hits;
      await send();
      return cache.hits - before;
    }).toBe(1);
    const hits = cache.hits;
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await send('gzip, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await send('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await send()).body).toBe(plain.body);
    expect(cache.hits).toBe(hits + 3);
  });

  it('facets follow inventory changes too', async () => {
    const [ci, co] = [addDays(today, 58), addDays(today, 59)];
    const room = await pickRoom(ci, co);
    const facets = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/hotels/searches/filters',
        payload: {
          destination: { type: 'hotel', id: room.hotel_id },
          check_in: ci,
          check_out: co,
          rooms: 1,
          adults: 2,
        },
      });
      return json<{ data: { price: { min: number; max: number } } }>(response).data;
    };
    expect((await facets()).price.min).toBeGreaterThan(0);
    await t.database.rows(sql`UPDATE room_inventory SET price = 123000
      WHERE room_type_id = ${room.id} AND date = ${ci}::date`);
    await eventually(async () => (await facets()).price).toMatchObject({ min: 123000, max: 123000 });
  });
});
