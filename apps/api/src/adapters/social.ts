// Social sign-in: the server verifies the provider's token itself and trusts only what the provider says
// (subject, e-mail), never the profile the client sends.
// - Google (source `googleplus`): an ID token, verified against Google's signing keys, issuer and audience
//   (GOOGLE_CLIENT_ID), with a verified e-mail.
// - Facebook: a user access token, checked with the Graph API's debug_token for our app (FACEBOOK_APP_ID and
//   FACEBOOK_APP_SECRET), then /me for the e-mail.
// - Without APP_ENV=production, a provider that is not configured is replaced by the local test identity
//   provider: tokens minted by POST /__dev/social-token (or `mintLocalSocialToken` in tests), signed with a key
//   derived from the token secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { type AuthConfig, deriveKey } from '../modules/members/config.ts';

export type SocialSource = 'facebook' | 'googleplus';

interface SocialIdentity {
  subject: string;
  email: string;
  name?: string;
}

export interface SocialVerifier {
  /** Which implementation each source uses. */
  readonly kinds: Record<SocialSource, 'google' | 'facebook' | 'local' | 'unavailable'>;
  verify(source: SocialSource, token: string, now: Date): Promise<SocialIdentity | undefined>;
}

const LOCAL_PREFIX = 'localidp';
const LOCAL_TTL_SECONDS = 600;

function localKey(config: AuthConfig): Buffer {
  return deriveKey(config, 'local-identity-provider');
}

export function mintLocalSocialToken(
  config: AuthConfig,
  identity: { source: SocialSource; email: string; name?: string; subject?: string },
  now: Date,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      src: identity.source,
      sub: identity.subject ?? `local-${identity.source}-${identity.email.toLowerCase()}`,
      email: identity.email.toLowerCase(),
      name: identity.name,
      exp: Math.floor(now.getTime() / 1000) + LOCAL_TTL_SECONDS,
    }),
  ).toString('base64url');
  const sig = createHmac('sha256', localKey(config)).update(`${LOCAL_PREFIX}.${payload}`).digest('base64url');
  return `${LOCAL_PREFIX}.${payload}.${sig}`;
}

function verifyLocal(config: AuthConfig, source: SocialSource, token: string, now: Date) {
  const [prefix, payload, sig] = token.split('.');
  if (prefix !== LOCAL_PREFIX || !payload || !sig) return undefined;
  const expected = createHmac('sha256', localKey(config)).update(`${LOCAL_PREFIX}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (claims.src !== source || typeof claims.sub !== 'string' || typeof claims.email !== 'string')
      return undefined;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now.getTime()) return undefined;
    return {
      subject: claims.sub,
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  } catch {
    return undefined;
  }
}

let googleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

async function verifyGoogle(clientId: string, token: string, now: Date): Promise<SocialIdentity | undefined> {
  googleKeys ??= createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));
  try {
    const { payload } = await jwtVerify(token, googleKeys, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: clientId,
      algorithms: ['RS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
    if (payload.email_verified !== true && payload.email_verified !== 'true') return undefined;
    return {
      subject: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  } catch {
    return undefined;
  }
}

async function getJson(url: string): Promise<Record<string, unknown> | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return undefined;
    }
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function verifyFacebook(
  app: { appId: string; appSecret: string },
  token: string,
): Promise<SocialIdentity | undefined> {
  const graph = 'https://graph.facebook.com';
  const appToken = `${app.appId}|${app.appSecret}`;
  const debug = await getJson(
    `${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
  );
  const data = debug?.data as Record<string, unknown> | undefined;
  if (data?.is_valid !== true || String(data.app_id) !== app.appId || !data.user_id) return undefined;
  const proof = createHmac('sha256', app.appSecret).update(token).digest('hex');
  const me = await getJson(
    `${graph}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}&appsecret_proof=${proof}`,
  );
  if (!me || String(me.id) !== String(data.user_id) || typeof me.email !== 'string') return undefined;
  return { subject: String(me.id), email: me.email, name: typeof me.name === 'string' ? me.name : undefined };
}

export function createSocialVerifier(config: AuthConfig): SocialVerifier {
  const local = config.strict ? 'unavailable' : 'local';
  const kinds: SocialVerifier['kinds'] = {
    googleplus: config.google ? 'google' : local,
    facebook: config.facebook ? 'facebook' : local,
  };
  return {
    kinds,
    async verify(source, token, now) {
      const kind = kinds[source];
      if (kind === 'google' && config.google) return verifyGoogle(config.google.clientId, token, now);
      if (kind === 'facebook' && config.facebook) return verifyFacebook(config.facebook, token);
      if (kind === 'local') return verifyLocal(config, source, token, now);
      return undefined;
    },
  };
}
