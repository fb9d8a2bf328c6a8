// drizzle-kit reads the schema and writes SQL migrations into src/db/migrations (committed). The server applies
// them at start-up with drizzle's migrator, the same files on PGlite and on PostgreSQL.
// Regenerate after changing src/db/schema.ts: `pnpm --filter @nusa/api run db:generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
