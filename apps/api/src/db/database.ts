// One query interface over two engines: PGlite (embedded, a data folder; the default) and PostgreSQL (a `pg`
// Pool; when DATABASE_URL is set). Handlers only see `Database`: the drizzle query builder (`db`) plus a
// raw-SQL helper (`rows`) whose results are normalized across both drivers.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives (a folder, `memory://`, or the connection URL without its password). */
  readonly location: string;
  /** The drizzle query builder, typed by the schema. */
  readonly db: Db;
  /** Runs one SQL statement built with drizzle's `sql` template and returns its rows. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Runs a script of several statements without parameters (seed data, maintenance). */
  exec(script: string): Promise<void>;
  /** Runs `fn` in a transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Applies pending migrations from src/db/migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a lock named `name` that other API instances on the same database also respect
   * (a PostgreSQL advisory lock). PGlite serves a single process, so there it simply runs `fn`.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Listens to `channel` (PostgreSQL LISTEN/NOTIFY) until the returned listener is closed, or the database is.
   * On PostgreSQL it uses its own connection outside the pool, reconnected with backoff when lost; the
   * handlers say when notifications can be relied on (`onListening`) and when some may have been missed
   * (`onLost`), so a caller never has to trust a silent channel.
   */
  listen(channel: string, handlers: ListenHandlers): Listener;
  close(): Promise<void>;
}

interface ListenHandlers {
  /** A notification on the channel (delivered after the notifying transaction committed). */
  onNotification(payload: string): void;
  /** LISTEN is active: every notification committed from now on will be delivered. */
  onListening(): void;
  /** Not listening (connection lost, not yet re-established, or closed): notifications may be missed. */
  onLost(error?: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** Channel names are interpolated into LISTEN, so only plain lower-case identifiers. */
function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder (created when missing) or `memory://`. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite only: a data-folder tarball (PGlite's dumpDataDir) to start a new folder from instead of running
   * initdb, about 1 s instead of 3 s. The tests use it for their many fresh databases.
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://', options.pgliteTemplate);
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const memory = dataDir.startsWith('memory://');
  const fresh = memory || !existsSync(join(dataDir, 'PG_VERSION'));
  if (!memory) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second process on it corrupts it (data-dir-lock.ts).
  const unlock = memory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(memory ? undefined : dataDir, {
      extensions: { pg_trgm },
      ...(fresh && template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  let closed = false;
  const listeners = new Set<Listener>();
  return {
    kind: 'pglite',
    location: dataDir,
    db: db as unknown as Db,
    async rows<T extends Record<string, unknown>>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    async exec(script: string) {
      await client.exec(script);
    },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    migrate: () => migratePglite(db, { migrationsFolder }),
    withLock: (_name, fn) => fn(),
    listen(channel, handlers) {
      checkChannel(channel);
      if (closed) throw new Error('database closed');
      // One in-process connection: it cannot drop, and PGlite hands notifications to listeners (in
      // microtasks) while it reads the committing statement's reply, before that statement's promise settles.
      let stopped = false;
      const subscribed = client
        .listen(channel, (payload) => {
          if (!stopped) handlers.onNotification(payload);
        })
        .then(
          (unlisten) => {
            if (!stopped) handlers.onListening();
            return unlisten;
          },
          (error: unknown) => {
            if (!stopped) handlers.onLost(error);
            return null;
          },
        );
      const listener: Listener = {
        async close() {
          if (stopped) return;
          stopped = true;
          listeners.delete(listener);
          handlers.onLost();
          const unlisten = await subscribed;
          if (unlisten && !closed) await unlisten().catch(() => {});
        },
      };
      listeners.add(listener);
      return listener;
    },
    async close() {
      if (closed) return;
      await Promise.all([...listeners].map((l) => l.close()));
      closed = true;
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // Every query here is short: JIT compilation (on by default since PostgreSQL 12, above a plan cost that a
    // city-wide search can reach) costs 40-50 ms per query and never pays back.
    options: '-c jit=off',
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const listeners = new Set<Listener>();
  return {
    kind: 'postgres',
    location: redactUrl(url),
    db: db as unknown as Db,
    async rows<T extends Record<string, unknown>>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    async exec(script: string) {
      await pool.query(script);
    },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    async withLock(name, fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock(hashtext($1))', [name]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
        lockClient.release();
      }
    },
    listen(channel, handlers) {
      checkChannel(channel);
      if (closed) throw new Error('database closed');
      const listener = listenPostgres(url, channel, handlers, () => listeners.delete(listener));
      listeners.add(listener);
      return listener;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

/** Reconnection delays: doubled from the first up to the last after each failed attempt. */
const LISTEN_RETRY_MS = [100, 10_000] as const;

/**
 * LISTEN on a dedicated pg.Client (a pooled connection would be handed to queries, and LISTEN belongs to a
 * session). Lost connections are retried with exponential backoff; `onListening` fires only once LISTEN has
 * completed on the new connection, so notifications sent while it was down are reported as possibly missed.
 */
function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  forget: () => void,
): Listener {
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay: number = LISTEN_RETRY_MS[0];

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, LISTEN_RETRY_MS[1]);
  };

  const connect = async () => {
    if (stopped) return;
    // TCP keep-alive, so a peer that vanished without closing the socket is eventually noticed as lost.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    current = client;
    let lost = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (stopped) return;
      handlers.onLost(error);
      retry();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('listen connection ended')));
    client.on('notification', (message) => {
      if (!lost && !stopped && message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (lost || stopped) {
      if (stopped) client.end().catch(() => {});
      return;
    }
    delay = LISTEN_RETRY_MS[0];
    handlers.onListening();
  };

  void connect();
  return {
    async close() {
      if (stopped) return;
      stopped = true;
      forget();
      if (timer) clearTimeout(timer);
      timer = null;
      handlers.onLost();
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners('notification');
        await client.end().catch(() => {});
      }
    },
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable url)';
  }
}
