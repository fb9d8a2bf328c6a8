// Configuration of sign-in, tokens, one-time codes and message delivery, read from the environment.
//
// Two switches matter:
// - NODE_ENV=production (what `npm start` uses) makes the JASMINE_TOKEN cookie Secure, like HSTS in security.ts.
// - APP_ENV=production is the strict deployment switch: start-up fails unless JWT_SECRET and real WhatsApp and
//   e-mail adapters are configured, and there is no local outbox, no /__dev routes and no local identity
//   provider. `npm start` does not set it, so a fresh machine still runs with the local outbox. It also refuses
//   a JWT_SECRET with too little entropy and the public development OTP_CLIENT_SECRET, and implies everything
//   NODE_ENV=production turns on (src/config.ts).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface RateLimit {
  /** Requests allowed in any window of this length. */
  limit: number;
  /** Window length in seconds (a sliding window counted in the database, see rate-limit.ts). */
  windowSeconds: number;
}

/** Failed passwords of one account from one source: full speed, then a growing wait, then refused. */
export interface SlowDown {
  /** Failures answered at full speed. */
  free: number;
  /** After `free` failures each attempt waits 1, 2, 4, … s after the previous one; at `max` failures, refused. */
  max: number;
  /** Failures are forgotten this long after the source's last counted attempt, and by a successful sign-in. */
  windowSeconds: number;
}

export interface AuthLimits {
  /** The check endpoints (register-check, login-phone-number-check, social-check, password/email, members/check). */
  checkPerIp: RateLimit;
  /** Sign-in attempts (e-mail, phone, social) and password resets per client IP. */
  loginPerIp: RateLimit;
  /**
   * Failed passwords per account and source (client IP) together. Counting per account alone let anyone lock the
   * owner out by failing on purpose; counting per pair only ever slows or refuses the source that fails.
   */
  loginFailuresPerSource: SlowDown;
  /**
   * Failed passwords per account from every source: the ceiling against guessing from many addresses. Over it a
   * source gets one failure at full speed instead of `loginFailuresPerSource.free`; it never refuses anyone.
   */
  loginFailuresPerAccount: RateLimit;
  /** One-time codes requested per client IP (stops flooding many numbers from one client). */
  otpRequestPerIp: RateLimit;
  /** Code checks (verify, phone login, register, phone change) per client IP. */
  otpVerifyPerIp: RateLimit;
  /**
   * Codes sent to one phone number, every type and source together. The lockout of a series is per number, type
   * and source (otp.ts), so this gentle ceiling is what bounds the WhatsApp messages a number can be sent.
   */
  otpPerPhone: RateLimit;
  /** How long a login-phone-number-check lets the same source request sign-in codes for that number. */
  phoneCheckPassSeconds: number;
  /** Password-reset e-mails per address. */
  resetEmailPerAddress: RateLimit;
}

export interface AuthConfig {
  /** APP_ENV=production: refuse to start without real adapters and JWT_SECRET; no dev routes. */
  strict: boolean;
  /** HS256 key for member tokens. */
  jwtSecret: string;
  /** Where the secret came from (for the start-up log; never the secret itself). */
  jwtSecretSource: 'env' | 'file' | 'per-run';
  /** Token lifetime in seconds (JWT_TTL_SECONDS, default 30 days). */
  tokenTtlSeconds: number;
  /** Domain attribute of the JASMINE_TOKEN cookie (COOKIE_DOMAIN, e.g. `.nusastay.id`); host-only when unset. */
  cookieDomain?: string;
  /** Secure attribute of the cookie. */
  cookieSecure: boolean;
  /** The fixed client secret hashed into X-Member-Token (OTP_CLIENT_SECRET; the web build's VITE_OTP_SECRET). */
  otpClientSecret: string;
  /** Largest accepted distance between X-Request-Time and the server clock, in seconds. */
  requestTimeSkewSeconds: number;
  /** Origin used in e-mailed links (PUBLIC_APP_URL, default http://localhost:PORT). */
  publicAppUrl: string;
  whatsapp?: { token: string; phoneId: string; apiVersion: string; template?: string; templateLang: string };
  smtp?: { url: string; from: string };
  google?: { clientId: string };
  facebook?: { appId: string; appSecret: string };
  /** reCAPTCHA v2 (RECAPTCHA_SECRET): when set, e-mail login and register require a valid captcha token. */
  recaptcha?: { secret: string };
  limits: AuthLimits;
}

export const DEFAULT_LIMITS: AuthLimits = {
  checkPerIp: { limit: 60, windowSeconds: 600 },
  loginPerIp: { limit: 30, windowSeconds: 600 },
  loginFailuresPerSource: { free: 3, max: 10, windowSeconds: 900 },
  loginFailuresPerAccount: { limit: 20, windowSeconds: 3600 },
  otpRequestPerIp: { limit: 20, windowSeconds: 3600 },
  otpVerifyPerIp: { limit: 60, windowSeconds: 3600 },
  otpPerPhone: { limit: 10, windowSeconds: 3600 },
  phoneCheckPassSeconds: 900,
  resetEmailPerAddress: { limit: 5, windowSeconds: 3600 },
};

const PER_IP_LIMITS = ['checkPerIp', 'loginPerIp', 'otpRequestPerIp', 'otpVerifyPerIp'] as const;

/**
 * AUTH_IP_LIMIT_FACTOR multiplies the per-IP limits only. End-to-end suites drive every flow from one address
 * (127.0.0.1) against a database that persists between runs, so the real per-IP budget (20 codes an hour) is
 * spent after one or two runs. Per-phone, per-code and per-e-mail limits are untouched, and a strict deployment
 * refuses the setting, so production limits cannot be loosened by it.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv, strict: boolean): AuthLimits {
  const raw = env.AUTH_IP_LIMIT_FACTOR;
  if (raw === undefined || raw === '') return DEFAULT_LIMITS;
  if (strict)
    throw new Error('AUTH_IP_LIMIT_FACTOR is for development and tests; APP_ENV=production refuses it');
  const factor = positiveInt(raw, 1, 'AUTH_IP_LIMIT_FACTOR');
  const limits: AuthLimits = { ...DEFAULT_LIMITS };
  for (const key of PER_IP_LIMITS) {
    limits[key] = { ...DEFAULT_LIMITS[key], limit: DEFAULT_LIMITS[key].limit * factor };
  }
  return limits;
}

/** The development default of OTP_CLIENT_SECRET; the web build uses the same when VITE_OTP_SECRET is unset. */
export const DEV_OTP_CLIENT_SECRET = 'nusa-stay-dev-otp-secret';

// Tests and several apps built in one process must agree on the key, so the per-run secret is made once.
const perRunSecret = randomBytes(32).toString('base64url');

function developmentSecret(nodeEnv: string, dataDir: string): { secret: string; source: 'file' | 'per-run' } {
  if (nodeEnv === 'test') return { secret: perRunSecret, source: 'per-run' };
  // Beside the PGlite folder (never inside it), so tokens survive restarts of a development server.
  const file = join(dirname(dataDir), '.jwt-secret');
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim();
      if (secret.length >= 32) return { secret, source: 'file' };
    }
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return { secret, source: 'file' };
  } catch {
    return { secret: perRunSecret, source: 'per-run' };
  }
}

/** The least estimated entropy of a strict deployment's JWT_SECRET (HS256 keys should be 256 random bits). */
const MIN_SECRET_BITS = 128;

/**
 * A rough upper bound of a secret's entropy in bits: the Shannon entropy of its character frequencies times
 * its length, taken over its shortest repeating unit (`abcd` × 10 counts as `abcd`). Random base64 of 32 bytes
 * scores about 210, 32 × "a" scores 0. It cannot see a dictionary phrase, only repetition and a small alphabet.
 */
function estimatedSecretBits(secret: string): number {
  const chars = Array.from(secret);
  let unit = chars;
  for (let period = 1; period <= chars.length / 2; period++) {
    if (chars.length % period !== 0) continue;
    if (chars.every((c, i) => c === chars[i % period])) {
      unit = chars.slice(0, period);
      break;
    }
  }
  const counts = new Map<string, number>();
  for (const c of unit) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / unit.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * unit.length;
}

/** What a strict deployment refuses in its secrets: guessable token keys and the public development secret. */
function weakSecretProblems(env: NodeJS.ProcessEnv, jwtSecret: string): string[] {
  const problems: string[] = [];
  if (estimatedSecretBits(jwtSecret) < MIN_SECRET_BITS) {
    problems.push(
      `JWT_SECRET is too easy to guess (about ${Math.floor(estimatedSecretBits(jwtSecret))} bits, at least ` +
        `${MIN_SECRET_BITS} needed): use 32 random bytes, e.g. \`openssl rand -base64 32\``,
    );
  }
  if (env.OTP_CLIENT_SECRET === DEV_OTP_CLIENT_SECRET) {
    problems.push(
      'OTP_CLIENT_SECRET is the public development default; set a secret of your own (and VITE_OTP_SECRET to it)',
    );
  }
  return problems;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return n;
}

export function loadAuthConfig(
  env: NodeJS.ProcessEnv,
  base: { nodeEnv: string; production: boolean; dataDir: string; port: number },
): AuthConfig {
  const strict = env.APP_ENV === 'production';
  let jwtSecret = env.JWT_SECRET ?? '';
  let jwtSecretSource: AuthConfig['jwtSecretSource'] = 'env';
  if (jwtSecret && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  if (!jwtSecret) {
    if (strict) throw new Error('APP_ENV=production requires JWT_SECRET (at least 32 random characters)');
    const generated = developmentSecret(base.nodeEnv, base.dataDir);
    jwtSecret = generated.secret;
    jwtSecretSource = generated.source;
  }
  const whatsapp =
    env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_ID
      ? {
          token: env.WHATSAPP_TOKEN,
          phoneId: env.WHATSAPP_PHONE_ID,
          apiVersion: env.WHATSAPP_API_VERSION || 'v21.0',
          template: env.WHATSAPP_TEMPLATE || undefined,
          templateLang: env.WHATSAPP_TEMPLATE_LANG || 'id',
        }
      : undefined;
  const smtp = env.SMTP_URL
    ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Nusa Stay <no-reply@nusastay.id>' }
    : undefined;
  const otpClientSecret = env.OTP_CLIENT_SECRET || DEV_OTP_CLIENT_SECRET;
  if (strict) {
    const weak = weakSecretProblems(env, jwtSecret);
    if (weak.length > 0) throw new Error(`APP_ENV=production refuses weak secrets: ${weak.join('; ')}`);
    const missing: string[] = [];
    if (!whatsapp) missing.push('WHATSAPP_TOKEN and WHATSAPP_PHONE_ID (WhatsApp delivery of codes)');
    if (!smtp) missing.push('SMTP_URL (password-reset e-mails)');
    if (!env.OTP_CLIENT_SECRET) missing.push('OTP_CLIENT_SECRET (X-Member-Token)');
    if (!env.PUBLIC_APP_URL) missing.push('PUBLIC_APP_URL (links in e-mails)');
    if (missing.length > 0) {
      throw new Error(
        `APP_ENV=production refuses to start without real adapters; set ${missing.join(', ')}. ` +
          'Without APP_ENV=production the local outbox is used instead (see apps/api/README.md).',
      );
    }
  }
  return {
    strict,
    jwtSecret,
    jwtSecretSource,
    tokenTtlSeconds: positiveInt(env.JWT_TTL_SECONDS, 30 * 24 * 3600, 'JWT_TTL_SECONDS'),
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    cookieSecure: base.production || strict,
    otpClientSecret,
    requestTimeSkewSeconds: 300,
    publicAppUrl: (env.PUBLIC_APP_URL || `http://localhost:${base.port || 3000}`).replace(/\/+$/, ''),
    whatsapp,
    smtp,
    google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID } : undefined,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET }
        : undefined,
    recaptcha: env.RECAPTCHA_SECRET ? { secret: env.RECAPTCHA_SECRET } : undefined,
    limits: limitsFromEnv(env, strict),
  };
}

/** A key for one purpose derived from the token secret (one secret to configure, independent keys). */
export function deriveKey(config: AuthConfig, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}\u0000${config.jwtSecret}`).digest();
}
