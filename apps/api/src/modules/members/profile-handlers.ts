// The signed-in member's profile: reading it and changing the profile, the phone number or the password.
import { eq, sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { members } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { jakartaToday } from '../../lib/time.ts';
import { memberError } from './messages.ts';
import { checkOtp } from './otp.ts';
import { passwordProblem } from './passwords.ts';
import {
  enforceIpLimit,
  isUniqueViolation,
  live,
  memberByPhone,
  passwordFieldError,
  phoneOf,
  toMember,
  wholeSecond,
} from './shared.ts';
import { assertActive, issueToken, type MemberRow, requireMember, setTokenCookie } from './tokens.ts';

export const profileHandlers = defineHandlers({
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
      // Every session but this one ends: tokens of the previous session version are refused from now on (even
      // one issued in this very second), and this request gets a fresh token of the new version (below).
      changes = { passwordHash: await hashPassword(password), sessionsValidFrom: wholeSecond(now) };
    }
    let updated: MemberRow | undefined;
    try {
      [updated] = await services.database.db
        .update(members)
        .set({
          ...changes,
          ...(changes.sessionsValidFrom ? { sessionVersion: sql`${members.sessionVersion} + 1` } : {}),
          updatedAt: now,
        })
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
      setTokenCookie(ctx.reply, services.config.auth, await issueToken(services.config.auth, updated, now));
    }
    return { status: 200, body: { data: toMember(updated) } };
  },
});
