// POST /__dev/bookings/{code}/complete: how the end-to-end suite gets a completed stay of its own (to review it)
// without moving the server's clock under the tests running beside it. Registered only on a test clock
// (TEST_CLOCK_START, refused in production), only for this machine; what it does must be a real completion: the
// stay is over, the job completes it, it awaits a review, and its nights are back on sale.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../src/generated/openapi.ts';
import { loadConfig } from '../src/config.ts';
import { issueToken } from '../src/modules/members/tokens.ts';
import { bookAndPay, type PolicyRoom, roomsWith, soldNights } from './account-support.ts';
import { CART_TEST_ENV, cartCall, createMembers } from './carts-support.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

type Booking = components['schemas']['Booking'];
type MemberReview = components['schemas']['MemberReview'];

// 10:00 in Jakarta on 22 November 2026: "yesterday" is the 21st.
const START = '2026-11-22T03:00:00Z';
const ENV = { ...CART_TEST_ENV, TEST_CLOCK_START: START };
const clock = () => new Date(START);
let t: TestApp;
let room: PolicyRoom;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: ENV, clock });
  [room] = (await roomsWith(t.database, { refundable: true, payAtHotel: false })) as [PolicyRoom];
  const config = loadConfig(ENV);
  const ids = await createMembers(t.database, 'dev-complete', 2);
  [token, otherToken] = (await Promise.all(
    ids.map(async (id) => (await issueToken(config.auth, { id, sessionVersion: 0 }, clock())).token),
  )) as [string, string];
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const complete = (code: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/__dev/bookings/${code}/complete`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const detail = async (code: string, who = token as string) =>
  json<{ data: Booking }>(await cartCall(t.app, who, 'GET', `/api/members/bookings/${code}`)).data;
const otherDetail = (code: string) => detail(code, otherToken as string);

describe('POST /__dev/bookings/{code}/complete', () => {
  it('moves one paid stay into the past and completes it: awaiting a review, its nights back on sale', async () => {
    const checkIn = '2026-12-20';
    // Another member's booking (the night after) stays as it is.
    const other = await bookAndPay(t.app, t.database, otherToken as string, room, '2026-12-22', {
      nights: 1,
    });
    const code = await bookAndPay(t.app, t.database, token as string, room, checkIn, { nights: 2 });
    expect(await soldNights(t.database, room.roomId, checkIn, 3)).toEqual([1, 1, 1]);

    const res = await complete(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      stays: [{ check_in: '2026-11-19', check_out: '2026-11-21' }],
      completed: 1,
    });

    const booking = await detail(code);
    expect(booking.status).toBe('completed');
    expect(booking.products.map((p) => [p.check_in, p.check_out, p.nights])).toEqual([
      ['2026-11-19', '2026-11-21', 2],
    ]);
    expect(booking.tracking.find((s) => s.key === 'completed')?.active).toBe(true);
    const [nights] = await t.database.rows<{ dates: string[] }>(sql`
      SELECT array_agg(n ->> 'date' ORDER BY n ->> 'date') AS dates
        FROM booking_items i JOIN bookings b ON b.id = i.booking_id, jsonb_array_elements(i.nightly_prices) n
       WHERE b.code = ${code}`);
    expect(nights?.dates).toEqual(['2026-11-19', '2026-11-20']);
    expect(await soldNights(t.database, room.roomId, checkIn, 3)).toEqual([0, 0, 1]);
    expect((await otherDetail(other)).status).toBe('paid');

    const awaiting = json<{ data: MemberReview[] }>(
      await cartCall(t.app, token as string, 'GET', '/api/members/reviews?status=awaiting'),
    ).data;
    expect(awaiting.map((r) => [r.booking_code, r.check_out])).toContainEqual([code, '2026-11-21']);

    // Only a paid booking moves: a second call finds nothing, and nothing is given back twice.
    expect((await complete(code)).statusCode).toBe(404);
    expect(await soldNights(t.database, room.roomId, checkIn, 3)).toEqual([0, 0, 1]);
  });

  it('answers only this machine and refuses a bad or unknown code, changing nothing', async () => {
    const checkIn = '2026-12-28';
    const code = await bookAndPay(t.app, t.database, token as string, room, checkIn, { nights: 1 });
    const away = await complete(code, '203.0.113.9');
    expect(away.statusCode).toBe(403);
    expect(away.json()).toMatchObject({ code: 'local_only' });
    for (const bad of ['ns-lower', 'NS%20X', 'A'.repeat(21)])
      expect((await complete(bad)).statusCode, bad).toBe(400);
    expect((await complete('NS2612ZZZZZZ')).statusCode).toBe(404);
    expect((await detail(code)).status).toBe('paid');
    expect(await soldNights(t.database, room.roomId, checkIn, 1)).toEqual([1]);
  });

  it('does not exist on a server without a test clock', async () => {
    const plain = await createTestApp({ env: CART_TEST_ENV, seed: false, media: false });
    try {
      expect(
        (await plain.app.inject({ method: 'POST', url: '/__dev/bookings/NS2612AD0101/complete' })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
