// Start-up of the database: apply migrations, seed the demo data on the first run, and extend the rolling
// room inventory. Runs under a database-wide lock so several API instances starting together on one
// PostgreSQL server do not migrate or seed twice.
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, jakartaToday, systemClock } from '../lib/time.ts';
import type { Database } from './database.ts';
import { topUpInventory } from './inventory.ts';
import { type SeedResult, seedIfEmpty } from './seed/seed.ts';

export interface PrepareOptions {
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  clock?: Clock;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Benchmarks: more hotels per destination (see buildDemoData) and a shorter inventory window. */
  demoData?: { scale?: number; inventoryDays?: number };
}

export async function prepareDatabase(
  database: Database,
  options: PrepareOptions = {},
): Promise<SeedResult | undefined> {
  const today = jakartaToday(options.clock ?? systemClock);
  return database.withLock('nusa-stay:prepare-database', async () => {
    try {
      await database.migrate();
    } catch (error) {
      // Before the first release the baseline migration may still be regenerated; a development database made
      // by an older build then no longer matches it.
      throw new Error(
        `Database migration failed on ${database.kind} (${database.location}). If this database was created by an ` +
          'older development build, delete the data folder (API_DATA_DIR) or recreate the database. Cause: ' +
          (error instanceof Error ? error.message : String(error)),
        { cause: error },
      );
    }
    let result: SeedResult | undefined;
    if (options.seed !== false) {
      result = await seedIfEmpty(database, { today, ...options.demoData });
      if (result.seeded) {
        options.log?.info({ counts: result.counts, ms: result.ms }, `demo data seeded (${result.version})`);
      }
    }
    await topUpInventory(database, today, options.demoData?.inventoryDays);
    return result;
  });
}
