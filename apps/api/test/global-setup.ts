// Once per `vitest run`: names this run, so the seeded database templates the test files build (helpers.ts) are
// shared by this run's files only and dropped at its end. A template is never reused by a later run: the demo
// data follows the code, and a stale copy would test yesterday's seed.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { processAlive } from '../src/db/data-dir-lock.ts';

const TEST_DIR = resolve(import.meta.dirname, '..', '.data-test');
const RUN = /^run-(\d+)-[a-z0-9]+$/;
const TEMPLATE_DB = /^nusa_tpl_(\d+)_[a-z0-9]+_/;

declare module 'vitest' {
  interface ProvidedContext {
    /** `<pid>-<time>`: names this run's seeded templates. */
    testRun: string;
  }
}

/** PostgreSQL template databases of this run, or of runs whose process is gone (killed before their teardown). */
async function dropTemplates(url: string, ofRun: (name: string) => boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'nusa\\_tpl\\_%'`,
    );
    for (const { datname } of rows) {
      if (!ofRun(datname)) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  project.provide('testRun', run);
  const stale = (pid: string | undefined) => pid !== undefined && !processAlive(Number(pid));
  if (existsSync(TEST_DIR)) {
    for (const entry of readdirSync(TEST_DIR)) {
      if (stale(RUN.exec(entry)?.[1])) rmSync(join(TEST_DIR, entry), { recursive: true, force: true });
    }
  }
  const url = process.env.DATABASE_URL;
  if (url) await dropTemplates(url, (name) => stale(TEMPLATE_DB.exec(name)?.[1]));
  return async () => {
    rmSync(join(TEST_DIR, `run-${run}`), { recursive: true, force: true });
    const prefix = `nusa_tpl_${run.replace('-', '_')}_`;
    if (url) await dropTemplates(url, (name) => name.startsWith(prefix));
  };
}
