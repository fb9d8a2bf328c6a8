// The cart API (issue 11): holding rooms at the rooms endpoint's price, price changes, the member's own carts,
// the checkout fields, expiry (on read and by the sweeper, respecting a payment's extension), promo code rules
// and their refusals, Idempotency-Key, and bad input answered 4xx without changing anything. The clock is the
// app's injectable one: the demo data is seeded relative to it, and the test moves it to end holds.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/time.ts';
import { installmentFee, installmentOptions } from '../src/modules/carts/answer.ts';
import { promoAllowsPayment } from '../src/modules/carts/promo.ts';
import { sweepExpiredCarts } from '../src/modules/carts/sweeper.ts';
import {
  type Cart,
  type CartTestApp,
  cartCall,
  createCartTestApp,
  createMembers,
  postCart,
  type Room,
  rooms,
  setNights,
  stayOf,
} from './carts-support.ts';
import { json } from './helpers.ts';

// 10:00 in Jakarta on 22 November 2026; every stay below is in December.
const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const MINUTE = 60_000;
const EN = { 'accept-language': 'en' };

let t: CartTestApp;
let andi: string;
let siti: string;
let room: Room;

beforeAll(async () => {
  t = await createCartTestApp(clock);
  andi = await t.tokenFor(1);
  siti = await t.tokenFor(2);
  [room] = (await rooms(t.database)) as [Room];
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  now = START;
});

const count = async (table: 'carts' | 'room_holds' | 'cart_items' | 'promo_redemptions') =>
  Number((await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]?.n);

async function createCart(token: string, body: object, headers: Record<string, string> = {}): Promise<Cart> {
  return json<{ data: Cart }>(await postCart(t.app, token, body, headers), 201).data;
}

describe('POST /api/carts', () => {
  it('holds the rooms on every night for 30 minutes at the rooms endpoint price, for the member only', async () => {
    await setNights(t.database, room.roomId, '2026-12-01', 2, { allotment: 6, sold: 2 });
    const listed = json<{
      data: {
        rooms: { id: number; price_per_night: number; total_price: number; allotment_remaining: number }[];
      };
    }>(
      await t.app.inject({
        url: `/api/hotels/v2/${room.hotelId}?check_in=2026-12-01&check_out=2026-12-03&rooms=2&adults=2`,
      }),
    ).data.rooms.find((r) => r.id === room.roomId);
    expect(listed?.allotment_remaining).toBe(4);

    const before = await count('carts');
    const anonymous = await postCart(t.app, undefined, stayOf(room, '2026-12-01', 2, { rooms: 2 }));
    expect(anonymous.statusCode).toBe(401);
    expect(await count('carts')).toBe(before);

    const cart = await createCart(andi, stayOf(room, '2026-12-01', 2, { rooms: 2 }));
    expect(cart).toMatchObject({
      status: 'active',
      member_id: 1,
      created_at: '2026-11-22T10:00:00+07:00',
      expires_at: '2026-11-22T10:30:00+07:00',
      server_time: '2026-11-22T10:00:00+07:00',
      contact: null,
      guests: [],
      promo: null,
      payment: null,
      price_change: null,
      ready_for_payment: false,
      booking_code: null,
      currency: 'IDR',
    });
    const [item] = cart.items;
    expect(item).toMatchObject({
      room_id: room.roomId,
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      nights: 2,
      rooms: 2,
      adults: 2,
      children: [],
      price_per_night: listed?.price_per_night,
      total_price: listed?.total_price,
    });
    expect(item?.hotel.id).toBe(room.hotelId);
    const details = cart.price_details;
    expect(details.room_total + details.taxes_and_fees).toBe(item?.total_price);
    expect(details).toMatchObject({ promo_discount: 0, total: item?.total_price });

    const holds = await t.database.rows<{ date: string; quantity: number; expires_at: Date }>(sql`
      SELECT date::text AS date, quantity, expires_at FROM room_holds WHERE cart_id = ${cart.id} ORDER BY date`);
    expect(holds.map((h) => [h.date, h.quantity])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 2],
    ]);
    expect(new Date(holds[0]?.expires_at as Date).getTime()).toBe(START + 30 * MINUTE);
    const after = json<{ data: { rooms: { id: number; allotment_remaining: number }[] } }>(
      await t.app.inject({
        url: `/api/hotels/v2/${room.hotelId}?check_in=2026-12-01&check_out=2026-12-03&rooms=1&adults=2`,
      }),
    ).data.rooms.find((r) => r.id === room.roomId);
    expect(after?.allotment_remaining).toBe(2);
  });

  it('says when the held price differs from the one the app showed, and never charges the shown one', async () => {
    await setNights(t.database, room.roomId, '2026-12-04', 1, { allotment: 5 });
    const same = await createCart(andi, stayOf(room, '2026-12-04', 1));
    const price = same.items[0]?.price_per_night as number;
    expect(
      (await createCart(andi, stayOf(room, '2026-12-04', 1, { shown_price_per_night: price }))).price_change,
    ).toBeNull();
    const changed = await createCart(
      andi,
      stayOf(room, '2026-12-04', 1, { shown_price_per_night: price - 50_000 }),
    );
    expect(changed.price_change).toEqual({ shown_price_per_night: price - 50_000, price_per_night: price });
    expect(changed.price_details.total).toBe(price);
  });

  it('lists pay at hotel only for rooms that allow it, and instalments from Rp 500.000', async () => {
    const [payAtHotel] = await rooms(t.database, { payAtHotel: true });
    const [prepaid] = await rooms(t.database, { payAtHotel: false });
    for (const r of [payAtHotel, prepaid] as Room[]) {
      await setNights(t.database, r.roomId, '2026-12-05', 1, { allotment: 3 });
      const cart = await createCart(andi, stayOf(r, '2026-12-05', 1));
      expect(cart.payment_options.map((o) => o.method)).toEqual(
        r.payAtHotel
          ? ['virtual_account', 'e_wallet', 'qris', 'credit_card', 'pay_at_hotel']
          : ['virtual_account', 'e_wallet', 'qris', 'credit_card'],
      );
      expect(cart.payment_options[0]?.channels).toEqual(['bca', 'mandiri', 'bni', 'bri', 'permata']);
      expect(cart.payment_options[1]?.channels).toEqual(['gopay', 'ovo', 'dana', 'shopeepay']);
      expect(cart.installment_options).toEqual(installmentOptions(cart.price_details.total));
    }
    expect(installmentOptions(499_999)).toEqual([]);
    expect(installmentOptions(1_000_000)).toEqual([
      { tenor: 3, fee: 15_000, monthly_amount: 338_334, total: 1_015_000 },
      { tenor: 6, fee: 30_000, monthly_amount: 171_667, total: 1_030_000 },
      { tenor: 12, fee: 50_000, monthly_amount: 87_500, total: 1_050_000 },
    ]);
    expect(installmentFee(1_000_000, 9)).toBeNull();
    expect(installmentFee(400_000, 3)).toBeNull();
  });

  it('answers 409 room_not_available or fully_booked in the spec words, holding nothing', async () => {
    const hotelRooms = (await rooms(t.database)).filter((r) => r.hotelId === room.hotelId);
    await setNights(t.database, room.roomId, '2026-12-08', 2, { allotment: 4 });
    await setNights(t.database, room.roomId, '2026-12-09', 1, { allotment: 4, sold: 3 });
    const before = await count('room_holds');
    const tooFew = await postCart(t.app, andi, stayOf(room, '2026-12-08', 2, { rooms: 2 }), EN);
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toMatchObject({
      code: 'room_not_available',
      message: 'This room is not available for the selected dates. Please choose another room.',
    });
    await setNights(t.database, room.roomId, '2026-12-09', 1, { allotment: 4, closed: true });
    expect(json(await postCart(t.app, andi, stayOf(room, '2026-12-08', 2)), 409)).toMatchObject({
      code: 'room_not_available',
    });
    // Every room type of the hotel gone on the second night: the hotel is fully booked.
    const all = await t.database.rows<{ id: number }>(
      sql`SELECT id FROM room_types WHERE hotel_id = ${room.hotelId}`,
    );
    for (const { id } of all) await setNights(t.database, id, '2026-12-09', 1, { allotment: 2, sold: 2 });
    const full = await postCart(t.app, andi, stayOf(room, '2026-12-08', 2));
    expect(full.json()).toMatchObject({
      code: 'fully_booked',
      message: 'Hotel sudah penuh untuk tanggal yang dipilih. Silakan pilih tanggal lain.',
    });
    expect(hotelRooms.length).toBeGreaterThan(0);
    expect(await count('room_holds')).toBe(before);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    await setNights(t.database, room.roomId, '2026-12-10', 15, { allotment: 5 });
    const other = (await rooms(t.database)).find((r) => r.hotelId !== room.hotelId) as Room;
    const before = await Promise.all([count('carts'), count('room_holds'), count('cart_items')]);
    const good = stayOf(room, '2026-12-10', 2);
    const cases: [string, unknown, number, string?][] = [
      ['unknown hotel', { ...good, hotel_id: 2_147_483_647 }, 422, 'hotel_id'],
      ['a room of another hotel', { ...good, room_id: other.roomId }, 422, 'room_id'],
      ['check-in in the past', { ...good, check_in: '2026-11-21', check_out: '2026-11-23' }, 422, 'check_in'],
      ['16 nights', { ...good, check_out: addDays('2026-12-10', 16) }, 422, 'check_out'],
      ['check-out before check-in', { ...good, check_out: '2026-12-09' }, 422, 'check_out'],
      ['an invalid date', { ...good, check_in: '2026-02-30' }, 422],
      ['0 rooms', { ...good, rooms: 0 }, 422],
      ['9 rooms', { ...good, rooms: 9 }, 422],
      ['fewer adults than rooms', { ...good, rooms: 2, adults: 1 }, 422, 'adults'],
      ['more adults than the room takes', { ...good, adults: room.maxAdults + 1 }, 422, 'adults'],
      ['a negative shown price', { ...good, shown_price_per_night: -1 }, 422],
      ['a huge id', { ...good, hotel_id: 2_147_483_648 }, 422],
      ['a huge number of adults', { ...good, adults: 1e20 }, 422],
      ['a fractional room count', { ...good, rooms: 1.5 }, 422],
      ['an amount from the client', { ...good, total: 1 }, 422],
      ['a price from the client', { ...good, price_per_night: 1 }, 422],
      ['a child of 18', { ...good, children: [18] }, 422],
      ['seven children in a room', { ...good, children: [1, 2, 3, 4, 5, 6, 7] }, 422, 'children'],
    ];
    for (const [label, body, status, field] of cases) {
      const res = await postCart(t.app, andi, body, EN);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      const answer = res.json();
      expect(typeof answer.message, label).toBe('string');
      if (field) expect(Object.keys(answer.errors ?? {}), label).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { authorization: `Bearer ${andi}`, 'content-type': 'application/json' },
      payload: '{"hotel_id": 1e400}',
    });
    expect(notJson.statusCode).toBe(422);
    expect(await Promise.all([count('carts'), count('room_holds'), count('cart_items')])).toEqual(before);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and refuses the key for another body', async () => {
    await setNights(t.database, room.roomId, '2026-12-12', 1, { allotment: 5 });
    const body = stayOf(room, '2026-12-12', 1);
    const key = { 'idempotency-key': 'retry-key-0001' };
    const first = await postCart(t.app, andi, body, key);
    now += 2 * MINUTE;
    const again = await postCart(t.app, andi, { ...body }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.body).toBe(first.body);
    const reused = await postCart(t.app, andi, { ...body, adults: 1 }, { ...key, ...EN });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    // Keys are per member: the same key from another member is another request.
    const theirs = json<{ data: Cart }>(await postCart(t.app, siti, body, key), 201).data;
    expect(theirs.id).not.toBe(first.json().data.id);
    const [held] = await t.database.rows<{ n: number }>(sql`
      SELECT count(DISTINCT cart_id)::int AS n FROM room_holds WHERE room_type_id = ${room.roomId} AND date = '2026-12-12'`);
    expect(held?.n).toBe(2);
    // A refused request is not stored: after rooms come back, the same key and body is tried again.
    await setNights(t.database, room.roomId, '2026-12-13', 1, { allotment: 0 });
    const noRoom = stayOf(room, '2026-12-13', 1);
    expect((await postCart(t.app, andi, noRoom, { 'idempotency-key': 'retry-key-0002' })).statusCode).toBe(
      409,
    );
    await setNights(t.database, room.roomId, '2026-12-13', 1, { allotment: 1 });
    const retried = await postCart(t.app, andi, noRoom, { 'idempotency-key': 'retry-key-0002' });
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('limits new carts per member to 20 an hour (429), counting only carts made', async () => {
    const [member] = await createMembers(t.database, 'limit', 1);
    const token = await t.tokenFor(member as number);
    await setNights(t.database, room.roomId, '2026-12-14', 1, { allotment: 40 });
    await setNights(t.database, room.roomId, '2026-12-15', 1, { allotment: 0 });
    for (let i = 0; i < 3; i++) {
      expect((await postCart(t.app, token, stayOf(room, '2026-12-15', 1))).statusCode).toBe(409);
    }
    for (let i = 0; i < 20; i++) {
      expect((await postCart(t.app, token, stayOf(room, '2026-12-14', 1))).statusCode).toBe(201);
    }
    const refused = await postCart(t.app, token, stayOf(room, '2026-12-14', 1), EN);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A sliding window of an hour remembers a hit up to a tenth of it longer (members/rate-limit.ts).
    now += 67 * MINUTE;
    expect((await postCart(t.app, token, stayOf(room, '2026-12-14', 1))).statusCode).toBe(201);
  });
});

const contact = {
  title: 'Mrs',
  full_name: 'Siti Rahmawati',
  phone_number_country_code: '62',
  phone_number: '81234567802',
  email: 'siti@example.com',
};

describe('the checkout fields', () => {
  it("saves the contact, the lead guest and the terms, on the member's own cart only", async () => {
    await setNights(t.database, room.roomId, '2026-12-16', 1, { allotment: 5 });
    const cart = await createCart(siti, stayOf(room, '2026-12-16', 1));
    now += MINUTE;
    const put = (token: string, body: object) => cartCall(t.app, token, 'PUT', `/api/carts/${cart.id}`, body);
    const saved = json<{ data: Cart }>(
      await put(siti, { contact, booking_for_someone_else: false, terms_accepted: false }),
    ).data;
    expect(saved).toMatchObject({
      contact,
      guests: [{ title: 'Mrs', full_name: 'Siti Rahmawati' }],
      terms_accepted: false,
      ready_for_payment: false,
    });
    const forSomeoneElse = json<{ data: Cart }>(
      await put(siti, {
        contact,
        booking_for_someone_else: true,
        guest: { title: 'Mr', full_name: 'Budi Santoso' },
        terms_accepted: true,
      }),
    ).data;
    expect(forSomeoneElse).toMatchObject({
      booking_for_someone_else: true,
      guests: [{ title: 'Mr', full_name: 'Budi Santoso' }],
      ready_for_payment: true,
    });
    const [row] = await t.database.rows<{ updated_at: Date }>(
      sql`SELECT updated_at FROM carts WHERE id = ${cart.id}`,
    );
    expect(new Date(row?.updated_at as Date).getTime()).toBe(START + MINUTE);
    // Booking for someone else needs their name; a name with digits is not one on an ID card.
    expect(
      (await put(siti, { contact, booking_for_someone_else: true, terms_accepted: true })).statusCode,
    ).toBe(422);
    expect(
      (
        await put(siti, {
          contact: { ...contact, full_name: 'Siti 123' },
          booking_for_someone_else: false,
          terms_accepted: true,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await put(siti, {
          contact: { ...contact, phone_number: '8123' },
          booking_for_someone_else: false,
          terms_accepted: true,
        })
      ).statusCode,
    ).toBe(422);

    // Another member (and an unknown cart) get 404 on every operation, and the cart is unchanged.
    const stranger = await Promise.all([
      cartCall(t.app, andi, 'GET', `/api/carts/${cart.id}/`),
      put(andi, { contact, booking_for_someone_else: false, terms_accepted: true }),
      cartCall(t.app, andi, 'POST', `/api/carts/${cart.id}/promo-code`, { promo_code: 'GAJIAN10' }),
      cartCall(t.app, andi, 'POST', `/api/carts/${cart.id}/add-special-request`, { high_floor: true }),
      cartCall(t.app, siti, 'GET', '/api/carts/00000000-0000-4000-8000-000000000000/'),
    ]);
    expect(stranger.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(
      json<{ data: Cart }>(await cartCall(t.app, siti, 'GET', `/api/carts/${cart.id}/`)).data,
    ).toMatchObject({
      guests: [{ title: 'Mr', full_name: 'Budi Santoso' }],
      special_request: null,
      promo: null,
    });
    expect((await cartCall(t.app, undefined, 'GET', `/api/carts/${cart.id}/`)).statusCode).toBe(401);
    expect((await cartCall(t.app, siti, 'GET', '/api/carts/not-a-uuid/')).statusCode).toBe(400);
  });

  it('replaces the special requests, with their defaults', async () => {
    await setNights(t.database, room.roomId, '2026-12-17', 1, { allotment: 5 });
    const cart = await createCart(andi, stayOf(room, '2026-12-17', 1));
    const url = `/api/carts/${cart.id}/add-special-request`;
    const first = json<{ data: Cart }>(
      await cartCall(t.app, andi, 'POST', url, {
        bed_type: 'two_small_beds',
        non_smoking: true,
        other: '  Late check-in  ',
      }),
    ).data;
    expect(first.special_request).toEqual({
      bed_type: 'two_small_beds',
      high_floor: false,
      non_smoking: true,
      connecting_rooms: false,
      other: 'Late check-in',
    });
    const second = json<{ data: Cart }>(await cartCall(t.app, andi, 'POST', url, { high_floor: true })).data;
    expect(second.special_request).toEqual({
      bed_type: null,
      high_floor: true,
      non_smoking: false,
      connecting_rooms: false,
      other: null,
    });
    expect((await cartCall(t.app, andi, 'POST', url, { bed_type: 'three_beds' })).statusCode).toBe(422);
    expect((await cartCall(t.app, andi, 'POST', url, { other: 'x'.repeat(501) })).statusCode).toBe(422);
  });
});

describe('expiry', () => {
  it('answers a cart whose hold ended as expired, frees its rooms at once and refuses changes', async () => {
    await setNights(t.database, room.roomId, '2026-12-18', 1, { allotment: 1 });
    const cart = await createCart(andi, stayOf(room, '2026-12-18', 1));
    now = START + 29 * MINUTE;
    expect(
      json<{ data: Cart }>(await cartCall(t.app, andi, 'GET', `/api/carts/${cart.id}/`)).data.status,
    ).toBe('active');
    expect((await postCart(t.app, siti, stayOf(room, '2026-12-18', 1))).statusCode).toBe(409);
    now = START + 30 * MINUTE;
    const read = json<{ data: Cart }>(await cartCall(t.app, andi, 'GET', `/api/carts/${cart.id}/`)).data;
    expect(read).toMatchObject({ status: 'expired', ready_for_payment: false });
    const [row] = await t.database.rows<{ status: string; updated_at: Date }>(
      sql`SELECT status, updated_at FROM carts WHERE id = ${cart.id}`,
    );
    expect(row?.status).toBe('expired');
    expect(new Date(row?.updated_at as Date).getTime()).toBe(now);
    expect(await t.database.rows(sql`SELECT 1 FROM room_holds WHERE cart_id = ${cart.id}`)).toEqual([]);
    const refused = await cartCall(
      t.app,
      andi,
      'PUT',
      `/api/carts/${cart.id}`,
      {
        contact,
        booking_for_someone_else: false,
        terms_accepted: true,
      },
      EN,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'cart_expired',
      message: 'Your booking has expired. Please start a new order.',
    });
    expect((await postCart(t.app, siti, stayOf(room, '2026-12-18', 1))).statusCode).toBe(201);
  });

  it('expires a change of a cart whose hold ended unnoticed, once, and refuses it', async () => {
    await setNights(t.database, room.roomId, '2026-12-19', 1, { allotment: 1 });
    const cart = await createCart(andi, stayOf(room, '2026-12-19', 1));
    now = START + 31 * MINUTE;
    const refused = await cartCall(t.app, andi, 'POST', `/api/carts/${cart.id}/add-special-request`, {});
    expect(refused.json()).toMatchObject({ code: 'cart_expired' });
    expect(await t.database.rows(sql`SELECT 1 FROM room_holds WHERE cart_id = ${cart.id}`)).toEqual([]);
    const [row] = await t.database.rows<{ status: string }>(
      sql`SELECT status FROM carts WHERE id = ${cart.id}`,
    );
    expect(row?.status).toBe('expired');
  });

  it('sweeps every cart whose hold ended once: holds, promo uses and pending payments, not a cart being paid', async () => {
    now = START + 2 * 3_600_000;
    await sweepExpiredCarts(t.database, clock()); // what the tests above left
    const members = await createMembers(t.database, 'sweep', 3);
    const tokens = await Promise.all(members.map((id) => t.tokenFor(id)));
    const promoRoom = await roomOfPromo('GAJIAN10');
    await setNights(t.database, promoRoom.roomId, '2026-12-20', 2, { allotment: 5 });
    const carts = [];
    for (const token of tokens) carts.push(await createCart(token, stayOf(promoRoom, '2026-12-20', 2)));
    const [withPromo, withPayment, beingPaid] = carts as [Cart, Cart, Cart];
    json(
      await cartCall(t.app, tokens[0], 'POST', `/api/carts/${withPromo.id}/promo-code`, {
        promo_code: 'GAJIAN10',
      }),
    );
    const quota = async () =>
      Number(
        (
          await t.database.rows<{ n: number }>(
            sql`SELECT quota_used AS n FROM landing_pages WHERE promo_code = 'GAJIAN10'`,
          )
        )[0]?.n,
      );
    const usedBefore = await quota();
    const payment = (cartId: string, expiresAt: number) => sql`
      INSERT INTO payments (cart_id, method, channel, amount, expires_at)
      VALUES (${cartId}, 'virtual_account', 'bca', 100000, ${new Date(expiresAt).toISOString()}::timestamptz)
      RETURNING id`;
    const [pending] = await t.database.rows<{ id: string }>(payment(withPayment.id, now + 30 * MINUTE));
    // What a payment does to the hold: the cart and its holds last until the payment's deadline.
    const deadline = new Date(now + 24 * 3_600_000).toISOString();
    await t.database.rows(payment(beingPaid.id, now + 24 * 3_600_000));
    await t.database.rows(
      sql`UPDATE carts SET expires_at = ${deadline}::timestamptz WHERE id = ${beingPaid.id}`,
    );
    await t.database.rows(
      sql`UPDATE room_holds SET expires_at = ${deadline}::timestamptz WHERE cart_id = ${beingPaid.id}`,
    );

    now += 30 * MINUTE;
    expect(await sweepExpiredCarts(t.database, clock())).toEqual({
      carts: 2,
      holds: 4,
      promos: 1,
      payments: 1,
    });
    // A sweep with nothing due writes nothing: it must not move search_versions (which would empty the search
    // result cache and rebuild the search index every 15 s).
    const version = async () =>
      (await t.database.rows<{ v: string }>(sql`SELECT version::text AS v FROM search_versions`))[0]?.v;
    const versionBefore = await version();
    expect(await sweepExpiredCarts(t.database, clock())).toEqual({
      carts: 0,
      holds: 0,
      promos: 0,
      payments: 0,
    });
    expect(await version()).toBe(versionBefore);
    expect(await quota()).toBe(usedBefore - 1);
    const statuses = await t.database.rows<{ id: string; status: string }>(sql`
      SELECT id, status FROM carts WHERE id IN (${withPromo.id}, ${withPayment.id}, ${beingPaid.id})`);
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [withPromo.id]: 'expired',
      [withPayment.id]: 'expired',
      [beingPaid.id]: 'active',
    });
    const [paymentRow] = await t.database.rows<{ status: string; expired_at: Date }>(
      sql`SELECT status, expired_at FROM payments WHERE id = ${pending?.id}`,
    );
    expect(paymentRow?.status).toBe('expired');
    expect(new Date(paymentRow?.expired_at as Date).getTime()).toBe(now);
    expect(await t.database.rows(sql`SELECT 1 FROM room_holds WHERE cart_id = ${beingPaid.id}`)).toHaveLength(
      2,
    );
  });
});

/** A room (two adults) in a hotel taking part in the promotion of `code`. */
async function roomOfPromo(code: string, inside = true): Promise<Room> {
  const hotels = new Set(
    (
      await t.database.rows<{ hotel_id: number }>(sql`
        SELECT lph.hotel_id FROM landing_page_hotels lph JOIN landing_pages lp ON lp.id = lph.landing_page_id
         WHERE lp.promo_code = ${code}`)
    ).map((r) => r.hotel_id),
  );
  const found = (await rooms(t.database)).find((r) => hotels.has(r.hotelId) === inside);
  if (!found) throw new Error(`no room for ${code}`);
  return found;
}

describe('promo codes', () => {
  /** A fresh member's cart of one night at `price` in a room of `promoCode`'s hotels (or outside them). */
  async function cartFor(promoCode: string, price: number, options: { inside?: boolean; day?: string } = {}) {
    const [member] = await createMembers(t.database, `promo-${Math.random().toString(36).slice(2, 8)}`, 1);
    const token = await t.tokenFor(member as number);
    const r = await roomOfPromo(promoCode, options.inside ?? true);
    const day = options.day ?? '2026-12-21';
    await setNights(t.database, r.roomId, day, 1, { allotment: 50 });
    await t.database.rows(
      // Without a member rate (issue 13): the cart holds exactly `price`.
      sql`UPDATE room_inventory SET price = ${price}, member_price = NULL
           WHERE room_type_id = ${r.roomId} AND date = ${day}::date`,
    );
    const cart = await createCart(token, stayOf(r, day, 1));
    return { token, cart, memberId: member as number };
  }
  const apply = (token: string, cartId: string, code: string | null) =>
    cartCall(t.app, token, 'POST', `/api/carts/${cartId}/promo-code`, { promo_code: code }, EN);

  it('gives the discount of the rule (percentage with its cap, or a fixed amount) and reserves one use', async () => {
    const { token, cart } = await cartFor('GAJIAN10', 900_000);
    const [before] = await t.database.rows<{ quota_used: number }>(
      sql`SELECT quota_used FROM landing_pages WHERE promo_code = 'GAJIAN10'`,
    );
    const applied = json<{ data: Cart }>(await apply(token, cart.id, 'gajian10')).data;
    expect(applied.promo).toEqual({
      code: 'GAJIAN10',
      title: '10% off, up to Rp 150,000',
      restricted_to: null,
      discount: 90_000,
    });
    expect(applied.price_details).toMatchObject({ promo_discount: 90_000, total: 810_000 });
    expect(applied.installment_options[0]?.total).toBe(810_000 + Math.round(810_000 * 0.015));
    const [after] = await t.database.rows<{ quota_used: number }>(
      sql`SELECT quota_used FROM landing_pages WHERE promo_code = 'GAJIAN10'`,
    );
    expect(after?.quota_used).toBe((before?.quota_used as number) + 1);

    const capped = await cartFor('GAJIAN10', 3_000_000);
    expect(
      json<{ data: Cart }>(await apply(capped.token, capped.cart.id, 'GAJIAN10')).data.promo?.discount,
    ).toBe(150_000);
    const fixed = await cartFor('JOGJAISTIMEWA', 800_000);
    const jogja = json<{ data: Cart }>(await apply(fixed.token, fixed.cart.id, 'JOGJAISTIMEWA')).data;
    expect(jogja.promo).toMatchObject({ title: 'Rp 100,000 off', discount: 100_000 });
    expect(jogja.price_details.total).toBe(700_000);

    // Removing it gives the use back; applying it again takes one again.
    const removed = json<{ data: Cart }>(await apply(token, cart.id, null)).data;
    expect(removed.promo).toBeNull();
    expect(removed.price_details).toMatchObject({ promo_discount: 0, total: 900_000 });
    const [back] = await t.database.rows<{ quota_used: number }>(
      sql`SELECT quota_used FROM landing_pages WHERE promo_code = 'GAJIAN10'`,
    );
    expect(back?.quota_used).toBe((before?.quota_used as number) + 1); // the capped cart's use remains
  });

  it('says why a code is refused, and a refusal keeps the code the cart had', async () => {
    const { token, cart } = await cartFor('GAJIAN10', 900_000);
    json(await apply(token, cart.id, 'GAJIAN10'));
    const reason = async (code: string, cartId = cart.id, who = token) => {
      const res = await apply(who, cartId, code);
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json();
      expect(body.code).toBe('promo_invalid');
      expect(body.errors.promo_code).toEqual([body.message]);
      return body.message as string;
    };
    expect(await reason('NOSUCHCODE')).toBe('This promo code does not exist.');
    expect(await reason('KOMODO12')).toBe('This promotion has ended.');
    expect(await reason('LEBARANHEMAT')).toBe(
      'This promotion has not started yet. The code is valid from Friday, 4 December 2026.',
    );
    const outside = await cartFor('BALI20', 2_000_000, { inside: false });
    expect(await reason('BALI20', outside.cart.id, outside.token)).toBe(
      'This promo code is not valid for this hotel.',
    );
    const cheap = await cartFor('BALI20', 1_000_000);
    expect(await reason('BALI20', cheap.cart.id, cheap.token)).toBe(
      'This promo code needs a minimum transaction of Rp 1,500,000.',
    );
    // The refusals left the applied code and its discount as they were.
    expect(
      json<{ data: Cart }>(await cartCall(t.app, token, 'GET', `/api/carts/${cart.id}/`)).data.promo?.code,
    ).toBe('GAJIAN10');
    const id = (
      await t.database.rows<{ id: number }>(sql`SELECT id FROM landing_pages WHERE promo_code = 'GAJIAN10'`)
    )[0]?.id;
    const [{ quota_used: used } = { quota_used: 0 }] = await t.database.rows<{ quota_used: number }>(
      sql`SELECT quota_used FROM landing_pages WHERE id = ${id}`,
    );
    expect(Number(used)).toBe(
      Number(
        (
          await t.database.rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM promo_redemptions WHERE landing_page_id = ${id}`,
          )
        )[0]?.n,
      ),
    );

    // Indonesian by default.
    const res = await cartCall(t.app, token, 'POST', `/api/carts/${cart.id}/promo-code`, {
      promo_code: 'KOMODO12',
    });
    expect(res.json().message).toBe('Promo ini sudah berakhir.');
  });

  it('holds the per-member limit and the quota, and gives a use back when the cart expires', async () => {
    const first = await cartFor('GAJIAN10', 900_000);
    json(await apply(first.token, first.cart.id, 'GAJIAN10'));
    const r = await roomOfPromo('GAJIAN10');
    await setNights(t.database, r.roomId, '2026-12-22', 1, { allotment: 5 });
    const second = await createCart(first.token, stayOf(r, '2026-12-22', 1));
    const inOther = await apply(first.token, second.id, 'GAJIAN10');
    expect(inOther.json()).toMatchObject({
      code: 'promo_invalid',
      message: 'This promo code is in use on another of your orders.',
    });
    await t.database.rows(sql`UPDATE carts SET status = 'paid' WHERE id = ${first.cart.id}`);
    expect((await apply(first.token, second.id, 'GAJIAN10')).json().message).toBe(
      'You have already used this promo code.',
    );

    // The quota: its last use goes to one cart only.
    await t.database.rows(
      sql`UPDATE landing_pages SET quota = quota_used + 1 WHERE promo_code = 'STAYHEMAT'`,
    );
    const a = await cartFor('STAYHEMAT', 900_000);
    const b = await cartFor('STAYHEMAT', 900_000);
    expect(json<{ data: Cart }>(await apply(a.token, a.cart.id, 'STAYHEMAT')).data.promo?.code).toBe(
      'STAYHEMAT',
    );
    expect((await apply(b.token, b.cart.id, 'STAYHEMAT')).json().message).toBe(
      'This promo code has been fully used.',
    );
    // a's cart expires: its use comes back, and b gets it.
    now += 31 * MINUTE;
    await sweepExpiredCarts(t.database, clock());
    now = START;
    const b2 = await cartFor('STAYHEMAT', 900_000, { day: '2026-12-23' });
    expect(json<{ data: Cart }>(await apply(b2.token, b2.cart.id, 'STAYHEMAT')).data.promo?.code).toBe(
      'STAYHEMAT',
    );
    await t.database.rows(sql`UPDATE landing_pages SET quota = NULL WHERE promo_code = 'STAYHEMAT'`);
  });

  it('restricts a bank promo to that bank’s virtual account, for the payments module to check', async () => {
    const { token, cart } = await cartFor('BCAHOTEL', 1_000_000);
    const applied = json<{ data: Cart }>(await apply(token, cart.id, 'BCAHOTEL')).data.promo;
    expect(applied).toMatchObject({
      restricted_to: { methods: ['virtual_account'], channels: ['bca'] },
      discount: 150_000,
    });
    const allows = (
      method: 'virtual_account' | 'e_wallet' | 'credit_card',
      channel: 'bca' | 'bni' | null,
      id = cart.id,
    ) => t.database.transaction((tx) => promoAllowsPayment(tx, id, method, channel));
    expect(await allows('virtual_account', 'bca')).toBe(true);
    expect(await allows('virtual_account', 'bni')).toBe(false);
    expect(await allows('credit_card', null)).toBe(false);
    const plain = await cartFor('GAJIAN10', 900_000);
    expect(await allows('e_wallet', null, plain.cart.id)).toBe(true);
  });

  it('limits promo attempts per member (429)', async () => {
    const { token, cart } = await cartFor('GAJIAN10', 900_000);
    for (let i = 0; i < 20; i++) expect((await apply(token, cart.id, `WRONG${i}`)).statusCode).toBe(422);
    const limited = await apply(token, cart.id, 'GAJIAN10');
    expect(limited.statusCode).toBe(429);
    now += 11 * MINUTE;
    expect((await apply(token, cart.id, 'GAJIAN10')).statusCode).toBe(200);
  });
});
