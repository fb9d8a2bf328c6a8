import { nodePreset } from '@nusa/vitest-config/node';
import { defineConfig } from 'vitest/config';

// Every test file has its own database (a PGlite folder, or a PostgreSQL database when DATABASE_URL is set),
// so files can run two at a time. Most start from a copy of demo data seeded once per run (test/helpers.ts);
// global-setup.ts names the run and removes those copies at its end.
export default defineConfig(
  nodePreset({
    testTimeout: 30000,
    hookTimeout: 120000,
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['./test/global-setup.ts'],
  }),
);
