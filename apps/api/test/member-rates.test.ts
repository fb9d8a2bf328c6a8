// Member rates (issue 13; docs/decisions/011-member-rates.md): a request with a valid member token is priced at
// the member rate, any other request as a guest, on the search, its facets, the rooms endpoint and the cart; the
// search cache never answers one with the other's prices. The hotel's inventory is set to known prices for the
// stay, so every expected amount is written out here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { addDays } from '../src/lib/time.ts';
import { searchCacheFor } from '../src/modules/hotels/search-cache.ts';
import { issueToken } from '../src/modules/members/tokens.ts';
import { CART_TEST_ENV, type Cart, type CartTestApp, createCartTestApp, postCart } from './carts-support.ts';
import { json } from './helpers.ts';

const START = Date.parse('2026-11-22T03:00:00Z');
const clock = () => new Date(START);
const CHECK_IN = '2026-12-10';
const CHECK_OUT = '2026-12-12';

let t: CartTestApp;
let member: string;
/** A hotel whose cheapest room has a member rate: room A public 1.000.000, member 900.000 (one night 880.000). */
let rated: { hotelId: number; roomA: number; roomB: number };
/** A hotel without any member rate. */
let plain: { hotelId: number };

interface Summary {
  id: number;
  cheapest_price: number | null;
  original_price: number | null;
  public_price: number | null;
  member_price: number | null;
}
interface Room {
  id: number;
  price_per_night: number;
  public_price_per_night: number | null;
  member_price_per_night: number | null;
  total_price: number;
}

/** Two-adult room types of an active hotel with at least two of them, skipping `except`. */
async function hotelWithRooms(except: number[] = []) {
  const [row] = await t.database.rows<{ hotel_id: number; ids: number[] }>(sql`
    SELECT rt.hotel_id, array_agg(rt.id ORDER BY rt.id) AS ids
      FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 AND rt.max_children >= 0
       AND rt.hotel_id <> ALL(${sql.param(except.length ? except : [0])}::int[])
     GROUP BY rt.hotel_id HAVING count(*) >= 2
     ORDER BY rt.hotel_id LIMIT 1`);
  if (!row) throw new Error('no hotel with two room types');
  return { hotelId: row.hotel_id, ids: row.ids.map(Number) };
}

/** Every room type of the hotel: open with rooms, public `price` (+100.000 per further room type), no member rate. */
async function resetHotel(hotelId: number, price: number) {
  await t.database.rows(sql`UPDATE room_types SET member_discount_percent = 0, discount_percent = 0
    WHERE hotel_id = ${hotelId}`);
  await t.database.rows(sql`
    UPDATE room_inventory i SET allotment = 5, sold = 0, closed = false, member_price = NULL,
           price = ${price} + 100000 * (SELECT count(*) FROM room_types x WHERE x.hotel_id = ${hotelId} AND x.id < i.room_type_id)
     WHERE i.room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${hotelId})
       AND i.date >= ${CHECK_IN}::date AND i.date < ${CHECK_OUT}::date`);
}

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

async function search(hotelId: number, token?: string, filters?: object): Promise<Summary[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotels/searches',
    headers: bearer(token),
    payload: {
      destination: { type: 'hotel', id: hotelId },
      check_in: CHECK_IN,
      check_out: CHECK_OUT,
      rooms: 1,
      adults: 2,
      ...(filters ? { filters } : {}),
    },
  });
  return json<{ data: Summary[] }>(response).data;
}

async function facetsPrice(hotelId: number, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotels/searches/filters',
    headers: bearer(token),
    payload: {
      destination: { type: 'hotel', id: hotelId },
      check_in: CHECK_IN,
      check_out: CHECK_OUT,
      rooms: 1,
      adults: 2,
    },
  });
  return json<{ data: { price: { min: number; max: number } } }>(response).data.price;
}

async function roomsOf(hotelId: number, token?: string): Promise<Room[]> {
  const response = await t.app.inject({
    url: `/api/hotels/v2/${hotelId}?check_in=${CHECK_IN}&check_out=${CHECK_OUT}&rooms=1&adults=2`,
    headers: bearer(token),
  });
  return json<{ data: { rooms: Room[] } }>(response).data.rooms;
}

beforeAll(async () => {
  t = await createCartTestApp(clock);
  member = await t.tokenFor(1);
  const a = await hotelWithRooms();
  rated = { hotelId: a.hotelId, roomA: a.ids[0] as number, roomB: a.ids[1] as number };
  await resetHotel(rated.hotelId, 1_000_000);
  // Room A: 900.000 and 880.000 for members (average 890.000); room B (1.100.000) has no member rate.
  await t.database.rows(sql`UPDATE room_inventory SET member_price = 900000
    WHERE room_type_id = ${rated.roomA} AND date = ${CHECK_IN}::date`);
  await t.database.rows(sql`UPDATE room_inventory SET member_price = 880000
    WHERE room_type_id = ${rated.roomA} AND date = ${addDays(CHECK_IN, 1)}::date`);
  const b = await hotelWithRooms([rated.hotelId]);
  plain = { hotelId: b.hotelId };
  await resetHotel(plain.hotelId, 700_000);
});
afterAll(async () => {
  await t?.close();
});

describe('member rates', () => {
  it('prices a search for the requester: the member rate with the public price, or the public price with the member teaser', async () => {
    const [guest] = await search(rated.hotelId);
    expect(guest).toMatchObject({ cheapest_price: 1_000_000, public_price: null, member_price: 890_000 });
    const [signedIn] = await search(rated.hotelId, member);
    expect(signedIn).toMatchObject({ cheapest_price: 890_000, public_price: 1_000_000, member_price: null });
    // Never both.
    for (const s of [guest, signedIn])
      expect(s?.public_price === null || s?.member_price === null).toBe(true);
  });

  it('answers the same prices to both when the hotel has no member rate', async () => {
    const [guest] = await search(plain.hotelId);
    const [signedIn] = await search(plain.hotelId, member);
    expect(guest).toMatchObject({ cheapest_price: 700_000, public_price: null, member_price: null });
    expect(signedIn).toEqual(guest);
    expect(await roomsOf(plain.hotelId, member)).toEqual(await roomsOf(plain.hotelId));
  });

  it('never serves a cached guest answer to a member, or the reverse', async () => {
    const cache = searchCacheFor(t.database);
    cache.clear();
    const guestFirst = await search(rated.hotelId);
    const memberAfter = await search(rated.hotelId, member);
    // An answer is kept from its search's second asking (one-offs are not kept: search-cache.ts).
    expect(await search(rated.hotelId)).toEqual(guestFirst);
    expect(await search(rated.hotelId, member)).toEqual(memberAfter);
    const hitsBefore = cache.hits;
    const guestAgain = await search(rated.hotelId);
    const memberAgain = await search(rated.hotelId, member);
    // Both repeats came from the cache, each from its own entry.
    expect(cache.hits).toBe(hitsBefore + 2);
    expect(guestAgain).toEqual(guestFirst);
    expect(memberAgain).toEqual(memberAfter);
    expect(guestAgain[0]?.cheapest_price).toBe(1_000_000);
    expect(memberAgain[0]?.cheapest_price).toBe(890_000);
    // The facets' cache too: the price range is the requester's.
    expect(await facetsPrice(rated.hotelId)).toMatchObject({ min: 1_000_000 });
    expect(await facetsPrice(rated.hotelId, member)).toMatchObject({ min: 890_000 });
    expect(await facetsPrice(rated.hotelId)).toMatchObject({ min: 1_000_000 });
  });

  it('filters and sorts by the requester price', async () => {
    const filters = { price_max: 950_000 };
    expect(await search(rated.hotelId, undefined, filters)).toHaveLength(0);
    expect((await search(rated.hotelId, member, filters))[0]?.cheapest_price).toBe(890_000);
  });

  it('prices the rooms for the requester', async () => {
    const guest = await roomsOf(rated.hotelId);
    const signedIn = await roomsOf(rated.hotelId, member);
    expect(guest.find((r) => r.id === rated.roomA)).toMatchObject({
      price_per_night: 1_000_000,
      public_price_per_night: null,
      member_price_per_night: 890_000,
      total_price: 2_000_000,
    });
    expect(signedIn.find((r) => r.id === rated.roomA)).toMatchObject({
      price_per_night: 890_000,
      public_price_per_night: 1_000_000,
      member_price_per_night: null,
      total_price: 1_780_000,
    });
    // Room B has no member rate: the same for both.
    const b = { price_per_night: 1_100_000, public_price_per_night: null, member_price_per_night: null };
    expect(guest.find((r) => r.id === rated.roomB)).toMatchObject(b);
    expect(signedIn.find((r) => r.id === rated.roomB)).toMatchObject(b);
    // The member's cheapest room comes first.
    expect(signedIn[0]?.id).toBe(rated.roomA);
  });

  it('treats a malformed, tampered, foreign or expired token as a guest, never a 401', async () => {
    const config = loadConfig(CART_TEST_ENV);
    const expired = (
      await issueToken(config.auth, { id: 1, sessionVersion: 0 }, new Date(START - 400 * 86_400_000))
    ).token;
    const foreign = (
      await issueToken(
        loadConfig({ ...CART_TEST_ENV, JWT_SECRET: 'another-key-entirely-0123456789-abcdefghijklmnop' }).auth,
        { id: 1, sessionVersion: 0 },
        clock(),
      )
    ).token;
    const tampered = `${member.slice(0, -4)}${member.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${member.split('.')[1]}.`;
    for (const token of ['not-a-token', expired, foreign, tampered, unsigned]) {
      const [summary] = await search(rated.hotelId, token);
      expect(summary).toMatchObject({ cheapest_price: 1_000_000, public_price: null, member_price: 890_000 });
      expect((await roomsOf(rated.hotelId, token)).find((r) => r.id === rated.roomA)?.price_per_night).toBe(
        1_000_000,
      );
    }
  });

  it('holds a cart at the member price the member was shown, with no price-change notice', async () => {
    const shown = (await roomsOf(rated.hotelId, member)).find((r) => r.id === rated.roomA);
    const response = await postCart(t.app, member, {
      hotel_id: rated.hotelId,
      room_id: rated.roomA,
      check_in: CHECK_IN,
      check_out: CHECK_OUT,
      rooms: 1,
      adults: 2,
      shown_price_per_night: shown?.price_per_night,
    });
    const cart = json<{ data: Cart }>(response, 201).data;
    expect(cart.items[0]).toMatchObject({ price_per_night: 890_000, total_price: 1_780_000 });
    expect(cart.price_change).toBeNull();
    expect(cart.price_details.total).toBe(1_780_000);
  });

  it('stores member prices below the public price, rounded to Rp 1.000, on about 40% of the demo room types', async () => {
    const [row] = await t.database.rows<{ types: number; rated: number; bad: number }>(sql`
      SELECT (SELECT count(*)::int FROM room_types) AS types,
             (SELECT count(*)::int FROM room_types WHERE member_discount_percent BETWEEN 5 AND 10) AS rated,
             (SELECT count(*)::int FROM room_inventory i JOIN room_types rt ON rt.id = i.room_type_id
               WHERE i.date >= '2027-01-10' AND i.date < '2027-01-20'
                 AND rt.hotel_id NOT IN (${rated.hotelId}, ${plain.hotelId})
                 AND ((rt.member_discount_percent = 0) <> (i.member_price IS NULL)
                      OR i.member_price % 1000 <> 0)) AS bad`);
    expect(row?.bad).toBe(0);
    // A price changed without a member price: the member price follows from the room type's percentage.
    const [typed] = await t.database.rows<{ id: number }>(sql`
      SELECT id FROM room_types WHERE member_discount_percent = 10 ORDER BY id LIMIT 1`);
    const [night] = await t.database.rows<{ member_price: number | null }>(sql`
      UPDATE room_inventory SET price = 1234000 WHERE room_type_id = ${typed?.id} AND date = '2027-01-12'
      RETURNING member_price`);
    expect(night?.member_price).toBe(1_111_000);
    // Lowered below a member price given with it: refused by the check, never stored.
    await expect(
      t.database.rows(sql`UPDATE room_inventory SET price = 100000, member_price = 150000
        WHERE room_type_id = ${typed?.id} AND date = '2027-01-12'`),
    ).rejects.toThrow();
    const share = Number(row?.rated) / Number(row?.types);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
  });
});
