// Environment variables → configuration. Paths are resolved relative to apps/api, not the working directory,
// so `pnpm --filter @nusa/api serve` and `node apps/api/src/main.ts` behave the same.
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuthConfig, loadAuthConfig } from './modules/members/config.ts';

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
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Seed the demo data into an empty database at start-up (SEED_DEMO_DATA=false starts empty). */
  seedDemoData: boolean;
  /** Sign-in, tokens, one-time codes and delivery adapters (src/modules/members/config.ts). */
  auth: AuthConfig;
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
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    production: nodeEnv === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: env.API_MEDIA_DIR ? resolveFromApi(env.API_MEDIA_DIR) : defaultMediaDir(dataDir),
    webDist: resolveFromApi(env.WEB_DIST ?? '../web/dist'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    seedDemoData: env.SEED_DEMO_DATA !== 'false' && env.SEED_DEMO_DATA !== '0',
    clockStart: clockStartOf(env),
    auth: undefined as unknown as AuthConfig,
  };
  const merged = { ...base, ...overrides };
  // After the overrides: the development secret file lives beside the data folder actually used.
  if (!overrides.auth) merged.auth = loadAuthConfig(env, merged);
  return merged;
}
