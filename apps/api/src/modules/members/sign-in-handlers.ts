// Sign-in by e-mail and password, by phone number and WhatsApp code, and by social account, with the checks
// the sign-in forms make before.
import { and, eq } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { members, socialIdentities } from '../../db/schema.ts';
import type { Lang } from '../../http/i18n.ts';
import { memberError } from './messages.ts';
import { checkOtp } from './otp.ts';
import { verifyOrDummy } from './passwords.ts';
import { claimAttempt, forgetAttempts, reached, record, releaseAttempt, type Wait } from './rate-limit.ts';
import {
  enforceIpLimit,
  live,
  loginFailureKey,
  memberByEmail,
  memberByPhone,
  memberLimitKeys,
  normalizeEmail,
  phoneOf,
  recordPhoneCheck,
  requireCaptcha,
  signIn,
} from './shared.ts';
import { assertActive, type MemberRow } from './tokens.ts';

/** 429 for a source that failed too often: in seconds while it is slowed down, in minutes once refused. */
function slowDown(wait: Wait, lang: Lang) {
  const headers = { 'retry-after': String(wait.seconds) };
  if (!wait.refused) {
    return memberError(429, 'login_slow_down', 'login_slow_down', {
      lang,
      params: { seconds: wait.seconds },
      headers,
    });
  }
  return memberError(429, 'rate_limited', 'rate_limited', {
    lang,
    params: { minutes: Math.ceil(wait.seconds / 60) },
    headers,
  });
}

function lookup(row: MemberRow | undefined) {
  return row ? { registered: true, status: row.status } : { registered: false, status: null };
}

export const signInHandlers = defineHandlers({
  async loginWithEmail(ctx) {
    const { services, lang, body } = ctx;
    const now = services.clock();
    const { limits } = services.config.auth;
    const { database } = services;
    await enforceIpLimit(ctx, 'login-ip', now);
    const accountKey = memberLimitKeys.loginFailuresOfAccount(body.email);
    const pairKey = loginFailureKey(ctx, body.email);
    // Over the account's ceiling (guessing from many addresses) a source gets one failure at full speed, not
    // three; a source that has not failed is let through either way, so the owner is never locked out.
    const free = (await reached(database, accountKey, limits.loginFailuresPerAccount, now))
      ? 1
      : limits.loginFailuresPerSource.free;
    const wait = await claimAttempt(database, pairKey, limits.loginFailuresPerSource, free, now);
    if (wait !== undefined) throw slowDown(wait, lang);
    // After the limits, so refused attempts cannot make us call the captcha service freely.
    try {
      await requireCaptcha(ctx, body.captcha_token);
    } catch (error) {
      await releaseAttempt(database, pairKey);
      throw error;
    }
    const member = await memberByEmail(services, body.email);
    // Same argon2 work whether or not the e-mail exists or has a password; the status is only revealed to
    // whoever knows the password.
    const ok = await verifyOrDummy(member?.passwordHash, body.password);
    if (!member || !ok) {
      await record(database, accountKey, limits.loginFailuresPerAccount, now);
      throw memberError(401, 'invalid_credentials', 'invalid_credentials', { lang });
    }
    await forgetAttempts(database, pairKey);
    assertActive(member, lang);
    return { status: 200, body: { data: await signIn(ctx, member) } };
  },

  async checkLoginPhoneNumber(ctx) {
    const { services } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    const phone = phoneOf(ctx.body);
    const member = await memberByPhone(services, phone);
    await recordPhoneCheck(ctx, phone);
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
});
