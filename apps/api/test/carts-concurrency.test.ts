// The checkout's "Must hold" under concurrency (issue 11): many cart creations racing for the last rooms never
// oversell, the last uses of a promo quota go to exactly as many carts, the same Idempotency-Key sent 50 times at
// once makes one cart and 50 identical answers, and expired holds are released exactly once with two API
// instances sweeping one database. These prove something on PostgreSQL (DATABASE_URL): PGlite runs one
// transaction at a time, so there the same tests only check the outcome, with fewer rounds.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { addDays } from '../src/lib/time.ts';
import { type SweepCounts, sweepExpiredCarts } from '../src/modules/carts/sweeper.ts';
import {
  type Cart,
  CART_TEST_ENV,
  type CartTestApp,
  cartCall,
  createCartTestApp,
  createMembers,
  oversoldNights,
  postCart,
  type Room,
  rooms,
  setNights,
  stayOf,
} from './carts-support.ts';
import { json, TEST_MEDIA_DIR } from './helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const MINUTE = 60_000;

let t: CartTestApp;
let racers: { id: number; token: string }[];

beforeAll(async () => {
  t = await createCartTestApp(clock);
  const ids = await createMembers(t.database, 'race', 200);
  racers = await Promise.all(ids.map(async (id) => ({ id, token: await t.tokenFor(id) })));
});
afterAll(async () => {
  await t?.close();
});

/** A room (two adults) in a hotel taking part in the promotion of `code`. */
async function roomOfPromo(code: string): Promise<Room> {
  const [row] = await t.database.rows<{ hotel_id: number }>(sql`
    SELECT lph.hotel_id FROM landing_page_hotels lph JOIN landing_pages lp ON lp.id = lph.landing_page_id
     WHERE lp.promo_code = ${code} ORDER BY lph.hotel_id LIMIT 1`);
  const found = (await rooms(t.database)).find((r) => r.hotelId === row?.hotel_id);
  if (!found) throw new Error(`no room for ${code}`);
  return found;
}

describe('the last rooms', () => {
  it('go to exactly as many of 200 concurrent cart creations, round after round: 0 oversold nights', async () => {
    const [room] = (await rooms(t.database)) as [Room];
    const siblings = (
      await t.database.rows<{ id: number }>(
        sql`SELECT id FROM room_types WHERE hotel_id = ${room.hotelId} AND id <> ${room.roomId}`,
      )
    ).map((r) => r.id);
    const rounds = onPostgres ? 20 : 2;
    for (let round = 0; round < rounds; round++) {
      // Four minutes a round: no member makes more carts in an hour than the per-member ceiling allows.
      now = START + round * 4 * MINUTE;
      // A fresh pair of nights per round with 5 rooms left on each (10 offered, 5 sold).
      const checkIn = addDays('2026-12-01', round * 3);
      await setNights(t.database, room.roomId, checkIn, 2, { allotment: 10, sold: 5 });
      // The hotel's other rooms stay available, so the losers hear "room not available", not "fully booked".
      for (const id of siblings) await setNights(t.database, id, checkIn, 2, { allotment: 10 });
      const answers = await Promise.all(
        racers.map(({ token }) => postCart(t.app, token, stayOf(room, checkIn, 2))),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(5);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}`,
      ).toHaveLength(195);
      expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(
        new Set(['room_not_available']),
      );
      const held = await t.database.rows<{ date: string; quantity: number }>(sql`
        SELECT date::text AS date, sum(quantity)::int AS quantity FROM room_holds
         WHERE room_type_id = ${room.roomId} AND date >= ${checkIn}::date AND date < ${addDays(checkIn, 2)}::date
         GROUP BY date ORDER BY date`);
      expect(held).toEqual([
        { date: checkIn, quantity: 5 },
        { date: addDays(checkIn, 1), quantity: 5 },
      ]);
      expect(await oversoldNights(t.database, room.roomId, clock())).toBe(0);
    }
    now = START;
  }, 240_000);
});

describe('the last uses of a promo quota', () => {
  it('go to exactly as many carts applying the code at once, and one member never gets two', async () => {
    now = START + 2 * 3_600_000;
    const room = await roomOfPromo('GAJIAN10');
    await setNights(t.database, room.roomId, '2027-02-01', 1, { allotment: 300 });
    const rounds = onPostgres ? 5 : 1;
    for (let round = 0; round < rounds; round++) {
      const members = racers.slice(round * 40, round * 40 + 40);
      const carts = await Promise.all(
        members.map(async ({ token }) => ({
          token,
          cart: json<{ data: Cart }>(await postCart(t.app, token, stayOf(room, '2027-02-01', 1)), 201).data,
        })),
      );
      await t.database.rows(
        sql`UPDATE landing_pages SET quota = quota_used + 5 WHERE promo_code = 'GAJIAN10'`,
      );
      const answers = await Promise.all(
        carts.map(({ token, cart }) =>
          cartCall(
            t.app,
            token,
            'POST',
            `/api/carts/${cart.id}/promo-code`,
            { promo_code: 'GAJIAN10' },
            {
              'accept-language': 'en',
            },
          ),
        ),
      );
      expect(
        answers.filter((a) => a.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(5);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused).toHaveLength(35);
      expect(new Set(refused.map((a) => a.json().message))).toEqual(
        new Set(['This promo code has been fully used.']),
      );
      const [promo] = await t.database.rows<{ quota: number; quota_used: number; uses: number }>(sql`
        SELECT quota, quota_used, (SELECT count(*)::int FROM promo_redemptions r WHERE r.landing_page_id = lp.id) AS uses
          FROM landing_pages lp WHERE promo_code = 'GAJIAN10'`);
      expect(promo?.quota_used).toBe(promo?.quota);
      expect(promo?.uses).toBe(promo?.quota_used);
    }

    // One member, two carts, the same code at once: the per-member limit (1) lets one through.
    await t.database.rows(sql`UPDATE landing_pages SET quota = NULL WHERE promo_code = 'GAJIAN10'`);
    const [member] = await createMembers(t.database, 'twice', 1);
    const token = await t.tokenFor(member as number);
    const both = await Promise.all(
      [0, 1].map(
        async () =>
          json<{ data: Cart }>(await postCart(t.app, token, stayOf(room, '2027-02-01', 1)), 201).data,
      ),
    );
    const applied = await Promise.all(
      both.map((cart) =>
        cartCall(t.app, token, 'POST', `/api/carts/${cart.id}/promo-code`, { promo_code: 'GAJIAN10' }),
      ),
    );
    expect(applied.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    now = START;
  }, 120_000);
});

describe('Idempotency-Key', () => {
  it('sent 50 times at once makes one cart and 50 identical answers', async () => {
    now = START + 4 * 3_600_000;
    const [room] = (await rooms(t.database)) as [Room];
    await setNights(t.database, room.roomId, '2027-02-05', 2, { allotment: 100 });
    const [member] = await createMembers(t.database, 'idem', 1);
    const token = await t.tokenFor(member as number);
    const body = stayOf(room, '2027-02-05', 2);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postCart(t.app, token, body, { 'idempotency-key': 'same-key-50-at-once' }),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const carts = await t.database.rows<{ id: string }>(
      sql`SELECT id FROM carts WHERE member_id = ${member}`,
    );
    expect(carts).toHaveLength(1);
    expect(carts[0]?.id).toBe(answers[0]?.json().data.id);
    const holds = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM room_holds WHERE cart_id = ${carts[0]?.id}`,
    );
    expect(holds[0]?.n).toBe(2);
    now = START;
  }, 60_000);
});

/** A second API instance on the same database: its own pool (PostgreSQL), its own app. */
async function secondInstance(): Promise<{
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}> {
  let database = t.database;
  if (onPostgres) {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = new URL(t.database.location).pathname;
    database = await openDatabase({ url: url.toString(), poolSize: 5 });
  }
  const app = await buildApp({
    env: CART_TEST_ENV,
    logger: false,
    database,
    clock,
    seed: false,
    media: false,
    config: { mediaDir: TEST_MEDIA_DIR, webDist: join(tmpdir(), 'nusa-no-web-dist') },
  });
  return {
    database,
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

const sum = (counts: SweepCounts[]) =>
  counts.reduce(
    (total, c) => ({
      carts: total.carts + c.carts,
      holds: total.holds + c.holds,
      promos: total.promos + c.promos,
      payments: total.payments + c.payments,
    }),
    { carts: 0, holds: 0, promos: 0, payments: 0 },
  );

describe('expired holds', () => {
  it('are released exactly once with two instances sweeping (and reading) one database', async () => {
    const other = await secondInstance();
    try {
      const room = await roomOfPromo('GAJIAN10');
      // Whatever earlier tests left is swept first: from here on, only this test's carts are due.
      now = START + 6 * 3_600_000;
      await sweepExpiredCarts(t.database, clock());
      for (const scenario of ['sweepers', 'sweepers and reads'] as const) {
        const checkIn = scenario === 'sweepers' ? '2027-02-10' : '2027-02-15';
        await setNights(t.database, room.roomId, checkIn, 2, { allotment: 100 });
        const members = racers.slice(0, 60);
        const carts = await Promise.all(
          members.map(async ({ token }) => ({
            token,
            cart: json<{ data: Cart }>(await postCart(t.app, token, stayOf(room, checkIn, 2)), 201).data,
          })),
        );
        const quota = async () =>
          (
            await t.database.rows<{ used: number; uses: number }>(sql`
              SELECT quota_used AS used,
                     (SELECT count(*)::int FROM promo_redemptions r WHERE r.landing_page_id = lp.id) AS uses
                FROM landing_pages lp WHERE promo_code = 'GAJIAN10'`)
          )[0];
        const before = await quota();
        // 20 with the promo, 20 with a pending payment, 10 being paid (hold extended to the payment's deadline).
        for (const { token, cart } of carts.slice(0, 20)) {
          json(
            await cartCall(t.app, token, 'POST', `/api/carts/${cart.id}/promo-code`, {
              promo_code: 'GAJIAN10',
            }),
          );
        }
        for (const { cart } of carts.slice(20, 40)) {
          await t.database.rows(sql`
            INSERT INTO payments (cart_id, method, channel, amount, expires_at)
            VALUES (${cart.id}, 'virtual_account', 'bni', 100000, ${new Date(now + 30 * MINUTE).toISOString()}::timestamptz)`);
        }
        const deadline = new Date(now + 24 * 3_600_000).toISOString();
        for (const { cart } of carts.slice(50)) {
          await t.database.rows(
            sql`UPDATE carts SET expires_at = ${deadline}::timestamptz WHERE id = ${cart.id}`,
          );
          await t.database.rows(
            sql`UPDATE room_holds SET expires_at = ${deadline}::timestamptz WHERE cart_id = ${cart.id}`,
          );
        }
        now += 31 * MINUTE;
        const sweeps = Array.from({ length: 3 }, () => [
          sweepExpiredCarts(t.database, clock()),
          sweepExpiredCarts(other.database, clock()),
        ]).flat();
        const reads =
          scenario === 'sweepers'
            ? []
            : carts.flatMap(({ token, cart }) => [
                cartCall(t.app, token, 'GET', `/api/carts/${cart.id}/`),
                cartCall(other.app, token, 'GET', `/api/carts/${cart.id}/`),
              ]);
        const [counts, answers] = await Promise.all([Promise.all(sweeps), Promise.all(reads)]);
        if (scenario === 'sweepers') {
          // Every change counted by exactly one sweep: 50 carts, 2 nights each, 20 promo uses, 20 payments.
          expect(sum(counts)).toEqual({ carts: 50, holds: 100, promos: 20, payments: 20 });
        } else {
          expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
          const read = answers.map((a) => (a.json() as { data: Cart }).data.status);
          expect(read.filter((s) => s === 'expired')).toHaveLength(100);
          expect(read.filter((s) => s === 'active')).toHaveLength(20);
        }
        const ids = carts.map(({ cart }) => cart.id);
        const state = await t.database.rows<{
          status: string;
          n: number;
          holds: number;
          pending: number;
        }>(sql`
          SELECT c.status, count(*)::int AS n,
                 sum((SELECT count(*) FROM room_holds h WHERE h.cart_id = c.id))::int AS holds,
                 sum((SELECT count(*) FROM payments p WHERE p.cart_id = c.id AND p.status = 'pending'))::int AS pending
            FROM carts c WHERE c.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
           GROUP BY c.status ORDER BY c.status`);
        expect(state).toEqual([
          { status: 'active', n: 10, holds: 20, pending: 0 },
          { status: 'expired', n: 50, holds: 0, pending: 0 },
        ]);
        const after = await quota();
        expect(after?.used).toBe(before?.used);
        expect(after?.uses).toBe(after?.used);
        const [expiredPayments] = await t.database.rows<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM payments
           WHERE status = 'expired' AND expired_at = ${clock().toISOString()}::timestamptz`);
        expect(expiredPayments?.n).toBe(20);
        expect(await oversoldNights(t.database, room.roomId, clock())).toBe(0);
        now += 2 * 3_600_000;
        await sweepExpiredCarts(t.database, clock());
      }
    } finally {
      now = START;
      await other.close();
    }
  }, 120_000);
});
