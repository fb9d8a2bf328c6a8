// Environment variables → configuration. Paths are resolved relative to apps/api, not the working directory,
// so `pnpm --filter @nusa/api serve` and `node apps/api/src/main.ts` behave the same.
import { isIP } from 'node:net';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FormsConfig, loadFormsConfig } from './modules/forms/config.ts';
import { type AuthConfig, loadAuthConfig } from './modules/members/config.ts';
import { loadPaymentConfig, type PaymentConfig } from './modules/payments/config.ts';

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  production: boolean;
  /** PostgreSQL connection URL; PGlite is used when absent. */
  databaseUrl?: string;
  /** PGlite data folder (also holds generated media). */
  dataDir: string;
  /** Where generated pictures are written and served from. */
  mediaDir: string;
  /** Built web app to serve from the same origin (skipped when the folder does not exist). */
  webDist: string;
  /**
   * Which X-Forwarded-For hops to believe (TRUST_PROXY): false (none: the client is the socket's address), the
   * number of proxies we run in front of the API, or their addresses/CIDRs. See `trustProxyOf`.
   */
  trustProxy: false | number | string[];
  /** Deadline for receiving a whole request, headers and body (a client trickling its body is cut off). */
  requestTimeoutMs: number;
  /** Deadline for receiving the request headers. */
  headersTimeoutMs: number;
  /** Seed the demo data into an empty database at start-up (SEED_DEMO_DATA=false starts empty). */
  seedDemoData: boolean;
  /**
   * Answer computed searches from the in-process search index when it is current (SEARCH_INDEX=off: always SQL,
   * for comparisons; src/modules/hotels/search-index.ts).
   */
  searchIndex: boolean;
  /** Sign-in, tokens, one-time codes and delivery adapters (src/modules/members/config.ts). */
  auth: AuthConfig;
  /** The payment gateway: Midtrans when MIDTRANS_SERVER_KEY is set (src/modules/payments/config.ts). */
  payments: PaymentConfig;
  /** Where the partner and e-form notifications go, and their per-IP limit (src/modules/forms/config.ts). */
  forms: FormsConfig;
  /**
   * TEST_CLOCK_START: the instant the server's clock reads at start-up, running on from there (end-to-end tests
   * only). Refused in production mode: a shifted clock would expire codes, holds and tokens at the wrong time.
   */
  clockStart?: Date;
}

function clockStartOf(env: NodeJS.ProcessEnv): Date | undefined {
  const value = env.TEST_CLOCK_START;
  if (!value) return undefined;
  if (env.NODE_ENV === 'production' || env.APP_ENV === 'production')
    throw new Error('TEST_CLOCK_START is for tests and is refused in production mode');
  const start = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(start.getTime()))
    throw new Error(`TEST_CLOCK_START must be an ISO 8601 instant, got ${value}`);
  return start;
}

const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for the loopback, link-local and unique-local ranges, accepted by Fastify like addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntryProblem(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128))
    return `"${entry}" has an invalid prefix length`;
  return undefined;
}

/**
 * TRUST_PROXY → which X-Forwarded-For entries name the client. Every entry left of the hops we run is written
 * by the client itself, so only two forms are accepted: a number of hops (1 = one nginx/Caddy/load balancer in
 * front) or a list of the proxies' addresses/CIDRs. `true` would trust every hop, making the left-most entry,
 * which any client can forge, the address our per-IP limits count: it is refused rather than guessed at.
 */
function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    throw new Error(
      'TRUST_PROXY=true trusts every hop, so any client could pick the IP address the per-IP limits count. ' +
        'Set the number of proxies in front of the API (TRUST_PROXY=1 for one nginx, Caddy or load balancer) ' +
        'or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1); see "Deploying behind a proxy" in apps/api/README.md',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS)
      throw new Error(`TRUST_PROXY must be at most ${MAX_PROXY_HOPS} hops, got ${raw}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const problems = entries.map(proxyEntryProblem).filter((problem) => problem !== undefined);
  if (problems.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of hops or a comma-separated list of proxy addresses/CIDRs: ${problems.join(', ')}`,
    );
  }
  return entries;
}

function resolveFromApi(path: string): string {
  return isAbsolute(path) ? path : resolve(API_ROOT, path);
}

/** `data/pglite` → `data/media`; any other data folder `x` → `x-media` (never inside PGlite's own folder). */
function defaultMediaDir(dataDir: string): string {
  return basename(dataDir) === 'pglite' ? resolve(dirname(dataDir), 'media') : `${dataDir}-media`;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolveFromApi(env.API_DATA_DIR ?? 'data/pglite');
  const base: AppConfig = {
    port,
    // Loopback unless HOST says otherwise: outside APP_ENV=production the server hands out sign-in codes
    // (local outbox), and even a strict deployment is better unreachable than open by accident.
    host: env.HOST || 'localhost',
    nodeEnv,
    // APP_ENV=production is the stricter switch, so it implies everything NODE_ENV=production turns on
    // (HSTS, upgrade-insecure-requests, Secure cookie, no response validation); NODE_ENV alone (npm start) stays
    // production without being strict.
    production: nodeEnv === 'production' || env.APP_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: env.API_MEDIA_DIR ? resolveFromApi(env.API_MEDIA_DIR) : defaultMediaDir(dataDir),
    webDist: resolveFromApi(env.WEB_DIST ?? '../web/dist'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    // 1 MiB bodies over a poor mobile link fit in 30 s; a client holding a connection open longer is not sending.
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 10_000,
    seedDemoData: env.SEED_DEMO_DATA !== 'false' && env.SEED_DEMO_DATA !== '0',
    searchIndex: !['off', 'false', '0'].includes(env.SEARCH_INDEX ?? ''),
    clockStart: clockStartOf(env),
    auth: undefined as unknown as AuthConfig,
    payments: undefined as unknown as PaymentConfig,
    forms: undefined as unknown as FormsConfig,
  };
  const merged = { ...base, ...overrides };
  // After the overrides: the development secret file lives beside the data folder actually used.
  if (!overrides.auth) merged.auth = loadAuthConfig(env, merged);
  // After the sign-in settings, so a strict deployment hears about its missing secrets in the same order as before.
  if (!overrides.payments) merged.payments = loadPaymentConfig(env, merged.auth.strict);
  if (!overrides.forms) merged.forms = loadFormsConfig(env);
  return merged;
}
