// Limits counted in the database, so every API instance on one database counts together, each decided by one
// atomic statement (concurrent requests on different instances cannot both take the last unit of a budget).
//
// Sliding windows (`rate_limits`): a window of W seconds is split into ten slots; a hit is stored in the slot it
// falls in and counts while that slot overlaps the last W seconds. Fixed windows let a client spend a budget just
// before a window's end and a second one just after (120 check calls where the limit is 60); here no window of W
// seconds ever holds more than the limit. The price: a hit is remembered up to a tenth of W longer than W.
// Refused hits are not counted, so a client that keeps knocking gets its budget back on time.
//
// Slow-downs (`login_failures`): the failed passwords of one account from one source (see sign-in-handlers.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Lang } from '../../http/i18n.ts';
import type { RateLimit, SlowDown } from './config.ts';
import { memberError } from './messages.ts';

const SLOTS_PER_WINDOW = 10;

interface Slots {
  slotMs: number;
  windowMs: number;
  /** Start of the slot `now` falls in. */
  current: Date;
  /** Start of the oldest slot that still overlaps the window ending now. */
  oldest: Date;
}

function slotsAt(rule: RateLimit, now: Date): Slots {
  const windowMs = rule.windowSeconds * 1000;
  const slotMs = Math.max(1000, Math.floor(windowMs / SLOTS_PER_WINDOW));
  const at = now.getTime();
  return {
    slotMs,
    windowMs,
    current: new Date(Math.floor(at / slotMs) * slotMs),
    oldest: new Date(Math.floor((at - windowMs) / slotMs) * slotMs),
  };
}

const iso = (date: Date) => date.toISOString();

/**
 * Counts a hit when the window has room for it, in one statement: the earlier slots are summed from the
 * statement's snapshot (they no longer change) and the current slot's row is incremented under its row lock only
 * while the total stays within the limit. Answers whether the hit was let through.
 */
async function take(database: Database, key: string, rule: RateLimit, now: Date): Promise<boolean> {
  const { current, oldest } = slotsAt(rule, now);
  const rows = await database.rows<{ count: number }>(sql`
    WITH earlier AS (
      SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits
      WHERE key = ${key} AND window_start >= ${iso(oldest)}::timestamptz AND window_start < ${iso(current)}::timestamptz
    )
    INSERT INTO rate_limits (key, window_start, count)
    SELECT ${key}, ${iso(current)}::timestamptz, 1 FROM earlier WHERE earlier.n < ${rule.limit}
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
      WHERE rate_limits.count + (SELECT n FROM earlier) < ${rule.limit}
    RETURNING count`);
  return rows.length > 0;
}

/** Seconds until the window has room for one more hit again (at least 1). */
async function secondsUntilRoom(
  database: Database,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<number> {
  const { slotMs, windowMs, current, oldest } = slotsAt(rule, now);
  const slots = await database.rows<{ start: string | Date; count: number }>(sql`
    SELECT window_start AS start, count FROM rate_limits
    WHERE key = ${key} AND window_start >= ${iso(oldest)}::timestamptz AND window_start <= ${iso(current)}::timestamptz
    ORDER BY window_start`);
  let left = slots.reduce((sum, slot) => sum + Number(slot.count), 0);
  // A slot stops counting once the window's start has passed its end.
  let freeAt = now.getTime();
  for (const slot of slots) {
    if (left < rule.limit) break;
    left -= Number(slot.count);
    freeAt = new Date(slot.start).getTime() + slotMs + windowMs;
  }
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** Counts a hit and throws 429 (with Retry-After) when the window has no room for it. */
export async function enforce(
  database: Database,
  key: string,
  rule: RateLimit,
  now: Date,
  lang: Lang,
): Promise<void> {
  if (await take(database, key, rule, now)) return;
  const retryAfter = await secondsUntilRoom(database, key, rule, now);
  throw memberError(429, 'rate_limited', 'rate_limited', {
    lang,
    params: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
    headers: { 'retry-after': String(retryAfter) },
  });
}

/** Counts an event that is never refused itself (a failed password towards its account's ceiling). */
export async function record(database: Database, key: string, rule: RateLimit, now: Date): Promise<void> {
  await database.rows(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${iso(slotsAt(rule, now).current)}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1`);
}

/** Whether the events counted under `key` in the window ending now have reached the rule's limit. */
export async function reached(database: Database, key: string, rule: RateLimit, now: Date): Promise<boolean> {
  const { current, oldest } = slotsAt(rule, now);
  const [row] = await database.rows<{ n: number }>(sql`
    SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits
    WHERE key = ${key} AND window_start >= ${iso(oldest)}::timestamptz AND window_start <= ${iso(current)}::timestamptz`);
  return Number(row?.n ?? 0) >= rule.limit;
}

/** Why an attempt of a pair was not let through, and for how many seconds more. */
export interface Wait {
  seconds: number;
  /** The pair has reached its most failures (else it is only slowed down). */
  refused: boolean;
}

/**
 * Claims one attempt of a slowed-down pair (one account, one source): let through while the pair has had fewer
 * than `free` failures, then only once 2^(failures - free) seconds have passed since its last attempt, and never
 * at `rule.max` failures until `rule.windowSeconds` after the last one, when the failures are forgotten. One
 * conditional upsert, so parallel attempts cannot share a slot. Refused attempts change nothing. Answers
 * undefined when let through.
 */
export async function claimAttempt(
  database: Database,
  key: string,
  rule: SlowDown,
  free: number,
  now: Date,
): Promise<Wait | undefined> {
  const forgotten = iso(new Date(now.getTime() - rule.windowSeconds * 1000));
  const claimed = await database.rows<{ attempts: number }>(sql`
    INSERT INTO login_failures (key, attempts, last_attempt_at) VALUES (${key}, 1, ${iso(now)}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN login_failures.last_attempt_at <= ${forgotten}::timestamptz THEN 1
                      ELSE login_failures.attempts + 1 END,
      last_attempt_at = ${iso(now)}::timestamptz
    WHERE login_failures.last_attempt_at <= ${forgotten}::timestamptz
       OR (login_failures.attempts < ${rule.max}
           AND (login_failures.attempts < ${free}
                OR login_failures.last_attempt_at
                   + make_interval(secs => power(2, login_failures.attempts - ${free}::int)::double precision)
                   <= ${iso(now)}::timestamptz))
    RETURNING attempts`);
  if (claimed.length > 0) return undefined;
  const [row] = await database.rows<{ attempts: number; last: string | Date }>(
    sql`SELECT attempts, last_attempt_at AS last FROM login_failures WHERE key = ${key}`,
  );
  // Deleted in between by a successful sign-in of the same pair: try again shortly.
  if (!row) return { seconds: 1, refused: false };
  const last = new Date(row.last).getTime();
  const refused = Number(row.attempts) >= rule.max;
  const until = refused ? last + rule.windowSeconds * 1000 : last + 2 ** (Number(row.attempts) - free) * 1000;
  return { seconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)), refused };
}

/** Gives back an attempt that was claimed but never judged (the captcha refused the request first). */
export async function releaseAttempt(database: Database, key: string): Promise<void> {
  await database.rows(
    sql`UPDATE login_failures SET attempts = attempts - 1 WHERE key = ${key} AND attempts > 0`,
  );
}

/** Forgets the failures of a pair (its right password was given). */
export async function forgetAttempts(database: Database, key: string): Promise<void> {
  await database.rows(sql`DELETE FROM login_failures WHERE key = ${key}`);
}
