// Housekeeping of the sign-in tables: rows that no rule reads any more are deleted, so the tables do not grow
// with every code sent and every window counted. Each limit below is well past the longest look-back of the
// rules that read the table (otp.ts counts a number's codes over the last hour; rate-limit windows are at most
// an hour and failed passwords are forgotten 15 minutes after a source's last attempt, and a phone check lets
// codes be requested for 15 minutes, see config.ts DEFAULT_LIMITS; a reset link lives 60 minutes; a revoked
// token matters until it expires).
// The local outbox (delivery adapters for development) keeps a week for whoever reads it at /__dev/outbox.
// The search index's log of inventory updates (migration 0016) keeps a day: a running index reads it within
// seconds of each change, and one whose snapshot is older than what was deleted reads everything again (the
// deletion records how far it went in search_versions.night_changes_pruned_to).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/time.ts';
import { scheduleEvery } from '../../lib/schedule.ts';

const DAY_MS = 86_400_000;

/** How long after it stops mattering each kind of row is kept. */
const RETENTION = {
  otpCodesDays: 1,
  rateLimitDays: 2,
  loginFailureDays: 2,
  phoneCheckDays: 1,
  passwordResetDays: 1,
  outboxDays: 7,
  searchNightChangesDays: 1,
} as const;

/** Deletes what no rule reads any more; answers how many rows of each table went. */
export async function purgeExpired(database: Database, now: Date): Promise<Record<string, number>> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const statements = {
    otp_codes: sql`DELETE FROM otp_codes WHERE created_at < ${before(RETENTION.otpCodesDays)}::timestamptz
      AND expires_at < ${now.toISOString()}::timestamptz RETURNING 1`,
    rate_limits: sql`DELETE FROM rate_limits WHERE window_start < ${before(RETENTION.rateLimitDays)}::timestamptz
      RETURNING 1`,
    login_failures: sql`DELETE FROM login_failures
      WHERE last_attempt_at < ${before(RETENTION.loginFailureDays)}::timestamptz RETURNING 1`,
    phone_check_passes: sql`DELETE FROM phone_check_passes
      WHERE passed_at < ${before(RETENTION.phoneCheckDays)}::timestamptz RETURNING 1`,
    password_resets: sql`DELETE FROM password_resets
      WHERE expires_at < ${before(RETENTION.passwordResetDays)}::timestamptz RETURNING 1`,
    revoked_tokens: sql`DELETE FROM revoked_tokens WHERE expires_at < ${now.toISOString()}::timestamptz RETURNING 1`,
    idempotency_keys: sql`DELETE FROM idempotency_keys WHERE expires_at < ${now.toISOString()}::timestamptz
      RETURNING 1`,
    outbox_messages: sql`DELETE FROM outbox_messages WHERE created_at < ${before(RETENTION.outboxDays)}::timestamptz
      RETURNING 1`,
    // One statement, so the rows go and the mark moves together.
    search_night_changes: sql`WITH gone AS (
        DELETE FROM search_night_changes
         WHERE changed_at < ${before(RETENTION.searchNightChangesDays)}::timestamptz RETURNING version),
      mark AS (
        UPDATE search_versions SET night_changes_pruned_to = (SELECT max(version) FROM gone)
         WHERE id = 1 AND (SELECT max(version) FROM gone) > night_changes_pruned_to)
      SELECT 1 FROM gone`,
  };
  const counts: Record<string, number> = {};
  for (const [table, statement] of Object.entries(statements)) {
    counts[table] = (await database.rows(statement)).length;
  }
  return counts;
}

/** Runs purgeExpired now and then every `everyMs` (an hour) until stopped. */
export function scheduleHousekeeping(
  database: Database,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): () => void {
  return scheduleEvery(() => purgeExpired(database, clock()), everyMs, onError);
}
