// POST /__dev/carts/{id}/age: how the end-to-end suite ends one cart's hold without moving the server's clock
// under the tests running beside it. Registered only on a test clock (TEST_CLOCK_START, refused in production),
// only for this machine, and what it does must be a real expiry: the sweeper releases the rooms.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { addDays, jakartaToday } from '../src/lib/time.ts';
import { issueToken } from '../src/modules/members/tokens.ts';
import {
  CART_TEST_ENV,
  type Cart,
  cartCall,
  createMembers,
  postCart,
  type Room,
  rooms,
  setNights,
  stayOf,
} from './carts-support.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

// The test clock starts at the real now (any instant works; the route never reads the calendar).
const ENV = { ...CART_TEST_ENV, TEST_CLOCK_START: new Date().toISOString() };
let t: TestApp;
let room: Room;
let tokens: string[];
let checkIn: string;

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  [room] = (await rooms(t.database)) as [Room];
  const config = loadConfig(ENV);
  const ids = await createMembers(t.database, 'dev-age', 2);
  tokens = await Promise.all(
    ids.map(async (id) => (await issueToken(config.auth, { id, sessionVersion: 0 }, new Date())).token),
  );
  checkIn = addDays(jakartaToday(), 20);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const age = (id: string, minutes: number | string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/__dev/carts/${id}/age?minutes=${minutes}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /__dev/carts/{id}/age', () => {
  it("ends one cart's hold through the sweeper: the cart expires and its last room is on sale again", async () => {
    const [andi, siti] = tokens as [string, string];
    await setNights(t.database, room.roomId, checkIn, 1, { allotment: 1 });
    const cart = json<{ data: Cart }>(await postCart(t.app, andi, stayOf(room, checkIn, 1)), 201).data;
    expect((await postCart(t.app, siti, stayOf(room, checkIn, 1))).statusCode).toBe(409);

    const aged = json<{ swept: { carts: number; holds: number } }>(await age(cart.id, 31));
    expect(aged.swept.carts).toBeGreaterThanOrEqual(1);
    expect(aged.swept.holds).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.rows<{ status: string }>(
      sql`SELECT status FROM carts WHERE id = ${cart.id}`,
    );
    expect(row?.status).toBe('expired');
    expect(await t.database.rows(sql`SELECT 1 FROM room_holds WHERE cart_id = ${cart.id}`)).toEqual([]);
    expect(
      json<{ data: Cart }>(await cartCall(t.app, andi, 'GET', `/api/carts/${cart.id}/`)).data.status,
    ).toBe('expired');
    expect((await postCart(t.app, siti, stayOf(room, checkIn, 1))).statusCode).toBe(201);
    // Only active carts can be aged: a second call finds nothing to move.
    expect((await age(cart.id, 31)).statusCode).toBe(404);
  });

  it('answers only this machine, and refuses a bad id or minutes without changing anything', async () => {
    const [andi] = tokens as [string];
    await setNights(t.database, room.roomId, addDays(checkIn, 2), 1, { allotment: 3 });
    const cart = json<{ data: Cart }>(
      await postCart(t.app, andi, stayOf(room, addDays(checkIn, 2), 1)),
      201,
    ).data;
    expect((await age(cart.id, 31, '203.0.113.9')).statusCode).toBe(403);
    for (const minutes of [0, -5, 1441, 1.5, 'x', '1e3'])
      expect((await age(cart.id, minutes)).statusCode, String(minutes)).toBe(400);
    expect((await age('not-a-cart', 31)).statusCode).toBe(400);
    const [row] = await t.database.rows<{ status: string }>(
      sql`SELECT status FROM carts WHERE id = ${cart.id}`,
    );
    expect(row?.status).toBe('active');
  });

  it('does not exist on a server without a test clock', async () => {
    const plain = await createTestApp({ env: CART_TEST_ENV, seed: false, media: false });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/__dev/carts/5e7d0c4a-6b1f-4c2e-9a11-000000000002/age?minutes=31',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
