// What several groups of member handlers use: per-IP limits, member look-ups by e-mail and phone, signing in,
// the captcha check, the member's public shape and a few validation answers.
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { HandlerContext, OperationId, Services } from '../../contract/handlers.ts';
import { members } from '../../db/schema.ts';
import type { Lang } from '../../http/i18n.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { memberError } from './messages.ts';
import type { Phone } from './otp.ts';
import { enforce } from './rate-limit.ts';
import { issueToken, type MemberRow, setTokenCookie } from './tokens.ts';

/** Identifiers in rate-limit keys are hashed: the rate_limits table must not become a list of e-mails. */
export function idKey(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

const clientIp = (ctx: HandlerContext<OperationId>) => ctx.request.ip || 'unknown';

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
  const issued = await issueToken(services.config.auth, member.id, now);
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
