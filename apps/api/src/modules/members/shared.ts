// What several groups of member handlers use: per-IP limits and the keys of the per-member ones (and clearing
// them for customer service), member look-ups by e-mail and phone, signing in, the captcha check, the member's
// public shape and a few validation answers.
import { createHash } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { HandlerContext, OperationId, Services } from '../../contract/handlers.ts';
import type { Database } from '../../db/database.ts';
import { members } from '../../db/schema.ts';
import { clientSource } from '../../http/client-source.ts';
import type { Lang } from '../../http/i18n.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { memberError } from './messages.ts';
import type { Phone } from './otp.ts';
import { enforce } from './rate-limit.ts';
import { issueToken, type MemberRow, setTokenCookie } from './tokens.ts';

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** Identifiers in rate-limit keys are hashed: the rate_limits table must not become a list of e-mails. */
function idKey(kind: string, value: string): string {
  return `${kind}:${hashed(value)}`;
}

/** The client's address as limits count it: an IPv6 client's whole /64 is one source (http/client-source.ts). */
const clientIp = (ctx: HandlerContext<OperationId>) => clientSource(ctx.request.ip || 'unknown');

/** The request's source (client IP, or IPv6 /64), hashed like every identifier in limit keys. */
export const sourceKey = (ctx: HandlerContext<OperationId>) => hashed(clientIp(ctx));

const phoneValue = (phone: Phone) => `${phone.countryCode}|${phone.number}`;

/**
 * The keys of the limits that are about one member rather than one client: what the customer-service script
 * (scripts/unlock-member.ts) clears. Per-pair keys start with the account's part, so all sources of one account
 * can be found without knowing them.
 */
export const memberLimitKeys = {
  /** Failed passwords of the account from every source (login_failures, prefix of each source's key). */
  loginFailuresPrefix: (email: string) => `${idKey('login-fail', normalizeEmail(email))}:`,
  /** Failed passwords of the account from all sources together (rate_limits, the per-account ceiling). */
  loginFailuresOfAccount: (email: string) => idKey('login-fail-account', normalizeEmail(email)),
  /** Reset e-mails sent to the address (rate_limits). */
  resetEmails: (email: string) => idKey('reset-email', normalizeEmail(email)),
  /** Before issue 10: every sign-in attempt per e-mail (rate_limits); still cleared, never written. */
  legacyLoginEmail: (email: string) => idKey('login-email', normalizeEmail(email)),
  /** Phone checks of the number (phone_check_passes, prefix of each source's key). */
  phoneChecksPrefix: (phone: Phone) => `${idKey('phone-check', phoneValue(phone))}:`,
};

export const loginFailureKey = (ctx: HandlerContext<OperationId>, email: string) =>
  `${memberLimitKeys.loginFailuresPrefix(email)}${sourceKey(ctx)}`;

const phoneCheckKey = (ctx: HandlerContext<OperationId>, phone: Phone) =>
  `${memberLimitKeys.phoneChecksPrefix(phone)}${sourceKey(ctx)}`;

/** Remembers that this source checked this number (login-phone-number-check), for its sign-in codes. */
export async function recordPhoneCheck(ctx: HandlerContext<OperationId>, phone: Phone): Promise<void> {
  const key = phoneCheckKey(ctx, phone);
  const at = ctx.services.clock().toISOString();
  await ctx.services.database.rows(sql`
    INSERT INTO phone_check_passes (key, passed_at) VALUES (${key}, ${at}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET passed_at = excluded.passed_at`);
}

/**
 * Sign-in codes go only to a source that checked the number recently: a script cannot just post code requests
 * for numbers, and the same source spends its check budget first. 422 `phone_check_required` otherwise.
 */
export async function requirePhoneCheck(ctx: HandlerContext<OperationId>, phone: Phone): Promise<void> {
  const { services, lang } = ctx;
  const since = new Date(
    services.clock().getTime() - services.config.auth.limits.phoneCheckPassSeconds * 1000,
  );
  const [pass] = await services.database.rows(sql`
    SELECT 1 AS ok FROM phone_check_passes
    WHERE key = ${phoneCheckKey(ctx, phone)} AND passed_at > ${since.toISOString()}::timestamptz`);
  if (!pass) {
    throw memberError(422, 'phone_check_required', 'phone_check_required', { lang, field: 'phone_number' });
  }
}

export interface ClearedLimits {
  /** Members the identifiers belong to (their other identifier is cleared too). */
  memberIds: number[];
  passwordFailures: number;
  emailCounters: number;
  oneTimeCodes: number;
}

/**
 * Ends every lockout and counter of one member (customer service): failed passwords from all sources, the
 * per-account ceiling, reset e-mails, and the code series of the number (lockouts and codes, which voids an
 * open code). Given an e-mail or a number, the member's other identifier is cleared too; per-IP limits are not
 * about a member and are left to expire.
 */
export async function clearMemberLimits(
  database: Database,
  target: { email?: string; phone?: Phone },
): Promise<ClearedLimits> {
  const found = await database.db
    .select({
      id: members.id,
      email: members.email,
      countryCode: members.phoneNumberCountryCode,
      number: members.phoneNumber,
    })
    .from(members)
    .where(
      or(
        target.email ? eq(members.email, normalizeEmail(target.email)) : sql`false`,
        target.phone
          ? and(
              eq(members.phoneNumberCountryCode, target.phone.countryCode),
              eq(members.phoneNumber, target.phone.number),
            )
          : sql`false`,
      ),
    );
  const emails = new Set(target.email ? [normalizeEmail(target.email)] : []);
  const phones = new Map(target.phone ? [[phoneValue(target.phone), target.phone]] : []);
  for (const member of found) {
    emails.add(member.email);
    if (member.countryCode && member.number) {
      const phone = { countryCode: member.countryCode, number: member.number };
      phones.set(phoneValue(phone), phone);
    }
  }
  const cleared: ClearedLimits = {
    memberIds: found.map((m) => m.id),
    passwordFailures: 0,
    emailCounters: 0,
    oneTimeCodes: 0,
  };
  await database.transaction(async (tx) => {
    const run = async (query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows.length;
    for (const email of emails) {
      const prefix = memberLimitKeys.loginFailuresPrefix(email);
      cleared.passwordFailures += await run(
        sql`DELETE FROM login_failures WHERE left(key, ${prefix.length}) = ${prefix} RETURNING 1`,
      );
      const keys = [
        memberLimitKeys.loginFailuresOfAccount(email),
        memberLimitKeys.resetEmails(email),
        memberLimitKeys.legacyLoginEmail(email),
      ];
      cleared.emailCounters += await run(
        sql`WITH gone AS (DELETE FROM rate_limits WHERE key IN (${sql.join(keys, sql`, `)}) RETURNING key)
            SELECT DISTINCT key FROM gone`,
      );
    }
    for (const phone of phones.values()) {
      cleared.oneTimeCodes += await run(sql`DELETE FROM otp_codes
        WHERE phone_number_country_code = ${phone.countryCode} AND phone_number = ${phone.number} RETURNING 1`);
    }
  });
  return cleared;
}

/** The per-client-IP limits, by the key prefix they count under in rate_limits. */
const IP_LIMITS = {
  'login-ip': 'loginPerIp',
  'check-ip': 'checkPerIp',
  'otp-request-ip': 'otpRequestPerIp',
  'otp-verify-ip': 'otpVerifyPerIp',
} as const;

/** Counts this request against the caller's IP limit of one kind (429 once it is spent). */
export function enforceIpLimit(
  ctx: HandlerContext<OperationId>,
  kind: keyof typeof IP_LIMITS,
  now: Date = ctx.services.clock(),
): Promise<void> {
  const { services, lang } = ctx;
  return enforce(
    services.database,
    idKey(kind, clientIp(ctx)),
    services.config.auth.limits[IP_LIMITS[kind]],
    now,
    lang,
  );
}

export function toMember(row: MemberRow) {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    verified_by_sms: row.verifiedBySms,
    fullname: row.fullName,
    firstname: row.firstName,
    lastname: row.lastName,
    gender: row.gender,
    birth_date: row.birthDate,
    title: row.title,
    phone_number_country_code: row.phoneNumberCountryCode,
    phone_number: row.phoneNumber,
    status: row.status,
    has_password: row.passwordHash !== null,
    newsletter: row.newsletter,
    created_at: toJakartaIso(row.createdAt),
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The live (not deleted) member with this e-mail, else the latest deleted one. */
export async function memberByEmail(services: Services, email: string): Promise<MemberRow | undefined> {
  const [row] = await services.database.db
    .select()
    .from(members)
    .where(eq(members.email, normalizeEmail(email)))
    .orderBy(sql`(${members.status} <> 'deleted') desc`, desc(members.id))
    .limit(1);
  return row;
}

export async function memberByPhone(services: Services, phone: Phone): Promise<MemberRow | undefined> {
  const [row] = await services.database.db
    .select()
    .from(members)
    .where(and(eq(members.phoneNumberCountryCode, phone.countryCode), eq(members.phoneNumber, phone.number)))
    .orderBy(sql`(${members.status} <> 'deleted') desc`, desc(members.id))
    .limit(1);
  return row;
}

export const live = (row: MemberRow | undefined) => (row && row.status !== 'deleted' ? row : undefined);

/** Tokens carry their issue time in whole seconds (`iat`), so the limit a password change sets is one too. */
export const wholeSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

export function phoneOf(body: { phone_number_country_code?: string; phone_number?: string }): Phone {
  return { countryCode: body.phone_number_country_code ?? '62', number: body.phone_number ?? '' };
}

export async function signIn(
  ctx: HandlerContext<OperationId>,
  member: MemberRow,
  extra: Partial<MemberRow> = {},
) {
  const { services } = ctx;
  const now = services.clock();
  await services.database.db
    .update(members)
    .set({ lastLoginAt: now, ...extra })
    .where(eq(members.id, member.id));
  const issued = await issueToken(services.config.auth, member, now);
  setTokenCookie(ctx.reply, services.config.auth, issued);
  return issued;
}

export function passwordFieldError(problem: 'password_length' | 'password_common', lang: Lang) {
  return memberError(422, 'validation_failed', problem, { lang, field: 'password' });
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * With a captcha configured, the request must carry a token the captcha service accepts: 422 on the
 * `captcha_token` field otherwise, 503 when the service does not answer. The token itself is never logged.
 */
export async function requireCaptcha(
  ctx: HandlerContext<OperationId>,
  token: string | undefined,
): Promise<void> {
  const { services, lang } = ctx;
  if (services.captcha.kind === 'none') return;
  const result = token ? await services.captcha.verify(token, ctx.request.ip || undefined) : 'invalid';
  if (result === 'valid') return;
  if (result === 'unavailable') {
    ctx.request.log.warn('captcha verification service did not answer');
    throw memberError(503, 'captcha_unavailable', 'captcha_unavailable', { lang });
  }
  throw memberError(422, 'captcha_failed', 'captcha_failed', { lang, field: 'captcha_token' });
}
