// A forgotten password: e-mailing a reset link and setting a new password with it.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { members, passwordResets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { m, memberError } from './messages.ts';
import { passwordProblem } from './passwords.ts';
import { enforce } from './rate-limit.ts';
import {
  enforceIpLimit,
  live,
  memberByEmail,
  memberLimitKeys,
  normalizeEmail,
  passwordFieldError,
  wholeSecond,
} from './shared.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

export const passwordResetHandlers = defineHandlers({
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
      memberLimitKeys.resetEmails(member.email),
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
        .set({
          passwordHash,
          sessionsValidFrom: wholeSecond(now),
          sessionVersion: sql`${members.sessionVersion} + 1`,
          updatedAt: now,
        })
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
});
