// Result cache for hotel searches and facets: identical criteria (the same destination, stay, guests, sort,
// filters, page and language) are answered from memory while nothing they were computed from has changed.
//
// Correctness does not rest on a TTL. Migration 0003 keeps a counter (`search_versions`) that every write to
// the tables a search reads bumps in the writer's own transaction (statement-level triggers on hotels, room
// types, room inventory, room holds, badges, photos, facilities and places), so it changes exactly when a
// committed write becomes visible, whichever API instance or script made it. Before answering, a request reads
// the counter with a check that started after the request arrived (concurrent requests share one such check),
// and uses an entry only when it was computed at that version. The search itself runs after that read, so an
// entry never holds data older than its version. The one change no write announces, a room hold expiring, is
// covered by the earliest expiry among unexpired holds, read with the counter: an entry is used only before it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { markReusable } from '../../http/reusable-body.ts';

interface State {
  version: string;
  /** Epoch ms of the earliest expiry among holds unexpired at the check (Infinity without any). */
  nextExpiry: number;
}

interface Entry {
  version: string;
  validUntil: number;
  value: unknown;
}

/**
 * Entries kept (least recently used out first). A page of 20 hotel cards is about 17 KB of JSON plus its
 * compressed copies, so at most some 40 MB.
 */
const MAX_ENTRIES = 1000;

export class SearchCache {
  readonly #database: Database;
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, { version: string; validUntil: number; promise: Promise<unknown> }>();
  #inflight: Promise<State> | null = null;
  #queued: Promise<State> | null = null;
  hits = 0;
  misses = 0;

  constructor(database: Database) {
    this.#database = database;
  }

  async #read(now: Date): Promise<State> {
    const [row] = await this.#database.rows<{
      version: string | number;
      next_expiry: string | Date | null;
    }>(sql`
      SELECT v.version::text AS version,
             (SELECT min(rh.expires_at) FROM room_holds rh WHERE rh.expires_at > ${now.toISOString()}::timestamptz)
               AS next_expiry
        FROM search_versions v WHERE v.id = 1`);
    if (!row) throw new Error('search_versions has no row (migration 0003)');
    return {
      version: String(row.version),
      nextExpiry: row.next_expiry === null ? Number.POSITIVE_INFINITY : new Date(row.next_expiry).getTime(),
    };
  }

  /**
   * The state as of a check that started after this call: the one in flight started earlier, so callers
   * arriving during it share the next one.
   */
  #state(now: () => Date): Promise<State> {
    if (!this.#inflight) {
      // Started on the next turn of the event loop, so every request read from the sockets in this one shares
      // it (PGlite runs queries on this thread: without the wait, each request would finish its own check
      // before the next request is even parsed).
      const check = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.#read(now()))
        .finally(() => {
          if (this.#inflight === check) this.#inflight = null;
        });
      this.#inflight = check;
      return check;
    }
    if (!this.#queued) {
      const after = this.#inflight.then(
        () => undefined,
        () => undefined,
      );
      this.#queued = after.then(() => {
        this.#queued = null;
        return this.#state(now);
      });
    }
    return this.#queued;
  }

  /** The cached value for `key`, or `compute()`'s (then cached). Errors are not cached. */
  async get<T extends object>(key: string, now: () => Date, compute: () => Promise<T>): Promise<T> {
    const state = await this.#state(now);
    const entry = this.#entries.get(key);
    const at = now().getTime();
    if (entry && entry.version === state.version && at < entry.validUntil) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.hits++;
      return entry.value as T;
    }
    this.misses++;
    // The same search already being computed at this version is shared (a popular search whose entry was just
    // invalidated is computed once, not once per waiting request): no write came between its check and ours.
    const pending = this.#pending.get(key);
    if (pending && pending.version === state.version && at < pending.validUntil) {
      return (await pending.promise) as T;
    }
    // Answered as bytes serialized and compressed once (src/http/reusable-body.ts): never mutated after this.
    const promise = compute().then((value) => markReusable(value));
    const mine = { version: state.version, validUntil: state.nextExpiry, promise };
    this.#pending.set(key, mine);
    let value: T;
    try {
      value = await promise;
    } finally {
      if (this.#pending.get(key) === mine) this.#pending.delete(key);
    }
    this.#entries.delete(key);
    this.#entries.set(key, { version: state.version, validUntil: state.nextExpiry, value });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

const caches = new WeakMap<Database, SearchCache>();

/** One cache per database (tests open many). */
export function searchCacheFor(database: Database): SearchCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new SearchCache(database);
    caches.set(database, cache);
  }
  return cache;
}

/** A stable key for criteria: object keys sorted, so `{a, b}` and `{b, a}` are the same search. */
export function criteriaKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
    return v;
  });
}
