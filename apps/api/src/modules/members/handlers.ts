// Handlers of the `members` tag (openapi/paths/members.yaml): sign-in by e-mail, phone code and social account,
// registration, one-time codes, the profile, tokens and password reset (apps/api/README.md, "Sign-in and members").
//
// Never log what these handlers receive: passwords, codes, tokens, e-mails and phone numbers stay out of the logs
// (rate-limit keys hold hashes of identifiers, not the identifiers).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type HandlerContext,
  defineHandlers,
  type OperationId,
  type Services,
} from '../../contract/handlers.ts';
import { members, passwordResets, revokedTokens, socialIdentities } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { m, memberError } from './messages.ts';
import { checkOtp, issueOtp, type OtpType, otpMessage, type Phone } from './otp.ts';
import { passwordProblem, verifyOrDummy } from './passwords.ts';
import { enforce } from './rate-limit.ts';
import {
  assertActive,
  bearerToken,
  clearTokenCookie,
  type MemberRow,
  readToken,
  requireMember,
  issueToken,
  setTokenCookie,
} from './tokens.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Identifiers in rate-limit keys are hashed: the rate_limits table must not become a list of e-mails. */
function idKey(kind: string, value: string): string {
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
function enforceIpLimit(
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

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The live (not deleted) member with this e-mail, else the latest deleted one. */
async function memberByEmail(services: Services, email: string): Promise<MemberRow | undefined> {
  const [row] = await services.database.db
    .select()
    .from(members)
    .where(eq(members.email, normalizeEmail(email)))
    .orderBy(sql`(${members.status} <> 'deleted') desc`, desc(members.id))
    .limit(1);
  return row;
}

async function memberByPhone(services: Services, phone: Phone): Promise<MemberRow | undefined> {
  const [row] = await services.database.db
    .select()
    .from(members)
    .where(and(eq(members.phoneNumberCountryCode, phone.countryCode), eq(members.phoneNumber, phone.number)))
    .orderBy(sql`(${members.status} <> 'deleted') desc`, desc(members.id))
    .limit(1);
  return row;
}

const live = (row: MemberRow | undefined) => (row && row.status !== 'deleted' ? row : undefined);

function lookup(row: MemberRow | undefined) {
  return row ? { registered: true, status: row.status } : { registered: false, status: null };
}

/** Tokens carry their issue time in whole seconds (`iat`), so the limit a password change sets is one too. */
const wholeSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

function phoneOf(body: { phone_number_country_code?: string; phone_number?: string }): Phone {
  return { countryCode: body.phone_number_country_code ?? '62', number: body.phone_number ?? '' };
}

async function signIn(ctx: HandlerContext<OperationId>, member: MemberRow, extra: Partial<MemberRow> = {}) {
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

/** X-Member-Token must be sha256(client secret + X-Request-Time), and the time within 5 minutes of ours. */
function checkMemberToken(ctx: HandlerContext<'requestOtp'>): void {
  const { config } = ctx.services;
  const time = String(ctx.headers['x-request-time'] ?? '');
  const token = String(ctx.headers['x-member-token'] ?? '');
  const nowSeconds = Math.floor(ctx.services.clock().getTime() / 1000);
  const refuse = () => memberError(403, 'invalid_member_token', 'invalid_member_token', { lang: ctx.lang });
  if (
    !/^[0-9]{9,11}$/.test(time) ||
    Math.abs(Number(time) - nowSeconds) > config.auth.requestTimeSkewSeconds
  ) {
    throw refuse();
  }
  const expected = createHash('sha256').update(`${config.auth.otpClientSecret}${time}`).digest();
  const given = Buffer.from(token, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
}

function passwordFieldError(problem: 'password_length' | 'password_common', lang: Lang) {
  return memberError(422, 'validation_failed', problem, { lang, field: 'password' });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * With a captcha configured, the request must carry a token the captcha service accepts: 422 on the
 * `captcha_token` field otherwise, 503 when the service does not answer. The token itself is never logged.
 */
async function requireCaptcha(ctx: HandlerContext<OperationId>, token: string | undefined): Promise<void> {
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

export const memberHandlers = defineHandlers({
  async loginWithEmail(ctx) {
    const { services, lang, body } = ctx;
    const now = services.clock();
    const { limits } = services.config.auth;
    await enforceIpLimit(ctx, 'login-ip', now);
    await enforce(
      services.database,
      idKey('login-email', normalizeEmail(body.email)),
      limits.loginPerEmail,
      now,
      lang,
    );
    // After the rate limits, so refused attempts still count and cannot make us call the captcha service freely.
    await requireCaptcha(ctx, body.captcha_token);
    const member = await memberByEmail(services, body.email);
    // Same argon2 work whether or not the e-mail exists or has a password; the status is only revealed to
    // whoever knows the password.
    const ok = await verifyOrDummy(member?.passwordHash, body.password);
    if (!member || !ok) throw memberError(401, 'invalid_credentials', 'invalid_credentials', { lang });
    assertActive(member, lang);
    return { status: 200, body: { data: await signIn(ctx, member) } };
  },

  async checkLoginPhoneNumber(ctx) {
    const { services } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    const member = await memberByPhone(services, phoneOf(ctx.body));
    return { status: 200, body: { data: lookup(member) } };
  },

  async loginWithPhoneNumber(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'otp-verify-ip');
    const phone = phoneOf(body);
    const member = live(await memberByPhone(services, phone));
    if (!member)
      throw memberError(401, 'not_registered', 'phone_not_registered', { lang, field: 'phone_number' });
    await checkOtp(services, phone, 'login', body.otp, { consume: true, failureStatus: 401, lang });
    assertActive(member, lang);
    // The code proved the member holds this number.
    return { status: 200, body: { data: await signIn(ctx, member, { verifiedBySms: true }) } };
  },

  async checkRegistration(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    const emailTaken = live(await memberByEmail(services, body.email));
    const phoneTaken = live(await memberByPhone(services, phoneOf(body)));
    if (emailTaken || phoneTaken) {
      const fields = [...(emailTaken ? ['email'] : []), ...(phoneTaken ? ['phone_number'] : [])];
      throw new HttpError(
        422,
        'already_registered',
        { text: m(lang, emailTaken ? 'email_taken' : 'phone_taken') },
        {
          fieldErrors: () =>
            Object.fromEntries(
              fields.map((f) => [f, [m(lang, f === 'email' ? 'email_taken' : 'phone_taken')]]),
            ),
        },
      );
    }
    return { status: 200, body: { data: { available: true as const } } };
  },

  async requestOtp(ctx) {
    const { services, lang, body } = ctx;
    checkMemberToken(ctx);
    const now = services.clock();
    await enforceIpLimit(ctx, 'otp-request-ip', now);
    const phone = phoneOf(body);
    const type = body.type as OtpType;
    let memberId: number | null = null;
    if (type === 'login') {
      const member = live(await memberByPhone(services, phone));
      if (!member) {
        throw memberError(422, 'not_registered', 'phone_not_registered', { lang, field: 'phone_number' });
      }
      if (member.status !== 'active') {
        throw memberError(422, 'account_inactive', 'account_temporary_inactive', {
          lang,
          field: 'phone_number',
          accountStatus: member.status,
        });
      }
      memberId = member.id;
    } else if (type === 'register') {
      if (live(await memberByPhone(services, phone))) {
        throw memberError(422, 'already_registered', 'phone_taken', { lang, field: 'phone_number' });
      }
    } else {
      const { member } = await requireMember(services, ctx.request, lang);
      assertActive(member, lang);
      memberId = member.id;
      const owner = live(await memberByPhone(services, phone));
      if (type === 'update_profile' && owner && owner.id !== member.id) {
        throw memberError(422, 'already_registered', 'phone_taken', { lang, field: 'phone_number' });
      }
      if (
        type === 'force_otp' &&
        (member.phoneNumberCountryCode !== phone.countryCode || member.phoneNumber !== phone.number)
      ) {
        throw memberError(422, 'validation_failed', 'phone_not_own', { lang, field: 'phone_number' });
      }
    }
    const { state, code } = await issueOtp(services, phone, type, memberId, lang);
    const outbox = services.delivery.whatsapp.kind === 'outbox';
    if (code) {
      try {
        await services.delivery.whatsapp.send({
          to: `${phone.countryCode}${phone.number}`,
          code,
          text: otpMessage(code, lang),
          lang,
        });
      } catch (error) {
        ctx.request.log.error({ err: error }, 'one-time code delivery failed');
        throw memberError(503, 'delivery_failed', 'delivery_failed', { lang });
      }
    }
    // The code itself only while codes go to the local outbox (development and tests), never from WhatsApp.
    const data = outbox && code ? { ...state, otp: code } : state;
    return { status: 200, body: { data } };
  },

  async verifyOtp(ctx) {
    const { services, lang, body } = ctx;
    const type = body.type as OtpType;
    const phone = phoneOf(body);
    let member: MemberRow | undefined;
    if (type === 'update_profile' || type === 'force_otp') {
      ({ member } = await requireMember(services, ctx.request, lang));
      assertActive(member, lang);
      if (
        type === 'force_otp' &&
        (member.phoneNumberCountryCode !== phone.countryCode || member.phoneNumber !== phone.number)
      ) {
        throw memberError(422, 'validation_failed', 'phone_not_own', { lang, field: 'phone_number' });
      }
    }
    await enforceIpLimit(ctx, 'otp-verify-ip');
    await checkOtp(services, phone, type, body.otp, {
      consume: type === 'force_otp',
      failureStatus: 422,
      lang,
    });
    if (type === 'force_otp' && member) {
      await services.database.db
        .update(members)
        .set({ verifiedBySms: true, updatedAt: services.clock() })
        .where(eq(members.id, member.id));
    }
    return { status: 200, body: { data: { verified: true as const, type } } };
  },

  async registerMember(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'otp-verify-ip');
    if (body.termconditions !== true) {
      throw memberError(422, 'validation_failed', 'terms_required', { lang, field: 'termconditions' });
    }
    // Before the code is checked, so a refused captcha neither consumes the code nor counts as a wrong code.
    await requireCaptcha(ctx, body.captcha_token);
    const phone = phoneOf(body);
    const email = normalizeEmail(body.email);
    if (live(await memberByEmail(services, email))) {
      throw memberError(422, 'already_registered', 'email_taken', { lang, field: 'email' });
    }
    if (live(await memberByPhone(services, phone))) {
      throw memberError(422, 'already_registered', 'phone_taken', { lang, field: 'phone_number' });
    }
    await checkOtp(services, phone, 'register', body.otp, { consume: true, failureStatus: 422, lang });
    const fullName = body.fullname.trim().replace(/\s+/g, ' ');
    const [first, ...rest] = fullName.split(' ');
    let created: MemberRow | undefined;
    try {
      [created] = await services.database.db
        .insert(members)
        .values({
          email,
          passwordHash: null,
          fullName,
          firstName: first ?? fullName,
          lastName: rest.join(' ') || null,
          phoneNumberCountryCode: phone.countryCode,
          phoneNumber: phone.number,
          verifiedBySms: true,
          status: 'active',
          newsletter: body.newsletter ?? false,
          source: body.source ?? 'email',
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw memberError(422, 'already_registered', 'already_registered', {
          lang,
          field: ['email', 'phone_number'],
        });
      }
      throw error;
    }
    if (!created) throw new Error('member insert returned nothing');
    return { status: 201, body: { data: await signIn(ctx, created) } };
  },

  async getMember(ctx) {
    const { services, lang } = ctx;
    const { member } = await requireMember(services, ctx.request, lang);
    if (ctx.params.id !== member.id) throw memberError(403, 'forbidden', 'forbidden_member', { lang });
    assertActive(member, lang);
    return { status: 200, body: { data: toMember(member) } };
  },

  async updateMember(ctx) {
    const { services, lang, body } = ctx;
    const { member } = await requireMember(services, ctx.request, lang);
    if (ctx.params.id !== member.id) throw memberError(403, 'forbidden', 'forbidden_member', { lang });
    assertActive(member, lang);
    const now = services.clock();
    let changes: Partial<typeof members.$inferInsert> = {};
    if (body.action_type === 'profile') {
      const fullName = (body.fullname ?? member.fullName).trim().replace(/\s+/g, ' ');
      if (body.birth_date && body.birth_date >= jakartaToday(services.clock)) {
        throw memberError(422, 'validation_failed', 'birth_date_future', { lang, field: 'birth_date' });
      }
      changes = { fullName };
      if (body.firstname !== undefined) changes.firstName = body.firstname;
      if (body.lastname !== undefined) changes.lastName = body.lastname;
      if (body.gender !== undefined) changes.gender = body.gender;
      if (body.birth_date !== undefined) changes.birthDate = body.birth_date;
      if (body.title !== undefined) changes.title = body.title;
    } else if (body.action_type === 'phone') {
      const phone = phoneOf(body);
      await enforceIpLimit(ctx, 'otp-verify-ip', now);
      const owner = live(await memberByPhone(services, phone));
      if (owner && owner.id !== member.id) {
        throw memberError(422, 'already_registered', 'phone_taken', { lang, field: 'phone_number' });
      }
      await checkOtp(services, phone, 'update_profile', body.otp ?? '', {
        consume: true,
        failureStatus: 422,
        lang,
      });
      changes = { phoneNumberCountryCode: phone.countryCode, phoneNumber: phone.number, verifiedBySms: true };
    } else {
      const password = body.password ?? '';
      if (member.passwordHash) {
        if (!body.old_password) {
          throw memberError(422, 'validation_failed', 'password_required', { lang, field: 'old_password' });
        }
        await enforceIpLimit(ctx, 'login-ip', now);
        if (!(await verifyPassword(member.passwordHash, body.old_password))) {
          throw memberError(422, 'validation_failed', 'password_incorrect', { lang, field: 'old_password' });
        }
      }
      if (password !== body.password_confirmation) {
        throw memberError(422, 'validation_failed', 'password_mismatch', {
          lang,
          field: 'password_confirmation',
        });
      }
      const problem = passwordProblem(password);
      if (problem) throw passwordFieldError(problem, lang);
      // Every session but this one ends: tokens issued before this second are refused from now on, and this
      // request gets a fresh token (below).
      changes = { passwordHash: await hashPassword(password), sessionsValidFrom: wholeSecond(now) };
    }
    let updated: MemberRow | undefined;
    try {
      [updated] = await services.database.db
        .update(members)
        .set({ ...changes, updatedAt: now })
        .where(eq(members.id, member.id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw memberError(422, 'already_registered', 'phone_taken', { lang, field: 'phone_number' });
      }
      throw error;
    }
    if (!updated) throw memberError(404, 'not_found', 'member_not_found', { lang });
    if (changes.sessionsValidFrom) {
      setTokenCookie(ctx.reply, services.config.auth, await issueToken(services.config.auth, member.id, now));
    }
    return { status: 200, body: { data: toMember(updated) } };
  },

  async checkToken(ctx) {
    const { services, lang } = ctx;
    const claims = await readToken(services, ctx.body.token);
    if (!claims) throw memberError(401, 'unauthorized', 'unauthorized', { lang });
    const [member] = await services.database.db.select().from(members).where(eq(members.id, claims.memberId));
    if (!member) throw memberError(401, 'unauthorized', 'unauthorized', { lang });
    assertActive(member, lang);
    return { status: 200, body: { data: toMember(member) } };
  },

  async logout(ctx) {
    const { services, lang } = ctx;
    const token = bearerToken(ctx.request);
    const claims = token ? await readToken(services, token) : undefined;
    clearTokenCookie(ctx.reply, services.config.auth);
    if (!claims) throw memberError(401, 'unauthorized', 'unauthorized', { lang });
    await services.database.db
      .insert(revokedTokens)
      .values({ jti: claims.jti, memberId: claims.memberId, expiresAt: claims.expiresAt })
      .onConflictDoNothing();
    // Expired revocations are useless; drop them now and then.
    if (Math.random() < 0.05) {
      await services.database.db
        .delete(revokedTokens)
        .where(sql`${revokedTokens.expiresAt} < ${services.clock().toISOString()}::timestamptz`);
    }
    return { status: 200, body: { data: { success: true as const, message: m(lang, 'logged_out') } } };
  },

  async sendPasswordResetEmail(ctx) {
    const { services, lang, body } = ctx;
    const now = services.clock();
    const { limits } = services.config.auth;
    await enforceIpLimit(ctx, 'check-ip', now);
    const member = live(await memberByEmail(services, body.email));
    if (!member) {
      throw memberError(422, 'email_not_registered', 'email_not_registered', { lang, field: 'email' });
    }
    await enforce(
      services.database,
      idKey('reset-email', member.email),
      limits.resetEmailPerAddress,
      now,
      lang,
    );
    const token = randomBytes(32).toString('base64url');
    await services.database.db.insert(passwordResets).values({
      memberId: member.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    const link = `${services.config.auth.publicAppUrl}/reset-password?${new URLSearchParams({ token, email: member.email })}`;
    try {
      await services.delivery.email.send({
        to: member.email,
        subject: m(lang, 'reset_email_subject'),
        text: m(lang, 'reset_email_body', { name: member.fullName, link }),
      });
    } catch (error) {
      ctx.request.log.error({ err: error }, 'password reset e-mail failed');
      throw memberError(503, 'delivery_failed', 'delivery_failed', { lang });
    }
    return { status: 200, body: { data: { success: true as const, message: m(lang, 'reset_link_sent') } } };
  },

  async resetPassword(ctx) {
    const { services, lang, body } = ctx;
    const now = services.clock();
    await enforceIpLimit(ctx, 'login-ip', now);
    if (body.password !== body.password_confirmation) {
      throw memberError(422, 'validation_failed', 'password_mismatch', {
        lang,
        field: 'password_confirmation',
      });
    }
    const problem = passwordProblem(body.password);
    if (problem) throw passwordFieldError(problem, lang);
    const invalid = () =>
      memberError(422, 'reset_token_invalid', 'reset_token_invalid', { lang, field: 'token' });
    const tokenHash = createHash('sha256').update(body.token).digest('hex');
    const [reset] = await services.database.db
      .select({
        id: passwordResets.id,
        memberId: passwordResets.memberId,
        email: members.email,
        status: members.status,
      })
      .from(passwordResets)
      .innerJoin(members, eq(members.id, passwordResets.memberId))
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          sql`${passwordResets.usedAt} IS NULL`,
          sql`${passwordResets.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      );
    if (!reset || reset.status === 'deleted' || reset.email !== normalizeEmail(body.email)) throw invalid();
    const passwordHash = await hashPassword(body.password);
    const done = await services.database.transaction(async (tx) => {
      // Single use, even when two requests race with the same link.
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, reset.id), sql`${passwordResets.usedAt} IS NULL`))
        .returning({ id: passwordResets.id });
      if (used.length === 0) return false;
      // Whoever had the account signed in (the reason for many resets) is signed out everywhere.
      await tx
        .update(members)
        .set({ passwordHash, sessionsValidFrom: wholeSecond(now), updatedAt: now })
        .where(eq(members.id, reset.memberId));
      // Other links sent earlier die with this one.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.memberId, reset.memberId), sql`${passwordResets.usedAt} IS NULL`));
      return true;
    });
    if (!done) throw invalid();
    return { status: 200, body: { data: { success: true as const, message: m(lang, 'password_changed') } } };
  },

  async checkSocialAccount(ctx) {
    const { services } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    return { status: 200, body: { data: lookup(await memberByEmail(services, ctx.body.email)) } };
  },

  async socialLogin(ctx) {
    const { services, lang, body } = ctx;
    const now = services.clock();
    await enforceIpLimit(ctx, 'login-ip', now);
    const source = body.source;
    const identity = await services.social.verify(source, body.token, now);
    if (!identity || normalizeEmail(identity.email) !== normalizeEmail(body.email)) {
      throw memberError(401, 'social_rejected', 'social_rejected', { lang });
    }
    const [linked] = await services.database.db
      .select({ member: members })
      .from(socialIdentities)
      .innerJoin(members, eq(members.id, socialIdentities.memberId))
      .where(and(eq(socialIdentities.provider, source), eq(socialIdentities.subject, identity.subject)));
    let member = linked?.member && linked.member.status !== 'deleted' ? linked.member : undefined;
    if (!member) {
      const byEmail = await memberByEmail(services, identity.email);
      if (!byEmail) throw memberError(422, 'not_registered', 'not_registered', { lang, field: 'email' });
      assertActive(byEmail, lang);
      member = byEmail;
      // The provider vouched for this e-mail: link the account to the provider's subject for next time.
      await services.database.db
        .insert(socialIdentities)
        .values({
          memberId: member.id,
          provider: source,
          subject: identity.subject,
          email: normalizeEmail(identity.email),
        })
        .onConflictDoNothing();
    }
    assertActive(member, lang);
    return { status: 200, body: { data: await signIn(ctx, member) } };
  },

  async checkMember(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    if (!body.email && !body.phone_number) {
      throw memberError(422, 'validation_failed', 'identifier_required', {
        lang,
        field: ['email', 'phone_number'],
      });
    }
    const email_registered = body.email ? Boolean(live(await memberByEmail(services, body.email))) : null;
    const phone_registered = body.phone_number
      ? Boolean(live(await memberByPhone(services, phoneOf(body))))
      : null;
    return { status: 200, body: { data: { email_registered, phone_registered } } };
  },
});
