// The payment rules that only concurrency can break (issue 11, "Must hold"), on two app instances sharing one
// database: 50 copies of a paid notification at once make one booking, one e-mail and count the sold rooms once;
// 50 payments with one Idempotency-Key at once make one payment and 50 identical answers; a paid notification
// racing the sweeper at the end of the hold never sells a room twice. PGlite runs one transaction at a time, so
// these prove something only on PostgreSQL (DATABASE_URL); on PGlite they still check the outcome.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { expireCarts } from '../src/modules/carts/sweeper.ts';
import {
  type CartTestApp,
  createCartTestApp,
  createMembers,
  oversoldNights,
  type Room,
  rooms,
} from './carts-support.ts';
import { json, TEST_MEDIA_DIR } from './helpers.ts';
import { ledger, type Payment, pay, readyCart } from './payments-support.ts';

const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);

let t: CartTestApp;
let second: FastifyInstance;
let room: Room;

beforeAll(async () => {
  t = await createCartTestApp(clock);
  second = await buildApp({
    clock,
    database: t.database,
    seed: false,
    media: false,
    logger: false,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: 'nusa-carts-test-signing-key-0123456789-abcdefghij',
    },
    config: { mediaDir: TEST_MEDIA_DIR },
  });
  [room] = (await rooms(t.database, { payAtHotel: false })) as [Room];
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function freshCart(checkIn: string, allotment = 10) {
  const [member] = await createMembers(t.database, `race-${Math.random().toString(36).slice(2, 8)}`, 1);
  const token = await t.tokenFor(member as number);
  const cart = await readyCart(t.app, t.database, token, room, checkIn, { rooms: 2, allotment });
  return { token, cart };
}

/** The signed notification the local gateway sends once its transaction settled (via its development page). */
async function settledNotification(paymentId: string, status: 'settlement' | 'expire' = 'settlement') {
  const { createLocalGateway } = await import('../src/adapters/payment-local.ts');
  const { deriveKey } = await import('../src/modules/members/config.ts');
  const { loadConfig } = await import('../src/config.ts');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: 'nusa-carts-test-signing-key-0123456789-abcdefghij',
  });
  const gateway = createLocalGateway({
    database: t.database,
    clock,
    serverKey: deriveKey(config.auth, 'local-payment-gateway').toString('hex'),
    publicUrl: config.auth.publicAppUrl,
  });
  const settled = await gateway.settle(paymentId, status);
  if (!settled) throw new Error('unknown payment');
  return settled.notification;
}

describe('the same paid notification 50 times at once, on two instances', () => {
  it('makes one booking, sends one voucher and sells the rooms once', async () => {
    now = START;
    const { token, cart } = await freshCart('2026-12-05');
    const p = json<{ data: Payment }>(
      await pay(t.app, token, {
        cart_id: cart.id,
        payment_method: 'virtual_account',
        channel: 'bni',
        amount: cart.price_details.total,
      }),
      201,
    ).data;
    const before = await ledger(t.database, cart.id, room.roomId);
    const notification = await settledNotification(p.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? second : t.app).inject({
          method: 'POST',
          url: '/api-payments/notifications',
          payload: notification,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await ledger(t.database, cart.id, room.roomId)).toEqual({
      bookings: 1,
      holds: 0,
      sold: before.sold + 4,
      vouchers: 1,
      cart_status: 'paid',
    });
    expect(await oversoldNights(t.database, room.roomId, clock())).toBe(0);
  });
});

describe('the same Idempotency-Key 50 times at once, on two instances', () => {
  it('creates one payment and answers 50 identical bodies', async () => {
    now = START;
    const { token, cart } = await freshCart('2026-12-06');
    const body = {
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bca',
      amount: cart.price_details.total,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pay(i % 2 ? second : t.app, token, body, { 'idempotency-key': 'race-key-000001' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [n] = await t.database.rows<{ payments: number; charges: number }>(sql`
      SELECT (SELECT count(*) FROM payments WHERE cart_id = ${cart.id})::int AS payments,
             (SELECT count(*) FROM local_gateway_transactions g JOIN payments p ON p.id::text = g.order_id
               WHERE p.cart_id = ${cart.id})::int AS charges`);
    expect(n).toEqual({ payments: 1, charges: 1 });
  });
});

describe('a paid notification racing the sweeper at the end of the hold', () => {
  it('never sells a room twice, whichever wins', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      now = START;
      const checkIn = `2027-01-${String(10 + round).padStart(2, '0')}`;
      const { token, cart } = await freshCart(checkIn, 3);
      const p = json<{ data: Payment }>(
        await pay(t.app, token, {
          cart_id: cart.id,
          payment_method: 'e_wallet',
          channel: 'gopay',
          amount: cart.price_details.total,
        }),
        201,
      ).data;
      const notification = await settledNotification(p.id);
      // Paid in time; the notification arrives just as the cart's 30-minute hold ends (the sweeper's moment).
      now = START + 30 * 60_000;
      const [due] = await t.database.rows<{ due: boolean }>(
        sql`SELECT expires_at <= ${clock().toISOString()}::timestamptz AS due FROM carts WHERE id = ${cart.id}`,
      );
      expect(due?.due).toBe(true);
      const [answer, swept] = await Promise.all([
        second.inject({ method: 'POST', url: '/api-payments/notifications', payload: notification }),
        t.database.transaction((tx) =>
          expireCarts(
            async (query) => ((await tx.execute(query)) as unknown as { rows: never[] }).rows,
            clock(),
            {
              cartId: cart.id,
            },
          ),
        ),
      ]);
      expect(answer.statusCode).toBe(200);
      const after = await ledger(t.database, cart.id, room.roomId);
      expect(after.bookings).toBe(1);
      outcomes.add(`${after.cart_status} (swept ${swept.carts})`);
      expect(await oversoldNights(t.database, room.roomId, clock())).toBe(0);
      const [inventory] = await t.database.rows<{ over: number }>(sql`
        SELECT count(*)::int AS over FROM room_inventory
         WHERE room_type_id = ${room.roomId} AND date >= ${checkIn}::date AND date < (${checkIn}::date + 2) AND sold > allotment`);
      expect(inventory?.over).toBe(0);
    }
    // Whether the notification sold the held rooms or the sweeper released them first and the payment took them
    // back from the free ones, the booking is confirmed once.
    expect([...outcomes].every((o) => o.startsWith('paid'))).toBe(true);
  });

  it('records a payment that settles after its rooms went to someone else as a cancelled booking', async () => {
    now = START;
    const checkIn = '2027-01-20';
    const { token, cart } = await freshCart(checkIn, 3);
    const p = json<{ data: Payment }>(
      await pay(t.app, token, { cart_id: cart.id, payment_method: 'qris', amount: cart.price_details.total }),
      201,
    ).data;
    const notification = await settledNotification(p.id);
    // QRIS lasts 15 minutes, the cart's hold 30: the notification comes once both are over.
    expect(p.expires_at).toBe('2026-11-22T10:15:00+07:00');
    now = START + 31 * 60_000;
    await t.database.transaction((tx) =>
      expireCarts(
        async (query) => ((await tx.execute(query)) as unknown as { rows: never[] }).rows,
        clock(),
        {},
      ),
    );
    // Another member holds two of the three rooms in the meantime.
    const stranger = await freshCart(checkIn, 3);
    expect(stranger.cart.status).toBe('active');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api-payments/notifications',
      payload: notification,
    });
    expect(answer.statusCode).toBe(200);
    const [booking] = await t.database.rows<{ status: string; tracking: { key: string }[] }>(
      sql`SELECT status, tracking FROM bookings WHERE cart_id = ${cart.id}`,
    );
    expect(booking?.status).toBe('cancelled');
    expect(booking?.tracking.map((step) => step.key)).toEqual(['created', 'paid', 'cancelled']);
    expect(await ledger(t.database, cart.id, room.roomId)).toMatchObject({
      vouchers: 0,
      cart_status: 'expired',
    });
    expect(await oversoldNights(t.database, room.roomId, clock())).toBe(0);
  });
});

describe('settling while others hold the same nights', () => {
  it('never deadlocks or oversells: pay at hotel and a paid notification racing 30 new carts', async () => {
    now = START;
    const [hotelRoom] = (await rooms(t.database, { payAtHotel: true })) as [Room];
    const checkIn = '2027-01-25';
    const members = await createMembers(t.database, `crowd-${Math.random().toString(36).slice(2, 8)}`, 32);
    const tokens = await Promise.all(members.map((id) => t.tokenFor(id)));
    // Two carts to settle, then the rest of the rooms for the crowd: 4 + 6 = 10.
    const atHotel = await readyCart(t.app, t.database, tokens[0] as string, hotelRoom, checkIn, {
      rooms: 2,
      allotment: 10,
    });
    const byVa = await readyCart(t.app, t.database, tokens[1] as string, hotelRoom, checkIn, {
      rooms: 2,
      allotment: 10,
    });
    await t.database.rows(sql`UPDATE room_inventory SET allotment = 10 WHERE room_type_id = ${hotelRoom.roomId}
      AND date >= ${checkIn}::date AND date < ${checkIn}::date + 2`);
    const va = json<{ data: Payment }>(
      await pay(t.app, tokens[1] as string, {
        cart_id: byVa.id,
        payment_method: 'virtual_account',
        channel: 'bri',
        amount: byVa.price_details.total,
      }),
      201,
    ).data;
    const notification = await settledNotification(va.id);
    const crowd = tokens.slice(2).map((token, i) =>
      (i % 2 ? second : t.app).inject({
        method: 'POST',
        url: '/api/carts',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: {
          hotel_id: hotelRoom.hotelId,
          room_id: hotelRoom.roomId,
          check_in: checkIn,
          check_out: '2027-01-27',
          rooms: 1,
          adults: 2,
        },
      }),
    );
    const [hotelAnswer, notified, ...carts] = await Promise.all([
      pay(second, tokens[0] as string, {
        cart_id: atHotel.id,
        payment_method: 'pay_at_hotel',
        amount: atHotel.price_details.total,
      }),
      t.app.inject({ method: 'POST', url: '/api-payments/notifications', payload: notification }),
      ...crowd,
    ]);
    expect(hotelAnswer.statusCode).toBe(201);
    expect(notified.statusCode).toBe(200);
    const statuses = carts.map((c) => c.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    expect(await ledger(t.database, atHotel.id, hotelRoom.roomId)).toMatchObject({
      bookings: 1,
      cart_status: 'paid',
    });
    expect(await ledger(t.database, byVa.id, hotelRoom.roomId)).toMatchObject({
      bookings: 1,
      cart_status: 'paid',
    });
    const [night] = await t.database.rows<{ sold: number; held: number }>(sql`
      SELECT max(sold)::int AS sold,
             (SELECT coalesce(sum(quantity), 0) FROM room_holds WHERE room_type_id = ${hotelRoom.roomId}
               AND date = ${checkIn}::date AND expires_at > ${clock().toISOString()}::timestamptz)::int AS held
        FROM room_inventory WHERE room_type_id = ${hotelRoom.roomId} AND date = ${checkIn}::date`);
    expect(night).toEqual({ sold: 4, held: 6 });
    expect(await oversoldNights(t.database, hotelRoom.roomId, clock())).toBe(0);
  });
});
