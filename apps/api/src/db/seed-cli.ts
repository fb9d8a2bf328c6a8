// `pnpm --filter @nusa/api run seed [--force] [--seed <n>]`: migrates and seeds the configured database
// (PGlite in API_DATA_DIR, or DATABASE_URL) without starting the server, and renders the demo pictures.
// Without --force an already seeded database is left alone; --force seeds again on top (use it only on
// an empty database: delete the PGlite data folder, or drop and recreate the PostgreSQL database, first).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { jakartaToday } from '../lib/time.ts';
import { generateMedia } from '../media/generate.ts';
import { openDatabase } from './database.ts';
import { topUpInventory } from './inventory.ts';
import { seedIfEmpty } from './seed/seed.ts';

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, seed: { type: 'string' } },
});
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  const today = jakartaToday();
  const result = await database.withLock('nusa-stay:prepare-database', async () => {
    await database.migrate();
    const r = await seedIfEmpty(database, {
      today,
      force: values.force,
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
  console.info(`Pictures: ${media.generated} rendered, ${media.skipped} already present (${config.mediaDir})`);
} finally {
  await database.close();
}
