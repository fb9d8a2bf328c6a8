// The search result cache follows search_versions through LISTEN/NOTIFY (migration 0004): cache hits need no
// database round trip while it listens, writes show once their notification has arrived (from this instance or
// another one on the same database), and whenever it is not listening it checks the version on every request.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (then with a second instance and a dropped listen
// connection too).

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { addDays, jakartaToday } from '../src/lib/time.ts';
import { SearchCache, searchCacheFor } from '../src/modules/hotels/search-cache.ts';
import { createTestApp, json, TEST_MEDIA_DIR, type TestApp } from './helpers.ts';

let t: TestApp;
const today = jakartaToday();
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function eventually<T>(fn: () => Promise<T> | T, timeout = 5000) {
  return expect.poll(fn, { timeout, interval: 10 });
}

/** A bookable room type and its hotel for the stay (other room types of the hotel closed for it). */
async function pickRoom(database: Database, checkIn: string, checkOut: string) {
  const [room] = await database.rows<{ id: number; hotel_id: number }>(sql`
    SELECT rt.id, rt.hotel_id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 AND rt.total_allotment >= 3
       AND (SELECT count(*) FROM room_inventory i WHERE i.room_type_id = rt.id
             AND i.date >= ${checkIn}::date AND i.date < ${checkOut}::date AND NOT i.closed AND i.sold < i.allotment)
           = ${checkOut}::date - ${checkIn}::date
     ORDER BY rt.id LIMIT 1`);
  if (!room) throw new Error('no bookable room type in the demo data');
  await database.rows(sql`UPDATE room_inventory SET closed = true
    WHERE room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${room.hotel_id} AND id <> ${room.id})
      AND date >= ${checkIn}::date AND date < ${checkOut}::date`);
  return room;
}

async function availability(app: FastifyInstance, hotelId: number, checkIn: string, checkOut: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/hotels/searches',
    payload: {
      destination: { type: 'hotel', id: hotelId },
      check_in: checkIn,
      check_out: checkOut,
      rooms: 1,
      adults: 2,
    },
  });
  return json<{ data: { availability: string }[] }>(response).data[0]?.availability;
}

/** Backends of this database LISTENing on search_versions (PostgreSQL only). */
async function listenBackends(database: Database): Promise<number[]> {
  const rows = await database.rows<{ pid: number }>(sql`
    SELECT pid FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN search_versions%'`);
  return rows.map((r) => Number(r.pid));
}

/** A write that bumps search_versions without changing any answer. */
const touch = (database: Database) => database.rows(sql`UPDATE hotels SET name = name WHERE id = 1`);

describe('search cache with LISTEN/NOTIFY', () => {
  it('answers hits without a database round trip once listening, and follows bookings, holds and inventory', async () => {
    const [ci, co] = [addDays(today, 40), addDays(today, 42)];
    const room = await pickRoom(t.database, ci, co);
    const cache = searchCacheFor(t.database);
    expect(await availability(t.app, room.hotel_id, ci, co)).toBe('available');
    await eventually(() => cache.listening).toBe(true);
    // Settle: one read at the current version, after which the same search is a hit without any read.
    await eventually(async () => {
      const reads = cache.versionReads;
      await availability(t.app, room.hotel_id, ci, co);
      return cache.versionReads - reads;
    }).toBe(0);
    const [reads, hits] = [cache.versionReads, cache.hits];
    for (let i = 0; i < 20; i++) expect(await availability(t.app, room.hotel_id, ci, co)).toBe('available');
    expect(cache.versionReads).toBe(reads);
    expect(cache.hits).toBe(hits + 20);

    // A booking of every room on the first night.
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment
      WHERE room_type_id = ${room.id} AND date = ${ci}::date`);
    await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('sold_out');
    // Inventory back, then a hold of every room left on the second night.
    await t.database.rows(sql`UPDATE room_inventory SET sold = 0
      WHERE room_type_id = ${room.id} AND date >= ${ci}::date AND date < ${co}::date`);
    await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('available');
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const [cart] = await t.database.rows<{ id: string }>(
      sql`INSERT INTO carts (expires_at) VALUES (${expiresAt}::timestamptz) RETURNING id`,
    );
    const [item] = await t.database.rows<{ id: number }>(sql`
      INSERT INTO cart_items (cart_id, hotel_id, room_type_id, check_in, check_out, nights, rooms, adults,
                              room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                              price_per_night, nightly_prices, total_price)
      VALUES (${cart?.id}, ${room.hotel_id}, ${room.id}, ${ci}::date, ${co}::date, 2, 1, 2, 'Kamar', 'king',
              false, false, false, 500000, '[]'::jsonb, 1000000)
      RETURNING id`);
    await t.database.rows(sql`INSERT INTO room_holds (cart_id, cart_item_id, room_type_id, date, quantity, expires_at)
      SELECT ${cart?.id}, ${item?.id}, room_type_id, date, allotment - sold, ${expiresAt}::timestamptz
        FROM room_inventory WHERE room_type_id = ${room.id} AND date = ${addDays(ci, 1)}::date`);
    await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('sold_out');
    await t.database.rows(sql`DELETE FROM room_holds WHERE cart_id = ${cart?.id}`);
    await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('available');
    expect(cache.listening).toBe(true);
  });

  it('keeps an answer only once its search has been asked for before, remembering searches across writes', async () => {
    const cache = new SearchCache(t.database, { listen: false });
    const computed = new Map<string, number>();
    const get = (key: string) =>
      cache.get(
        key,
        () => new Date(),
        async () => {
          computed.set(key, (computed.get(key) ?? 0) + 1);
          return { key, n: computed.get(key) };
        },
      );
    // Asked once: computed, not kept. Asked again: computed again, and kept. Then answered from memory.
    expect(await get('popular')).toEqual({ key: 'popular', n: 1 });
    expect(cache.oneOffs).toBe(1);
    expect(await get('popular')).toEqual({ key: 'popular', n: 2 });
    const hits = cache.hits;
    expect(await get('popular')).toEqual({ key: 'popular', n: 2 });
    expect(await get('popular')).toEqual({ key: 'popular', n: 2 });
    expect(cache.hits).toBe(hits + 2);
    expect(await get('once')).toEqual({ key: 'once', n: 1 });
    expect(cache.oneOffs).toBe(2);
    // After a write the kept answer is stale: recomputed, and kept at once (the search was asked for before).
    await touch(t.database);
    expect(await get('popular')).toEqual({ key: 'popular', n: 3 });
    expect(await get('popular')).toEqual({ key: 'popular', n: 3 });
    expect(cache.oneOffs).toBe(2);
    // clear() forgets the answers and the searches asked for.
    cache.clear();
    expect(await get('popular')).toEqual({ key: 'popular', n: 4 });
    expect(cache.oneOffs).toBe(3);
    await cache.close();
  });

  it('checks the version on every request when listening is off, so writes show at once', async () => {
    const cache = new SearchCache(t.database, { listen: false, oneOffsNotKept: false });
    let computed = 0;
    const get = () =>
      cache.get(
        'k',
        () => new Date(),
        async () => ({ n: ++computed }),
      );
    expect(await get()).toEqual({ n: 1 });
    const reads = cache.versionReads;
    expect(await get()).toEqual({ n: 1 });
    expect(cache.versionReads).toBe(reads + 1);
    expect(cache.listening).toBe(false);
    await touch(t.database);
    // No waiting: the request reads the version itself.
    expect(await get()).toEqual({ n: 2 });
    await cache.close();
  });

  it('never trusts notifications before LISTEN is active, nor after close', async () => {
    const cache = new SearchCache(t.database, { oneOffsNotKept: false });
    let computed = 0;
    const get = () =>
      cache.get(
        'k',
        () => new Date(),
        async () => ({ n: ++computed }),
      );
    expect(await get()).toEqual({ n: 1 });
    await eventually(() => cache.listening).toBe(true);
    await cache.close();
    expect(cache.listening).toBe(false);
    const reads = cache.versionReads;
    await touch(t.database);
    expect(await get()).toEqual({ n: 2 });
    expect(cache.versionReads).toBe(reads + 1);
  });

  it.runIf(onPostgres)(
    'falls back to per-request checks while the listen connection is down, then listens again',
    async () => {
      const cache = new SearchCache(t.database, { oneOffsNotKept: false });
      let computed = 0;
      const get = () =>
        cache.get(
          'k',
          () => new Date(),
          async () => ({ n: ++computed }),
        );
      expect(await get()).toEqual({ n: 1 });
      await eventually(() => cache.listening).toBe(true);
      await eventually(async () => {
        await get();
        const reads = cache.versionReads;
        await get();
        return cache.versionReads - reads;
      }).toBe(0);
      const before = await listenBackends(t.database);
      expect(before.length).toBeGreaterThan(0);
      // Drop every listen connection of this database (the app's cache's too): none may serve stale answers.
      await t.database.rows(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN search_versions%'`);
      await eventually(() => cache.listening).toBe(false);
      const n = computed;
      await touch(t.database);
      // Whether it has reconnected yet or not, the write shows without waiting for any notification.
      expect(await get()).toEqual({ n: n + 1 });
      // Reconnected (backoff from 100 ms) on a new backend, and hits need no round trip again.
      await eventually(() => cache.listening).toBe(true);
      await eventually(async () => {
        await get();
        const reads = cache.versionReads;
        await get();
        return cache.versionReads - reads;
      }).toBe(0);
      const after = await listenBackends(t.database);
      expect(after.some((pid) => !before.includes(pid))).toBe(true);
      await cache.close();
    },
  );

  it.runIf(onPostgres)(
    "a second instance on the same database sees the first one's writes, and vice versa",
    async () => {
      const url = t.database.location;
      expect(url).not.toContain('***');
      const other = await openDatabase({ url, poolSize: 3 });
      const b = await buildApp({
        env: { ...process.env, NODE_ENV: 'test' },
        logger: false,
        responseValidation: 'throw',
        database: other,
        config: { mediaDir: TEST_MEDIA_DIR, webDist: join(tmpdir(), 'nusa-no-web-dist') },
      });
      try {
        const [ci, co] = [addDays(today, 60), addDays(today, 61)];
        const room = await pickRoom(t.database, ci, co);
        expect(await availability(t.app, room.hotel_id, ci, co)).toBe('available');
        expect(await availability(b, room.hotel_id, ci, co)).toBe('available');
        await eventually(() => searchCacheFor(other).listening).toBe(true);
        await eventually(() => searchCacheFor(t.database).listening).toBe(true);
        // Written through instance B's pool: A's cached answer goes.
        await other.rows(sql`UPDATE room_inventory SET sold = allotment
        WHERE room_type_id = ${room.id} AND date = ${ci}::date`);
        await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('sold_out');
        await eventually(() => availability(b, room.hotel_id, ci, co)).toBe('sold_out');
        // Written through A's: B's goes.
        await t.database.rows(sql`UPDATE room_inventory SET sold = 0
        WHERE room_type_id = ${room.id} AND date = ${ci}::date`);
        await eventually(() => availability(b, room.hotel_id, ci, co)).toBe('available');
        await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('available');
      } finally {
        await b.close();
        await other.close();
      }
    },
  );

  it.runIf(onPostgres)('closing the database ends its listen connection', async () => {
    const url = t.database.location;
    const other = await openDatabase({ url, poolSize: 1 });
    const cache = new SearchCache(other, { oneOffsNotKept: false });
    await cache.get(
      'k',
      () => new Date(),
      async () => ({ n: 1 }),
    );
    await eventually(() => cache.listening).toBe(true);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const count = async () =>
        Number(
          (
            await admin.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND query ILIKE 'LISTEN search_versions%'`,
            )
          ).rows[0].n,
        );
      const listening = await count();
      await other.close();
      expect(cache.listening).toBe(false);
      await eventually(count).toBe(listening - 1);
    } finally {
      await admin.end();
    }
  });

  it('two apps on one database object share its cache and its one listener', async () => {
    const b = await buildApp({
      env: { ...process.env, NODE_ENV: 'test' },
      logger: false,
      responseValidation: 'throw',
      database: t.database,
      config: { mediaDir: TEST_MEDIA_DIR, webDist: join(tmpdir(), 'nusa-no-web-dist') },
    });
    try {
      const [ci, co] = [addDays(today, 70), addDays(today, 71)];
      const room = await pickRoom(t.database, ci, co);
      expect(await availability(b, room.hotel_id, ci, co)).toBe('available');
      await t.database.rows(sql`UPDATE room_inventory SET closed = true
        WHERE room_type_id = ${room.id} AND date = ${ci}::date`);
      await eventually(() => availability(b, room.hotel_id, ci, co)).toBe('sold_out');
      await eventually(() => availability(t.app, room.hotel_id, ci, co)).toBe('sold_out');
    } finally {
      await b.close();
    }
  });
});
