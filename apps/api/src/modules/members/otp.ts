// One-time codes (spec sections 4 and 9, issue 4): six random digits, valid 5 minutes, single use, bound to the
// phone number, country code and type; only an HMAC of the code is stored.
//
// A *series* is every code of one phone number, country code and type requested from one source (hashed client
// IP). Within a rolling hour the first code has otp_index 1 and each resend +1, not before `next_interval` (60 s)
// after the previous one. The request that would be the fourth within the hour sends nothing: it answers
// otp_index 4 with next_interval 3600 (the app shows the 59:59 lockout), voids the source's outstanding code, and
// every request of the series during that hour answers 429. Series are per source since issue 10: with one
// series per number, four requests from anyone locked the owner's phone sign-in for an hour. What still bounds
// the messages a number receives is a gentle ceiling over every type and source (limits.otpPerPhone, 10 an hour).
// Each code accepts at most 5 checks; the fifth wrong one voids it. The number has one valid code per type: the
// one sent last.
//
// Everything lives in the database, so several API instances enforce the same limits: a number's codes are
// changed inside a transaction holding a transaction-scoped advisory lock on the number, and a check first
// claims one of the code's 5 attempts with a single conditional UPDATE.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Services } from '../../contract/handlers.ts';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../http/i18n.ts';
import { deriveKey } from './config.ts';
import { m, memberError } from './messages.ts';

export type OtpType = 'login' | 'register' | 'update_profile' | 'force_otp';

const OTP_TTL_SECONDS = 300;
const OTP_INTERVAL_SECONDS = 60;
const OTP_SERIES_WINDOW_SECONDS = 3600;
const OTP_MAX_PER_WINDOW = 3;
const OTP_LOCK_SECONDS = 3600;
const OTP_MAX_ATTEMPTS = 5;

export interface Phone {
  countryCode: string;
  number: string;
}

export interface OtpState {
  otp?: string | null;
  expire_in_timestamp: number;
  next_interval: number;
  otp_index: number;
}

// Lockout rows of a series carry this instead of a hash; no code can ever match it.
const LOCK_MARKER = 'locked';

function codeHash(services: Services, phone: Phone, type: OtpType, code: string): string {
  return createHmac('sha256', deriveKey(services.config.auth, 'otp-code'))
    .update(`${phone.countryCode}|${phone.number}|${type}|${code}`)
    .digest('hex');
}

async function txRows<T extends Record<string, unknown>>(
  tx: Db,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const iso = (date: Date) => date.toISOString();

interface SeriesRow extends Record<string, unknown> {
  id: number;
  otp_index: number;
  code_hash: string;
  created_at: string | Date;
  next_allowed_at: string | Date;
  consumed_at: string | Date | null;
}

/**
 * Issues the next code of a series, or answers the lockout. Returns the state for the answer and, when a code
 * was issued, the code itself (for delivery; never logged). `source` is the hashed client IP: the series is
 * per number, type and source, under the per-number ceiling of `limits.otpPerPhone`.
 */
export async function issueOtp(
  services: Services,
  phone: Phone,
  type: OtpType,
  memberId: number | null,
  lang: Lang,
  source: string,
): Promise<{ state: OtpState; code?: string }> {
  const now = services.clock();
  const nowMs = now.getTime();
  const perPhone = services.config.auth.limits.otpPerPhone;
  return services.database.transaction(async (tx) => {
    // One lock per number, not per series: the per-number ceiling counts every type and source.
    await txRows(
      tx,
      sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${phone.countryCode}:${phone.number}`}))`,
    );
    const recent = await txRows<SeriesRow>(
      tx,
      sql`SELECT id, otp_index, code_hash, created_at, next_allowed_at, consumed_at FROM otp_codes
          WHERE phone_number_country_code = ${phone.countryCode} AND phone_number = ${phone.number}
            AND type = ${type} AND source_key = ${source}
            AND (created_at > ${iso(new Date(nowMs - OTP_SERIES_WINDOW_SECONDS * 1000))}::timestamptz
                 OR next_allowed_at > ${iso(now)}::timestamptz)
          ORDER BY created_at DESC, id DESC`,
    );
    const latest = recent[0];
    if (latest) {
      const nextAllowed = new Date(latest.next_allowed_at).getTime();
      if (nowMs < nextAllowed) {
        const wait = seconds(nextAllowed - nowMs);
        if (latest.code_hash === LOCK_MARKER) {
          throw memberError(429, 'otp_locked', 'otp_locked', {
            lang,
            params: { minutes: Math.ceil(wait / 60) },
            headers: { 'retry-after': String(wait) },
          });
        }
        throw memberError(429, 'otp_too_soon', 'otp_too_soon', {
          lang,
          params: { seconds: wait },
          headers: { 'retry-after': String(wait) },
        });
      }
    }
    const windowStart = nowMs - OTP_SERIES_WINDOW_SECONDS * 1000;
    const inWindow = recent.filter(
      (r) => r.code_hash !== LOCK_MARKER && new Date(r.created_at).getTime() > windowStart,
    ).length;
    const index = inWindow + 1;
    if (index > OTP_MAX_PER_WINDOW) {
      const lockedUntil = new Date(nowMs + OTP_LOCK_SECONDS * 1000);
      // The lockout voids only this source's open code: someone else's series must not lose its code to it.
      await txRows(
        tx,
        sql`UPDATE otp_codes SET consumed_at = ${iso(now)}::timestamptz
            WHERE phone_number_country_code = ${phone.countryCode} AND phone_number = ${phone.number}
              AND type = ${type} AND source_key = ${source} AND consumed_at IS NULL`,
      );
      await txRows(
        tx,
        sql`INSERT INTO otp_codes (phone_number_country_code, phone_number, type, member_id, code_hash, otp_index,
              attempts, expires_at, next_allowed_at, consumed_at, source_key, created_at)
            VALUES (${phone.countryCode}, ${phone.number}, ${type}, ${memberId}, ${LOCK_MARKER}, ${index},
              ${OTP_MAX_ATTEMPTS}, ${iso(now)}::timestamptz, ${iso(lockedUntil)}::timestamptz,
              ${iso(now)}::timestamptz, ${source}, ${iso(now)}::timestamptz)`,
      );
      return {
        state: {
          expire_in_timestamp: Math.floor(lockedUntil.getTime() / 1000),
          next_interval: OTP_LOCK_SECONDS,
          otp_index: index,
        },
      };
    }
    // The per-number ceiling: codes sent to this number in the last window, every type and source.
    const sent = await txRows<{ created_at: string | Date }>(
      tx,
      sql`SELECT created_at FROM otp_codes
          WHERE phone_number_country_code = ${phone.countryCode} AND phone_number = ${phone.number}
            AND code_hash <> ${LOCK_MARKER}
            AND created_at > ${iso(new Date(nowMs - perPhone.windowSeconds * 1000))}::timestamptz
          ORDER BY created_at`,
    );
    if (sent.length >= perPhone.limit) {
      const oldest = sent[sent.length - perPhone.limit] as { created_at: string | Date };
      const wait = seconds(new Date(oldest.created_at).getTime() + perPhone.windowSeconds * 1000 - nowMs);
      throw memberError(429, 'otp_phone_busy', 'otp_phone_busy', {
        lang,
        params: { minutes: Math.ceil(wait / 60) },
        headers: { 'retry-after': String(wait) },
      });
    }
    // The new code is the one the number receives last: it voids every open code of the number and type.
    await txRows(
      tx,
      sql`UPDATE otp_codes SET consumed_at = ${iso(now)}::timestamptz
          WHERE phone_number_country_code = ${phone.countryCode} AND phone_number = ${phone.number}
            AND type = ${type} AND consumed_at IS NULL`,
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(nowMs + OTP_TTL_SECONDS * 1000);
    await txRows(
      tx,
      sql`INSERT INTO otp_codes (phone_number_country_code, phone_number, type, member_id, code_hash, otp_index,
            attempts, expires_at, next_allowed_at, source_key, created_at)
          VALUES (${phone.countryCode}, ${phone.number}, ${type}, ${memberId},
            ${codeHash(services, phone, type, code)}, ${index}, 0, ${iso(expiresAt)}::timestamptz,
            ${iso(new Date(nowMs + OTP_INTERVAL_SECONDS * 1000))}::timestamptz, ${source}, ${iso(now)}::timestamptz)`,
    );
    return {
      code,
      state: {
        expire_in_timestamp: Math.floor(expiresAt.getTime() / 1000),
        next_interval: OTP_INTERVAL_SECONDS,
        otp_index: index,
      },
    };
  });
}

export function otpMessage(code: string, lang: Lang): string {
  return m(lang, 'otp_sent_whatsapp', { code });
}

export interface CheckOptions {
  /** Consume the code when right (login, register, profile change, force_otp); otherwise it stays usable. */
  consume: boolean;
  /** Status of a wrong or expired code: 401 on login (decision 004), 422 elsewhere. */
  failureStatus: 401 | 422;
  lang: Lang;
}

interface CodeRow extends Record<string, unknown> {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: string | Date;
  consumed_at: string | Date | null;
}

/** Checks a code against the open code of its series; throws 401/422 (wrong, expired) or 429 (void). */
export async function checkOtp(
  services: Services,
  phone: Phone,
  type: OtpType,
  code: string,
  options: CheckOptions,
): Promise<void> {
  const { database } = services;
  const now = services.clock();
  const { lang, failureStatus } = options;
  const invalid = () => memberError(failureStatus, 'otp_invalid', 'otp_invalid', { lang, field: 'otp' });
  const [row] = await database.rows<CodeRow>(
    sql`SELECT id, code_hash, attempts, expires_at, consumed_at FROM otp_codes
        WHERE phone_number_country_code = ${phone.countryCode} AND phone_number = ${phone.number}
          AND type = ${type} AND code_hash <> ${LOCK_MARKER}
        ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  if (!row || row.consumed_at !== null) throw invalid();
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw memberError(429, 'otp_locked', 'otp_void', { lang, field: 'otp' });
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw memberError(failureStatus, 'otp_expired', 'otp_expired', { lang, field: 'otp' });
  }
  // Claim one of the 5 attempts before comparing, so parallel guesses cannot exceed the budget.
  const [claimed] = await database.rows<{ attempts: number }>(
    sql`UPDATE otp_codes SET attempts = attempts + 1
        WHERE id = ${row.id} AND attempts < ${OTP_MAX_ATTEMPTS} AND consumed_at IS NULL
        RETURNING attempts`,
  );
  if (!claimed) throw memberError(429, 'otp_locked', 'otp_void', { lang, field: 'otp' });
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(services, phone, type, code), 'hex');
  const right = expected.length === given.length && timingSafeEqual(expected, given);
  if (!right) {
    if (Number(claimed.attempts) >= OTP_MAX_ATTEMPTS) {
      throw memberError(429, 'otp_locked', 'otp_void', { lang, field: 'otp' });
    }
    throw invalid();
  }
  if (options.consume) {
    const [consumed] = await database.rows<{ id: number }>(
      sql`UPDATE otp_codes SET consumed_at = ${now.toISOString()}::timestamptz
          WHERE id = ${row.id} AND consumed_at IS NULL RETURNING id`,
    );
    if (!consumed) throw invalid();
  } else {
    // A right code only checked (otp/verify) gives its attempt back: the following login or register uses it.
    await database.rows(
      sql`UPDATE otp_codes SET attempts = attempts - 1 WHERE id = ${row.id} AND attempts > 0`,
    );
  }
}
