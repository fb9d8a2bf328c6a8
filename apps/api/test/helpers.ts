// Test harness: every test file gets its own fresh database — PGlite in a temporary folder, or, when
// DATABASE_URL is set, a new PostgreSQL database created for the file and dropped afterwards — and an
// in-process app (`app.inject`). Generated pictures are shared between files (they never change).
//
// Seeding the demo data takes ~17 s of CPU (721,600 nights of room inventory), and nearly every file needs it.
// So a run seeds once per "today" and each file starts from a copy: a data-folder tarball on PGlite (~4 s to
// load), a template database on PostgreSQL (CREATE DATABASE … TEMPLATE, about a second). A copy is what a seed
// on that day writes, so the files see the same data; the copies belong to this run only (global-setup.ts).
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { API_ROOT } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { jakartaToday, systemClock } from '../src/lib/time.ts';

const TEST_DIR = resolve(API_ROOT, '.data-test');
export const TEST_MEDIA_DIR = resolve(TEST_DIR, 'media');

/**
 * An empty PGlite data folder as a tarball, made once and reused by every test file: loading it takes about
 * 1 s, running initdb about 3 s. Keyed by the PGlite version; written atomically (files run in parallel).
 */
async function pgliteTemplate(): Promise<Blob> {
  const manifest = join(API_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const file = join(TEST_DIR, `pglite-${version}-empty.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    mkdirSync(TEST_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Noon in Jakarta on `today`: a clock for seeding that day's data. */
const noonOf = (today: string) => () => new Date(`${today}T05:00:00Z`);

/**
 * Runs `build` in one test process of this run while the others wait for it: the first to create `lock` builds,
 * the rest poll until `ready()` says the result is there. Files of one run never outlive it, so a lock left by a
 * crashed build only stalls that run (which then fails on its hook timeout, saying so).
 */
async function once(lock: string, ready: () => boolean | Promise<boolean>, build: () => Promise<void>) {
  for (;;) {
    if (await ready()) return;
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(250);
      continue;
    }
    closeSync(fd);
    try {
      // Another process may have finished between our check and taking the lock.
      if (!(await ready())) await build();
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** This run's folder for its seeded PGlite tarballs (removed by global-setup.ts at the end of the run). */
function runDir(): string {
  const dir = join(TEST_DIR, `run-${inject('testRun')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A PGlite data folder seeded for `today`, as a tarball file, built by the first file of the run to ask. */
async function seededPgliteTemplate(today: string): Promise<Blob> {
  const file = join(runDir(), `seeded-${today}.tar`);
  await once(
    `${file}.lock`,
    () => existsSync(file),
    async () => {
      const work = mkdtempSync(join(tmpdir(), 'nusa-api-template-'));
      try {
        const folder = join(work, 'pglite');
        const database = await openDatabase({ dataDir: folder, pgliteTemplate: await pgliteTemplate() });
        try {
          await prepareDatabase(database, { clock: noonOf(today) });
        } finally {
          await database.close();
        }
        const client = await PGlite.create(folder, { extensions: { pg_trgm } });
        const dump = await client.dumpDataDir('none');
        await client.close();
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
        renameSync(tmp, file);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  );
  return openAsBlob(file);
}

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A PostgreSQL database seeded for `today`, to copy with CREATE DATABASE … TEMPLATE; returns its name. */
async function seededPostgresTemplate(url: string, today: string): Promise<string> {
  const name = `nusa_tpl_${inject('testRun').replace('-', '_')}_${today.replaceAll('-', '')}`;
  const exists = () =>
    withAdmin(url, async (admin) => {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return rowCount === 1;
    });
  // Built under another name and renamed when complete, so a file never copies a half-seeded template.
  await once(join(runDir(), `${name}.lock`), exists, async () => {
    const building = `${name}_b`;
    await withAdmin(url, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
    });
    const database = await openDatabase({ url: databaseUrl(url, building), poolSize: 2 });
    try {
      await prepareDatabase(database, { clock: noonOf(today) });
    } finally {
      await database.close();
    }
    await withAdmin(url, (admin) => admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  });
  return name;
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes it (folder or PostgreSQL database). */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Start from the demo data as seeded on this Jakarta date (a copy of this run's template) instead of an empty
   * database. Leave it out when the test is about seeding itself.
   */
  seededFor?: string;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = options.seededFor
      ? await seededPgliteTemplate(options.seededFor)
      : await pgliteTemplate();
    const dir = mkdtempSync(join(tmpdir(), 'nusa-api-test-'));
    let database: Database;
    try {
      database = await openDatabase({ dataDir: join(dir, 'pglite'), pgliteTemplate: template });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return {
      database,
      async destroy() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const template = options.seededFor ? await seededPostgresTemplate(url, options.seededFor) : undefined;
  const name = `nusa_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(url, async (admin) => {
    // Two files copying one template at the same moment: PostgreSQL refuses the second while the first copy
    // holds the template open, so it waits its turn.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
        await sleep(250);
      }
    }
  });
  const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 5 });
  return {
    database,
    async destroy() {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * The Jakarta date an app built with these options seeds its demo data for, or undefined when it would not
 * seed the standard data (seed off, or a benchmark's scaled data).
 */
export function seedDayOf(options: BuildAppOptions): string | undefined {
  const env = options.env ?? process.env;
  const seeds =
    options.seed ??
    options.config?.seedDemoData ??
    (env.SEED_DEMO_DATA !== 'false' && env.SEED_DEMO_DATA !== '0');
  if (!seeds || options.demoData) return undefined;
  return jakartaToday(options.clock ?? systemClock);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const test = await createTestDatabase({ seededFor: seedDayOf(options) });
  try {
    const app = await buildApp({
      env: { ...process.env, NODE_ENV: 'test' },
      logger: false,
      responseValidation: 'throw',
      ...options,
      database: test.database,
      config: {
        mediaDir: TEST_MEDIA_DIR,
        webDist: join(tmpdir(), 'nusa-no-web-dist'),
        ...options.config,
      },
    });
    return {
      app,
      database: test.database,
      async close() {
        await app.close();
        await test.destroy();
      },
    };
  } catch (error) {
    await test.destroy();
    throw error;
  }
}

/** Parses a JSON response and fails loudly with the body when the status is not the expected one. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.statusCode}: ${response.body.slice(0, 2000)}`);
  }
  return response.json() as T;
}

export function get(app: FastifyInstance, url: string, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'GET', url, headers });
}
