// Idempotency-Key (components/common.yaml#/IdempotencyKey): a POST retried with the same key and body within 24
// hours gets the answer of the first, and nothing is created twice; the same key with another body is refused
// (422 idempotency_key_reused).
//
// The key is claimed by inserting its row in the very transaction that does the work, and the answer is stored
// in that row before it commits. A concurrent request with the same key blocks on that uncommitted row (the
// primary key's unique check waits for the inserting transaction) until it commits, then reads the stored answer;
// if the first transaction fails instead (a 409, a crash), its row goes with it and the waiting request does the
// work itself. So 50 identical requests at once create one resource and get 50 identical answers, with no
// polling, on PostgreSQL and on PGlite alike. Refusals (4xx) are not stored: nothing was created, and a retry
// may succeed (rooms freed in the meantime).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import type { Lang } from '../../http/i18n.ts';
import { cartError } from './messages.ts';
import { type Run, runIn } from '../../db/run.ts';

const KEY_TTL_MS = 24 * 3_600_000;

export interface Answer<B> {
  status: number;
  body: B;
}

/** JSON with object keys sorted, so the same body always hashes the same whatever order its keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Runs `work` in a transaction, once per (scope, key): `scope` names the operation and the member (keys are the
 * client's, so two members may pick the same), `request` is what must be the same for a retry (the validated
 * body). Without a key, `work` simply runs in a transaction. The answer of a stored run is exactly what the first
 * request got (its body as stored).
 */
export async function idempotent<B>(
  database: Database,
  options: { scope: string; key: string | undefined; request: unknown; now: Date; lang: Lang },
  work: (tx: Db, run: Run) => Promise<Answer<B>>,
): Promise<Answer<B>> {
  const { scope, key, now, lang } = options;
  if (!key) return database.transaction((tx) => work(tx, runIn(tx)));
  const hash = createHash('sha256').update(canonical(options.request)).digest('base64url');
  for (let attempt = 0; ; attempt++) {
    const outcome = await database.transaction(async (tx): Promise<Answer<B> | 'gone'> => {
      const run = runIn(tx);
      // An expired key is taken over as if it were new (housekeeping deletes such rows hourly).
      const claimed = await run(sql`
        INSERT INTO idempotency_keys (key, scope, request_hash, created_at, expires_at)
        VALUES (${key}, ${scope}, ${hash}, ${now.toISOString()}::timestamptz,
                ${new Date(now.getTime() + KEY_TTL_MS).toISOString()}::timestamptz)
        ON CONFLICT (scope, key) DO UPDATE
          SET request_hash = excluded.request_hash, response_status = NULL, response_body = NULL,
              created_at = excluded.created_at, expires_at = excluded.expires_at
          WHERE idempotency_keys.expires_at <= excluded.created_at
        RETURNING 1 AS claimed`);
      if (claimed.length === 0) {
        const [stored] = await run<{
          request_hash: string;
          response_status: number | null;
          response_body: B | null;
        }>(sql`SELECT request_hash, response_status, response_body FROM idempotency_keys
                WHERE scope = ${scope} AND key = ${key}`);
        // Deleted between the two statements (housekeeping of an expired key): claim it again.
        if (!stored) return 'gone';
        if (stored.request_hash !== hash) {
          throw cartError(422, 'idempotency_key_reused', 'idempotency_key_reused', { lang });
        }
        // Only a committed run is visible here, and a run commits with its answer: a missing one is a row
        // written by something else, never replayed.
        if (stored.response_status === null) {
          throw cartError(409, 'idempotency_key_busy', 'idempotency_key_busy', { lang });
        }
        return { status: stored.response_status, body: stored.response_body as B };
      }
      const answer = await work(tx, run);
      // The first request answers the body as stored too, so every answer to the key is the same bytes.
      const [saved] = await run<{ response_body: B }>(sql`
        UPDATE idempotency_keys SET response_status = ${answer.status},
               response_body = ${JSON.stringify(answer.body)}::jsonb
         WHERE scope = ${scope} AND key = ${key}
        RETURNING response_body`);
      return { status: answer.status, body: saved ? saved.response_body : answer.body };
    });
    if (outcome !== 'gone' || attempt >= 2) {
      if (outcome === 'gone') throw cartError(409, 'idempotency_key_busy', 'idempotency_key_busy', { lang });
      return outcome;
    }
  }
}
