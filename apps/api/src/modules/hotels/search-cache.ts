// Result cache for hotel searches and facets: identical criteria (the same destination, stay, guests, sort,
// filters, page and language) are answered from memory while nothing they were computed from has changed.
//
// Correctness does not rest on a TTL. Migration 0003 keeps a counter (`search_versions`) that every write to
// the tables a search reads bumps in the writer's own transaction (statement-level triggers on hotels, room
// types, room inventory, room holds, badges, photos, facilities and places), so it changes exactly when a
// committed write becomes visible, whichever API instance or script made it. An entry is used only when it was
// computed at the current version. The search itself runs after the version was read, so an entry never holds
// data older than its version. The one change no write announces, a room hold expiring, is covered by the
// earliest expiry among unexpired holds, read with the counter: an entry is used only before it.
//
// How the current version is known. Since migration 0004 every bump also NOTIFYs the new version on channel
// `search_versions`; the cache LISTENs (Database.listen: its own connection on PostgreSQL, reconnected with
// backoff) and keeps the last version it read, so a cache hit needs no database round trip:
// - The version is read (with the next hold expiry) once LISTEN is active and again whenever a notification
//   announces a newer version or the next hold expiry passes; requests arriving meanwhile share that read.
//   A read is kept only if listening was active when it started and stayed so throughout (same connection):
//   any commit after its snapshot is then announced to us, either before the read returns (the read is
//   superseded at once, since the announced version is newer) or after.
// - Notifications arrive in commit order (bumps are serialized by the counter row's lock) and only after the
//   commit, so what we hold is at worst the version before a commit whose notification is still on its way.
//   That is the staleness window: the NOTIFY delivery delay, milliseconds after the commit (on PGlite none:
//   the notification is handled before the committing statement returns). A search answered in that window
//   shows availability as it was just before the write, which a search result may do anyway (the next click
//   can race another guest). Booking must never rely on it: the rooms endpoint (GET /api/hotels/v2/{param})
//   and the hotel detail price from room_inventory and room_holds directly (roomOffersSql) without this cache.
//   Carts check availability and take room_holds inside their own transaction (carts/holds.ts), never from a
//   search answer. The search index (search-index.ts) answers a miss only from a snapshot at least as new as the
//   version the answer is stored under, so it adds no staleness of its own.
// - Whenever notifications cannot be trusted (LISTEN not yet active, connection lost until it is re-established,
//   a payload we cannot read, listening disabled), every request falls back to reading the version itself
//   (one round trip shared by the requests of an event-loop turn), as before migration 0004: results of
//   unknown staleness are never served.
import { sql } from 'drizzle-orm';
import { isMemoizedBody } from '../../contract/routes.ts';
import type { Database, Listener } from '../../db/database.ts';
import { SeenBefore } from '../../lib/seen-before.ts';

interface State {
  version: string;
  /** Epoch ms of the earliest expiry among holds unexpired at the check (Infinity without any). */
  nextExpiry: number;
}

export interface SearchCacheOptions {
  /** Follow search_versions through LISTEN/NOTIFY (default true); false checks the version on every request. */
  listen?: boolean;
  /**
   * Keep an answer only when its key was asked for before (default true): see `get`. False keeps every answer
   * (tests of the version rules, where each answer should be kept the first time).
   */
  oneOffsNotKept?: boolean;
}

/** The channel migration 0004's trigger function notifies. */
const SEARCH_VERSIONS_CHANNEL = 'search_versions';

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
  #listenEnabled: boolean;
  /** Keys asked for before (fingerprints only), or null when every answer is kept. */
  readonly #doorkeeper: SeenBefore | null;
  #listener: Listener | null = null;
  /** LISTEN is active on the current connection. */
  #listening = false;
  /** Changes whenever the channel's continuity is broken (connect, loss, unreadable payload). */
  #epoch = 0;
  /** Highest version announced on the channel since LISTEN became active. */
  #announced = -1n;
  /** The last state read while listening: current until a newer version is announced or a hold expires. */
  #known: (State & { number: bigint }) | null = null;
  hits = 0;
  misses = 0;
  /** Computed answers not kept because their key had not been asked for before. */
  oneOffs = 0;
  /** Round trips made to read the version (what cache hits avoid while listening). */
  versionReads = 0;

  constructor(database: Database, options: SearchCacheOptions = {}) {
    this.#database = database;
    this.#listenEnabled = options.listen ?? true;
    this.#doorkeeper = (options.oneOffsNotKept ?? true) ? new SeenBefore() : null;
  }

  /** True while notifications are trusted, i.e. hits need no round trip. */
  get listening(): boolean {
    return this.#listening;
  }

  #startListening(): void {
    if (this.#listener || !this.#listenEnabled) return;
    const lost = () => {
      this.#listening = false;
      this.#known = null;
      this.#epoch++;
    };
    try {
      this.#listener = this.#database.listen(SEARCH_VERSIONS_CHANNEL, {
        onListening: () => {
          this.#epoch++;
          this.#known = null;
          this.#announced = -1n;
          this.#listening = true;
        },
        onLost: lost,
        onNotification: (payload) => {
          let version: bigint;
          try {
            version = BigInt(payload);
          } catch {
            lost();
            // Still connected: a fresh read (started from now on) can be trusted again.
            this.#listening = true;
            return;
          }
          if (version > this.#announced) this.#announced = version;
        },
      });
    } catch {
      // Database closed or listening unsupported: per-request checks.
      this.#listenEnabled = false;
    }
  }

  /** The state known without a round trip, or null when it has to be read. */
  #current(at: number): State | null {
    const known = this.#known;
    if (!known || !this.#listening) return null;
    if (this.#announced > known.number || at >= known.nextExpiry) return null;
    return known;
  }

  async #read(now: Date): Promise<State> {
    const epoch = this.#epoch;
    const trusted = this.#listening;
    this.versionReads++;
    const [row] = await this.#database.rows<{
      version: string | number;
      next_expiry: string | Date | null;
    }>(sql`
      SELECT v.version::text AS version,
             (SELECT min(rh.expires_at) FROM room_holds rh WHERE rh.expires_at > ${now.toISOString()}::timestamptz)
               AS next_expiry
        FROM search_versions v WHERE v.id = 1`);
    if (!row) throw new Error('search_versions has no row (migration 0003)');
    const state = {
      version: String(row.version),
      nextExpiry: row.next_expiry === null ? Number.POSITIVE_INFINITY : new Date(row.next_expiry).getTime(),
    };
    // Kept only when every commit after this read's snapshot is sure to be announced: LISTEN was already
    // active when the read started and the connection has not changed since.
    if (trusted && this.#listening && epoch === this.#epoch) {
      const number = BigInt(state.version);
      if (!this.#known || number >= this.#known.number) this.#known = { ...state, number };
    }
    return state;
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

  /**
   * The cached value for `key`, or `compute(version)`'s (then cached), `version` being the search version the
   * answer will be kept under (the in-process search index answers only when its snapshot is that new).
   * Errors are not cached.
   *
   * An answer is kept only when its key was asked for before (at any version, as far as the doorkeeper
   * remembers: SeenBefore), so a search asked for once is computed and not kept. Most computed searches are
   * such one-offs (dates, guests and filters vary), and each kept answer outlived young-generation collection
   * only to be evicted a second later: promoted with its bytes, freed only by a full collection (API README,
   * "One-off searches are not kept"). The price: a search's second asking is computed once more. Keys
   * remembered across versions mean a popular search is kept again as soon as it is recomputed after a write.
   */
  async get<T extends object>(
    key: string,
    now: () => Date,
    compute: (version: string) => Promise<T>,
  ): Promise<T> {
    this.#startListening();
    const state = this.#current(now().getTime()) ?? (await this.#state(now));
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
    const promise = compute(state.version);
    const mine = { version: state.version, validUntil: state.nextExpiry, promise };
    this.#pending.set(key, mine);
    let value: T;
    try {
      value = await promise;
    } finally {
      if (this.#pending.get(key) === mine) this.#pending.delete(key);
    }
    this.#entries.delete(key);
    if (this.#doorkeeper && !this.#doorkeeper.check(key)) {
      this.oneOffs++;
      return value;
    }
    this.#entries.set(key, { version: state.version, validUntil: state.nextExpiry, value });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every kept answer and every search asked for. */
  clear(): void {
    this.#entries.clear();
    this.#doorkeeper?.clear();
  }

  /** Stops listening (the database's close() does it too); later requests check the version themselves. */
  async close(): Promise<void> {
    this.#listenEnabled = false;
    const listener = this.#listener;
    this.#listener = null;
    await listener?.close();
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
function criteriaKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
    return v;
  });
}

/** Keys of memoized criteria (deep-frozen, so their key cannot change), per operation and language. */
const memoizedKeys = new WeakMap<object, Map<string, string>>();

/**
 * The cache key of a search or facets request: criteriaKey({ op, lang, pricing, body }), `pricing` being whom the
 * prices are for (member or guest: issue 13's member rates), so one is never answered the other's prices.
 * Criteria that came from the memo of validated bodies (src/contract/routes.ts: the same JSON text as an earlier
 * request, deep-frozen) keep their key with the object, so a repeated search does not serialize its criteria again.
 */
export function searchKey(op: string, lang: string, member: boolean, body: object): string {
  const pricing = member ? 'member' : 'guest';
  if (!isMemoizedBody(body)) return criteriaKey({ op, lang, pricing, body });
  let keys = memoizedKeys.get(body);
  if (!keys) {
    keys = new Map();
    memoizedKeys.set(body, keys);
  }
  const which = `${op} ${lang} ${pricing}`;
  let key = keys.get(which);
  if (key === undefined) {
    key = criteriaKey({ op, lang, pricing, body });
    keys.set(which, key);
  }
  return key;
}
