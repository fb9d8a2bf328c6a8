// The sign-in tables lose what no rule reads any more, and keep what one still does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { purgeExpired, scheduleHousekeeping } from '../src/modules/members/housekeeping.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const NOW = new Date('2026-11-22T12:00:00Z');
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('purgeExpired', () => {
  it('deletes expired codes, counters, failures, checks, links, tokens, keys and old outbox messages, nothing still in use', async () => {
    const db = t.database;
    const [member] = await db.rows<{ id: number }>(sql`SELECT id FROM members ORDER BY id LIMIT 1`);
    const memberId = member?.id as number;
    const otp = (tag: string, createdHoursAgo: number, expiresHoursAgo: number) =>
      db.rows(sql`INSERT INTO otp_codes (phone_number_country_code, phone_number, type, code_hash, expires_at,
        next_allowed_at, created_at) VALUES ('62', ${tag}, 'login', 'h', ${at(expiresHoursAgo)}::timestamptz,
        ${at(expiresHoursAgo)}::timestamptz, ${at(createdHoursAgo)}::timestamptz)`);
    await otp('old', 30, 29.9); // a day and more ago
    await otp('recent', 2, 1.9); // expired, but inside the hour-long look-back and its margin
    await db.rows(sql`INSERT INTO rate_limits (key, window_start, count) VALUES
      ('old', ${at(49)}::timestamptz, 3), ('recent', ${at(1)}::timestamptz, 3)`);
    await db.rows(sql`INSERT INTO login_failures (key, attempts, last_attempt_at) VALUES
      ('old', 10, ${at(49)}::timestamptz), ('recent', 10, ${at(1)}::timestamptz)`);
    await db.rows(sql`INSERT INTO phone_check_passes (key, passed_at) VALUES
      ('old', ${at(25)}::timestamptz), ('recent', ${at(0.1)}::timestamptz)`);
    await db.rows(sql`INSERT INTO password_resets (member_id, token_hash, expires_at) VALUES
      (${memberId}, 'old', ${at(25)}::timestamptz), (${memberId}, 'recent', ${at(-1)}::timestamptz)`);
    await db.rows(sql`INSERT INTO revoked_tokens (jti, member_id, expires_at) VALUES
      ('old', ${memberId}, ${at(1)}::timestamptz), ('recent', ${memberId}, ${at(-24)}::timestamptz)`);
    await db.rows(sql`INSERT INTO idempotency_keys (key, scope, request_hash, expires_at) VALUES
      ('old', 's', 'h', ${at(1)}::timestamptz), ('recent', 's', 'h', ${at(-1)}::timestamptz)`);
    await db.rows(sql`INSERT INTO outbox_messages (channel, recipient, body, created_at) VALUES
      ('email', 'old@example.com', 'b', ${at(8 * 24)}::timestamptz),
      ('email', 'recent@example.com', 'b', ${at(24)}::timestamptz)`);
    await db.rows(sql`INSERT INTO search_night_changes (version, room_type_id, changed_at) VALUES
      (5, 1, ${at(30)}::timestamptz), (9, 2, ${at(1)}::timestamptz)`);

    const counts = await purgeExpired(db, NOW);
    expect(counts).toMatchObject({
      otp_codes: 1,
      rate_limits: 1,
      login_failures: 1,
      phone_check_passes: 1,
      password_resets: 1,
      revoked_tokens: 1,
      idempotency_keys: 1,
      outbox_messages: 1,
      search_night_changes: 1,
    });
    const left = async (query: ReturnType<typeof sql>) =>
      (await db.rows<{ v: string }>(query)).map((r) => r.v).sort();
    expect(
      await left(sql`SELECT phone_number AS v FROM otp_codes WHERE phone_number IN ('old', 'recent')`),
    ).toEqual(['recent']);
    expect(await left(sql`SELECT key AS v FROM rate_limits WHERE key IN ('old', 'recent')`)).toEqual([
      'recent',
    ]);
    expect(await left(sql`SELECT key AS v FROM login_failures`)).toEqual(['recent']);
    expect(await left(sql`SELECT key AS v FROM phone_check_passes`)).toEqual(['recent']);
    expect(await left(sql`SELECT token_hash AS v FROM password_resets`)).toEqual(['recent']);
    expect(await left(sql`SELECT jti AS v FROM revoked_tokens`)).toEqual(['recent']);
    expect(await left(sql`SELECT key AS v FROM idempotency_keys`)).toEqual(['recent']);
    expect(
      await left(sql`SELECT recipient AS v FROM outbox_messages WHERE recipient LIKE '%@example.com'`),
    ).toContain('recent@example.com');
    // (The demo data's own bookings logged other versions, all recent.)
    expect(
      await left(sql`SELECT version::text AS v FROM search_night_changes WHERE version IN (5, 9)`),
    ).toEqual(['9']);
    // How far the log was deleted: a search index whose snapshot is older reads everything again.
    expect(await left(sql`SELECT night_changes_pruned_to::text AS v FROM search_versions`)).toEqual(['5']);
    // A second run finds nothing more.
    expect(Object.values(await purgeExpired(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});

describe('scheduleHousekeeping', () => {
  it('purges at once and then on every tick until stopped, reporting failures without stopping', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let fail = false;
      const database = {
        rows: async () => {
          if (fail) throw new Error('database unavailable');
          runs++;
          return [];
        },
      } as unknown as Database;
      const errors: unknown[] = [];
      const stop = scheduleHousekeeping(
        database,
        () => NOW,
        (e) => errors.push(e),
        1000,
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(runs).toBe(9); // one statement per table
      fail = true;
      await vi.advanceTimersByTimeAsync(1000);
      expect(errors).toHaveLength(1);
      fail = false;
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(18);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(18);
    } finally {
      vi.useRealTimers();
    }
  });
});
