// Member tokens: JWT signed with HS256 (allow-list of exactly that algorithm, so `alg: none` and algorithm
// confusion are refused), with an expiry, the member id as `sub`, a `jti` that logout can revoke and `sv`, the
// member's session version when it was issued (a password change increments it, ending every older token).
// The app keeps the token in the JASMINE_TOKEN cookie and sends it as `Authorization: Bearer`; the API only
// reads the header (never the cookie), so cross-site requests carrying the cookie authenticate nothing.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Services } from '../../contract/handlers.ts';
import { members } from '../../db/schema.ts';
import type { Lang } from '../../http/i18n.ts';
import { type AuthConfig, deriveKey } from './config.ts';
import { memberError } from './messages.ts';

const COOKIE_NAME = 'JASMINE_TOKEN';
const ISSUER = 'nusa-stay';
const AUDIENCE = 'nusa-stay-app';
const ALGORITHMS = ['HS256'];

function key(config: AuthConfig): Uint8Array {
  return new Uint8Array(deriveKey(config, 'member-jwt'));
}

export interface IssuedToken {
  token: string;
  token_type: 'Bearer';
  expires_in: number;
  member_id: number;
}

/** The member a token is issued to: its id and its current session version (members.session_version). */
export interface TokenSubject {
  id: number;
  sessionVersion: number;
}

export async function issueToken(config: AuthConfig, member: TokenSubject, now: Date): Promise<IssuedToken> {
  const memberId = member.id;
  const iat = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ sv: member.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.tokenTtlSeconds)
    .sign(key(config));
  return { token, token_type: 'Bearer', expires_in: config.tokenTtlSeconds, member_id: memberId };
}

export interface TokenClaims {
  memberId: number;
  jti: string;
  expiresAt: Date;
}

type TokenPayload = Awaited<ReturnType<typeof jwtVerify>>['payload'];

/**
 * The payload of a token whose signature, algorithm, issuer, audience and expiry check out, or undefined. No
 * database lookup: revocation is readToken's. Enough where a revoked token's holder gains nothing that matters
 * (member prices on public endpoints: the cart checks the member again).
 */
export async function verifyToken(services: Services, token: string): Promise<TokenPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(services.config.auth), {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: services.clock(),
      requiredClaims: ['sub', 'exp', 'jti', 'iat'],
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}

/** The claims of a valid, unrevoked token, or undefined (tampered, expired, wrong algorithm, revoked…). */
export async function readToken(services: Services, token: string): Promise<TokenClaims | undefined> {
  const payload = await verifyToken(services, token);
  if (!payload) return undefined;
  const memberId = Number(payload.sub);
  if (!Number.isSafeInteger(memberId) || memberId < 1 || typeof payload.jti !== 'string') return undefined;
  // Tokens issued before session versions existed carry none: they count as version 0.
  const version = payload.sv ?? 0;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return undefined;
  // One round trip: revoked by a logout, or issued before the member's last password change.
  const [state] = await services.database.rows<{
    revoked: boolean;
    valid_from: number | null;
    version: number | null;
  }>(
    sql`SELECT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${payload.jti}) AS revoked,
      (SELECT floor(extract(epoch FROM sessions_valid_from))::int FROM members WHERE id = ${memberId}) AS valid_from,
      (SELECT session_version FROM members WHERE id = ${memberId}) AS version`,
  );
  if (!state || state.revoked) return undefined;
  if (state.version !== null && Number(state.version) !== version) return undefined;
  if (state.valid_from !== null && (payload.iat ?? 0) < Number(state.valid_from)) return undefined;
  return { memberId, jti: payload.jti, expiresAt: new Date((payload.exp ?? 0) * 1000) };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  return match?.[1];
}

export type MemberRow = typeof members.$inferSelect;

/** The signed-in member (any status), or 401. */
export async function requireMember(
  services: Services,
  request: FastifyRequest,
  lang: Lang,
): Promise<{ member: MemberRow; claims: TokenClaims }> {
  const token = bearerToken(request);
  const claims = token ? await readToken(services, token) : undefined;
  if (!claims) throw memberError(401, 'unauthorized', 'unauthorized', { lang });
  const [member] = await services.database.db.select().from(members).where(eq(members.id, claims.memberId));
  if (!member) throw memberError(401, 'unauthorized', 'unauthorized', { lang });
  return { member, claims };
}

/** 403 with the account status for members who may not use their account. */
export function assertActive(member: MemberRow, lang: Lang): void {
  if (member.status === 'temporary-inactive') {
    throw memberError(403, 'account_inactive', 'account_temporary_inactive', {
      lang,
      accountStatus: member.status,
    });
  }
  if (member.status === 'deleted') {
    throw memberError(403, 'account_deleted', 'account_deleted', { lang, accountStatus: member.status });
  }
}

function cookie(config: AuthConfig, value: string, maxAge: number): string {
  // Not HttpOnly on purpose: the spec's client reads JASMINE_TOKEN on each route change and removes it on logout.
  // The API never authenticates with the cookie, so it is no CSRF vector.
  const parts = [`${COOKIE_NAME}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (config.cookieDomain) parts.push(`Domain=${config.cookieDomain}`);
  if (config.cookieSecure) parts.push('Secure');
  return parts.join('; ');
}

export function setTokenCookie(reply: FastifyReply, config: AuthConfig, issued: IssuedToken): void {
  reply.header('set-cookie', cookie(config, issued.token, issued.expires_in));
}

export function clearTokenCookie(reply: FastifyReply, config: AuthConfig): void {
  reply.header('set-cookie', cookie(config, '', 0));
}
