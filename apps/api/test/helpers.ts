// Test harness: every test file gets its own fresh database — PGlite in a temporary folder, or, when
// DATABASE_URL is set, a new PostgreSQL database created for the file and dropped afterwards — and an
// in-process app (`app.inject`). Generated pictures are shared between files (they never change).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { API_ROOT } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';

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
    const { PGlite } = await import('@electric-sql/pglite');
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

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes it (folder or PostgreSQL database). */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'nusa-api-test-'));
    let database: Database;
    try {
      database = await openDatabase({ dataDir: join(dir, 'pglite'), pgliteTemplate: await pgliteTemplate() });
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
  const name = `nusa_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 5 });
  return {
    database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const test = await createTestDatabase();
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
