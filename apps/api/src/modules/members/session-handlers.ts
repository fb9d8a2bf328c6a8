// The session a token stands for: resolving a stored token to its member, and signing out.
import { eq, sql } from 'drizzle-orm';
import { defineHandlers } from '../../contract/handlers.ts';
import { members, revokedTokens } from '../../db/schema.ts';
import { m, memberError } from './messages.ts';
import { toMember } from './shared.ts';
import { assertActive, bearerToken, clearTokenCookie, readToken } from './tokens.ts';

export const sessionHandlers = defineHandlers({
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
});
