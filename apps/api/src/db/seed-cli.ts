// `pnpm --filter @nusa/api run seed [--reset] [--seed <n>]`: migrates and seeds the configured database
// (PGlite in API_DATA_DIR, or DATABASE_URL) without starting the server, and renders the demo pictures.
// An already seeded database is left alone, unless --reset empties every table first (all data is lost).
import { parseArgs } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../config.ts';
import { jakartaToday } from '../lib/time.ts';
import { generateMedia } from '../media/generate.ts';
import { openDatabase } from './database.ts';
import { topUpInventory } from './inventory.ts';
import * as schema from './schema.ts';
import { seedIfEmpty } from './seed/seed.ts';

const { values } = parseArgs({
  // `pnpm run seed -- --reset` passes the separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { reset: { type: 'boolean', default: false }, seed: { type: 'string' } },
});
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  const today = jakartaToday();
  const result = await database.withLock('nusa-stay:prepare-database', async () => {
    await database.migrate();
    if (values.reset) {
      const tables = Object.values(schema).flatMap((value) =>
        is(value, PgTable) ? [`"${getTableName(value)}"`] : [],
      );
      await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
    }
    const r = await seedIfEmpty(database, {
      today,
      seed: values.seed ? Number(values.seed) : undefined,
    });
    await topUpInventory(database, today);
    return r;
  });
  const media = await generateMedia(config.mediaDir);
  console.info(
    result.seeded
      ? `Seeded ${database.kind} (${database.location}) with ${result.version} in ${Math.round(performance.now() - started)} ms`
      : `Already seeded (${result.version}); nothing to do. Delete the data folder to reseed.`,
  );
  if (result.counts) console.info(result.counts);
  console.info(
    `Pictures: ${media.generated} rendered, ${media.skipped} already present (${config.mediaDir})`,
  );
} finally {
  await database.close();
}
