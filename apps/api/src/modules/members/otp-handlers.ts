// One-time codes sent by WhatsApp: requesting one and checking it (the code series rules are in otp.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defineHandlers, type HandlerContext } from '../../contract/handlers.ts';
import { members } from '../../db/schema.ts';
import { fromThisMachine } from '../../http/loopback.ts';
import { memberError } from './messages.ts';
import { checkOtp, issueOtp, type OtpType, otpMessage } from './otp.ts';
import { enforceIpLimit, live, memberByPhone, phoneOf, requirePhoneCheck, sourceKey } from './shared.ts';
import { assertActive, type MemberRow, requireMember } from './tokens.ts';

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

export const otpHandlers = defineHandlers({
  async requestOtp(ctx) {
    const { services, lang, body } = ctx;
    checkMemberToken(ctx);
    const now = services.clock();
    await enforceIpLimit(ctx, 'otp-request-ip', now);
    const phone = phoneOf(body);
    const type = body.type as OtpType;
    let memberId: number | null = null;
    if (type === 'login') {
      // Before the number is looked up, so a source that skipped the check learns nothing about it.
      await requirePhoneCheck(ctx, phone);
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
    const { state, code } = await issueOtp(services, phone, type, memberId, lang, sourceKey(ctx));
    // The code itself only while codes go to the local outbox (development and tests), never from WhatsApp, and
    // only to this machine: over the network it would let anyone with a phone number sign in as its owner.
    const echo = services.delivery.whatsapp.kind === 'outbox' && fromThisMachine(ctx.request);
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
    const data = echo && code ? { ...state, otp: code } : state;
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
});
