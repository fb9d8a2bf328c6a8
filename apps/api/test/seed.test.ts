// The demo data is deterministic, written once, kept on later starts, and leaves the schema as migrated.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_CHECK,
  INVENTORY_DAYS,
  INVENTORY_FK,
  SEARCH_NIGHTS_PK,
  topUpInventory,
} from '../src/db/inventory.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { hotelGroups } from '../src/db/schema.ts';
import { buildDemoData, DEFAULT_SEED } from '../src/db/seed/generate.ts';
import { addDays } from '../src/lib/time.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

const TODAY = '2026-11-22';
const clock = () => new Date(`${TODAY}T03:00:00Z`); // 10:00 in Jakarta

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  const result = await prepareDatabase(test.database, { clock });
  expect(result?.seeded).toBe(true);
});
afterAll(async () => {
  await test?.destroy();
});

const firstHotels = (limit: number) =>
  test.database.rows<Record<string, unknown>>(sql`
    SELECT h.id, h.name, h.slug, h.star_rating, h.property_type, h.latitude, h.longitude, h.review_count,
           (SELECT json_agg(json_build_array(rt.name, rt.base_price, rt.total_allotment) ORDER BY rt.id)
              FROM room_types rt WHERE rt.hotel_id = h.id)::text AS rooms
      FROM hotels h ORDER BY h.id LIMIT ${limit}`);

describe('demo data generation', () => {
  it('is a pure function of the seed: two runs give identical data', () => {
    const a = buildDemoData({ seed: DEFAULT_SEED, today: TODAY });
    const b = buildDemoData({ seed: DEFAULT_SEED, today: TODAY });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // Hotels do not depend on the day of seeding (only promotion periods and bookings do).
    const later = buildDemoData({ seed: DEFAULT_SEED, today: addDays(TODAY, 45) });
    expect(later.hotels).toEqual(a.hotels);
    expect(later.roomTypes).toEqual(a.roomTypes);
    const other = buildDemoData({ seed: DEFAULT_SEED + 1, today: TODAY });
    expect(other.hotels.slice(0, 20).map((h) => h.name)).not.toEqual(
      a.hotels.slice(0, 20).map((h) => h.name),
    );
  });

  it('writes exactly what a fresh generation produces (same first hotels, rooms and ids)', async () => {
    const expected = buildDemoData({ seed: DEFAULT_SEED, today: TODAY });
    const rows = await firstHotels(25);
    expect(
      rows.map((r) => [r.id, r.name, r.slug, r.star_rating, r.property_type, r.latitude, r.longitude]),
    ).toEqual(
      expected.hotels
        .slice(0, 25)
        .map((h) => [h.id, h.name, h.slug, h.starRating, h.propertyType, h.latitude, h.longitude]),
    );
    for (const row of rows) {
      const rooms = expected.roomTypes
        .filter((rt) => rt.hotelId === row.id)
        .map((rt) => [rt.name, rt.basePrice, rt.totalAllotment]);
      expect(JSON.parse(String(row.rooms))).toEqual(rooms);
    }
  });
});

describe('seeding', () => {
  it('happens once: later starts keep the data', async () => {
    await test.database.rows(sql`UPDATE hotels SET name = name || ' (renamed)' WHERE id = 1`);
    const again = await prepareDatabase(test.database, { clock });
    expect(again?.seeded).toBe(false);
    const [row] = await test.database.rows<{ name: string; n: number }>(
      sql`SELECT name, (SELECT count(*)::int FROM hotels) AS n FROM hotels WHERE id = 1`,
    );
    expect(row?.name).toMatch(/\(renamed\)$/);
    expect(row?.n).toBe(buildDemoData({ today: TODAY }).hotels.length);
    const meta = await test.database.rows<{ key: string; value: string }>(
      sql`SELECT key, value FROM meta ORDER BY key`,
    );
    expect(Object.fromEntries(meta.map((m) => [m.key, m.value]))).toMatchObject({
      seed_version: 'nusa-demo-1',
      seeded_on: TODAY,
    });
  });

  it('restores the inventory constraints after the bulk load', async () => {
    const constraints = await test.database.rows<{ conname: string; convalidated: boolean }>(sql`
      SELECT conname, convalidated FROM pg_constraint WHERE conrelid = 'room_inventory'::regclass ORDER BY conname`);
    expect(constraints.map((c) => c.conname)).toEqual(
      expect.arrayContaining([INVENTORY_CHECK, INVENTORY_FK]),
    );
    expect(constraints.every((c) => c.convalidated)).toBe(true);
    // search_nights is filled in bulk too: its key is back and the trigger that keeps it in step is on.
    const [key] = await test.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pg_constraint
       WHERE conrelid = 'search_nights'::regclass AND conname = ${SEARCH_NIGHTS_PK} AND contype = 'p'`);
    expect(Number(key?.n)).toBe(1);
    const triggers = await test.database.rows<{ tgname: string; tgenabled: string }>(sql`
      SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'room_inventory'::regclass AND NOT tgisinternal`);
    expect(triggers.length).toBeGreaterThanOrEqual(5);
    expect(triggers.every((tr) => tr.tgenabled === 'O')).toBe(true);
    const [counts] = await test.database.rows<{ inventory: number; nights: number }>(sql`
      SELECT (SELECT count(*)::int FROM room_inventory) AS inventory, (SELECT count(*)::int FROM search_nights) AS nights`);
    expect(Number(counts?.nights)).toBe(Number(counts?.inventory));
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [created] = await test.database.db
      .insert(hotelGroups)
      .values({
        name: 'Uji Coba',
        slug: 'uji-coba',
        searchText: 'uji coba',
        descriptionId: '-',
        descriptionEn: '-',
      })
      .returning({ id: hotelGroups.id });
    const [max] = await test.database.rows<{ max: number }>(
      sql`SELECT max(id)::int AS max FROM hotel_groups WHERE slug <> 'uji-coba'`,
    );
    expect(created?.id).toBe((max?.max ?? 0) + 1);
  });

  it('extends the rolling inventory window as days pass', async () => {
    const count = async () =>
      (
        await test.database.rows<{ last: string; n: number }>(
          sql`SELECT max(date)::text AS last, count(*)::int AS n FROM room_inventory`,
        )
      )[0];
    const before = await count();
    expect(before?.last).toBe(addDays(TODAY, INVENTORY_DAYS - 1));
    await topUpInventory(test.database, addDays(TODAY, 3));
    const after = await count();
    expect(after?.last).toBe(addDays(TODAY, INVENTORY_DAYS + 2));
    const [rooms] = await test.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM room_types`);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(3 * (rooms?.n ?? 0));
    await topUpInventory(test.database, addDays(TODAY, 3));
    expect((await count())?.n).toBe(after?.n);
  });
});
