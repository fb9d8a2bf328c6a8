import { nodePreset } from '@nusa/vitest-config/node';
import { defineConfig } from 'vitest/config';

// Every test file has its own database (a PGlite folder, or a PostgreSQL database when DATABASE_URL is set),
// so files can run two at a time; seeding dominates their run time.
export default defineConfig(
  nodePreset({ testTimeout: 30000, hookTimeout: 120000, fileParallelism: true, maxWorkers: 2 }),
);
