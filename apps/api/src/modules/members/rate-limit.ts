// Fixed-window counters in the database (rate_limits), so every API instance on one database counts together.
// One atomic upsert per hit: concurrent requests on different instances each get their own count back.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Lang } from '../../http/i18n.ts';
import type { RateLimit } from './config.ts';
import { memberError } from './messages.ts';

interface HitResult {
  count: number;
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

async function hit(database: Database, key: string, rule: RateLimit, now: Date): Promise<HitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await database.rows<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${start.toISOString()}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`);
  const count = Number(row?.count ?? 1);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  // Old windows are useless; an occasional cleanup keeps the table small without a scheduler.
  if (Math.random() < 0.01) {
    await database
      .rows(
        sql`DELETE FROM rate_limits WHERE window_start < ${new Date(now.getTime() - 2 * 86_400_000).toISOString()}::timestamptz`,
      )
      .catch(() => {});
  }
  return { count, allowed: count <= rule.limit, retryAfter };
}

/** Counts a hit and throws 429 (with Retry-After) when the limit is exceeded. */
export async function enforce(
  database: Database,
  key: string,
  rule: RateLimit,
  now: Date,
  lang: Lang,
): Promise<void> {
  const result = await hit(database, key, rule, now);
  if (!result.allowed) {
    throw memberError(429, 'rate_limited', 'rate_limited', {
      lang,
      params: { minutes: Math.max(1, Math.ceil(result.retryAfter / 60)) },
      headers: { 'retry-after': String(result.retryAfter) },
    });
  }
}
