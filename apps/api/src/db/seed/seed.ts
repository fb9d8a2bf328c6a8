// Writes the demo data set (seed/generate.ts) into an empty, migrated database, in one transaction: a crash
// half-way leaves nothing behind and the next start seeds again. The `meta` table records the seed version,
// so later runs keep the data (and whatever members did with it).
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/password.ts';
import type { Database, Db } from '../database.ts';
import { generateInventory } from '../inventory.ts';
import * as schema from '../schema.ts';
import { writeAccountDemo } from './account-demo.ts';
import { writeCheckoutDemo } from './checkout-demo.ts';
import { DEMO_PASSWORD } from './data/marketing.ts';
import { buildDemoData, DEFAULT_SEED, type DemoData } from './generate.ts';

/** Bump when the demo data changes shape; a database seeded with another version is left alone. */
const SEED_VERSION = 'nusa-demo-1';

export interface SeedResult {
  seeded: boolean;
  version: string;
  counts?: Record<string, number>;
  ms?: number;
}

async function insertAll(tx: Db, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  // PostgreSQL's protocol allows 65535 parameters per statement.
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

const IDENTITY_TABLES: PgTable[] = [
  schema.holidays,
  schema.menuProducts,
  schema.provinces,
  schema.cities,
  schema.areas,
  schema.pois,
  schema.popularDestinations,
  schema.hotelGroups,
  schema.facilities,
  schema.hotels,
  schema.hotelPhotos,
  schema.roomTypes,
  schema.hotelBadges,
  schema.members,
  schema.socialIdentities,
  schema.reviews,
  schema.landingPages,
  schema.activities,
  schema.favorites,
  schema.cartItems,
  schema.bookings,
  schema.bookingItems,
];

async function readSeedVersion(database: Database): Promise<string | undefined> {
  const rows = await database.db.select().from(schema.meta).where(eq(schema.meta.key, 'seed_version'));
  return rows[0]?.value;
}

async function writeDemoData(
  tx: Db,
  data: DemoData,
  passwordHash: string,
  options: { inventoryDays?: number } = {},
): Promise<void> {
  const { members, ...rest } = data;
  await insertAll(tx, schema.holidays, rest.holidays);
  await insertAll(tx, schema.menuProducts, rest.menuProducts);
  await insertAll(tx, schema.provinces, rest.provinces);
  await insertAll(tx, schema.cities, rest.cities);
  await insertAll(tx, schema.areas, rest.areas);
  await insertAll(tx, schema.pois, rest.pois);
  await insertAll(tx, schema.popularDestinations, rest.popularDestinations);
  await insertAll(tx, schema.hotelGroups, rest.hotelGroups);
  await insertAll(tx, schema.facilities, rest.facilities);
  await insertAll(tx, schema.hotels, rest.hotels);
  await insertAll(tx, schema.hotelPhotos, rest.hotelPhotos);
  await insertAll(tx, schema.hotelFacilities, rest.hotelFacilities);
  await insertAll(tx, schema.roomTypes, rest.roomTypes);
  await insertAll(tx, schema.hotelBadges, rest.hotelBadges);
  await insertAll(
    tx,
    schema.members,
    members.map(({ password, ...m }) => ({ ...m, passwordHash: password ? passwordHash : null })),
  );
  await insertAll(tx, schema.socialIdentities, rest.socialIdentities);
  await insertAll(tx, schema.landingPages, rest.landingPages);
  await insertAll(tx, schema.carts, rest.carts);
  await insertAll(tx, schema.cartItems, rest.cartItems);
  await insertAll(tx, schema.bookings, rest.bookings);
  await insertAll(tx, schema.bookingItems, rest.bookingItems);
  await insertAll(tx, schema.payments, rest.payments);
  await insertAll(tx, schema.reviews, rest.reviews);
  await insertAll(tx, schema.landingPageHotels, rest.landingPageHotels);
  await insertAll(tx, schema.activities, rest.activities);
  await insertAll(tx, schema.favorites, rest.favorites);

  // Rows were inserted with explicit ids (deterministic); move each identity past them.
  for (const table of IDENTITY_TABLES) {
    const name = getTableName(table);
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((SELECT max(id) FROM "${name}"), 0) + 1, false)`,
      ),
    );
  }
  // Hotel ratings come from their reviews: the average of the four 1-5 points, on the same 1-5 scale.
  await tx.execute(sql`
    UPDATE hotels AS h
       SET review_count = s.cnt, review_score = s.score
      FROM (SELECT hotel_id, count(*)::int AS cnt,
                   round(avg((cleanliness + comfort + services + value_for_money) / 4.0), 1)::float8 AS score
              FROM reviews GROUP BY hotel_id) AS s
     WHERE s.hotel_id = h.id`);
  await generateInventory(tx, data.today, options.inventoryDays);
  await writeCheckoutDemo(tx, data.today);
  await writeAccountDemo(tx, data.today);
}

/**
 * Seeds the demo data when the database has none. Returns quickly (seeded: false) when a seed version is
 * already recorded.
 */
export async function seedIfEmpty(
  database: Database,
  options: {
    today: string;
    seed?: number;
    force?: boolean;
    /** Hotels per destination multiplier (benchmarks); see buildDemoData. */
    scale?: number;
    /** Days of room inventory from today (default INVENTORY_DAYS). */
    inventoryDays?: number;
  },
): Promise<SeedResult> {
  const existing = await readSeedVersion(database);
  if (existing && !options.force) return { seeded: false, version: existing };
  const started = performance.now();
  const data = buildDemoData({
    seed: options.seed ?? DEFAULT_SEED,
    today: options.today,
    scale: options.scale,
  });
  // One hash for all demo members: they share the documented demo password, and hashing each would cost
  // ~20 ms apiece on every fresh test database for no benefit.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.transaction(async (tx) => {
    await writeDemoData(tx, data, passwordHash, { inventoryDays: options.inventoryDays });
    const facts = {
      seed_version: SEED_VERSION,
      seed: String(data.seed),
      seeded_on: data.today,
      seeded_at: new Date().toISOString(),
      ...(options.scale && options.scale !== 1 ? { seed_scale: String(options.scale) } : {}),
    };
    for (const [key, value] of Object.entries(facts)) {
      await tx
        .insert(schema.meta)
        .values({ key, value })
        .onConflictDoUpdate({ target: schema.meta.key, set: { value, updatedAt: new Date() } });
    }
  });
  const counts = Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => Array.isArray(v))
      .map(([k, v]) => [k, (v as unknown[]).length]),
  );
  return { seeded: true, version: SEED_VERSION, counts, ms: Math.round(performance.now() - started) };
}
