// The customer-service script (scripts/unlock-member.ts) against a real database location, the way staff run it:
// a member locks themself out (failed passwords, four sign-in codes), the server stops, the script runs in its own
// process with the server's database configuration (API_DATA_DIR or DATABASE_URL), and the member gets in again.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { members } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEV_OTP_CLIENT_SECRET } from '../src/modules/members/config.ts';
import { TEST_MEDIA_DIR } from './helpers.ts';

const script = fileURLToPath(new URL('../scripts/unlock-member.ts', import.meta.url));

let now = Date.parse('2026-11-22T03:00:00Z');
const clock = () => new Date(now);
const advance = (seconds: number) => {
  now += seconds * 1000;
};

/** A database location the script can open from another process: a PGlite folder, or a PostgreSQL database. */
interface Location {
  env: Record<string, string>;
  open(): Promise<Database>;
  destroy(): Promise<void>;
}

async function createLocation(): Promise<Location> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'nusa-unlock-'));
    const dataDir = join(dir, 'pglite');
    return {
      env: { API_DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      async destroy() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `nusa_test_unlock_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: target.toString() },
    open: () => openDatabase({ url: target.toString(), poolSize: 2 }),
    async destroy() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => cleanup.end());
    },
  };
}

function runScript(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, NODE_ENV: 'test', ...location.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

let location: Location;
let database: Database | undefined;
let app: FastifyInstance | undefined;

async function start(seed: boolean): Promise<FastifyInstance> {
  database = await location.open();
  app = await buildApp({
    env: { NODE_ENV: 'test' },
    database,
    clock,
    seed: false,
    media: false,
    logger: false,
    config: { mediaDir: TEST_MEDIA_DIR, webDist: join(tmpdir(), 'nusa-no-web-dist') },
  });
  if (seed) {
    await database.db.insert(members).values({
      email: 'dewi@example.com',
      fullName: 'Dewi Lestari',
      passwordHash: await hashPassword('Rahasia123'),
      phoneNumberCountryCode: '62',
      phoneNumber: '81299990001',
      verifiedBySms: true,
    });
  }
  return app;
}
/** The server stops before the script runs: a PGlite folder serves one process at a time. */
async function stop() {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
}

beforeAll(async () => {
  location = await createLocation();
  await start(true);
  await stop();
});
afterAll(async () => {
  await stop();
  await location?.destroy();
});

const dewi = { phone_number_country_code: '62', phone_number: '81299990001' };
const SOURCE = '10.60.0.1';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  (app as FastifyInstance).inject({ method: 'POST', url, payload, headers, remoteAddress: SOURCE });
const login = (password: string) => post('/api/members/auth/login', { email: 'dewi@example.com', password });
function otpHeaders() {
  const time = String(Math.floor(now / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${DEV_OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}
async function requestCode(): Promise<LightMyRequestResponse> {
  await post('/api/members/v2/auth/login-phone-number-check', dewi);
  return post('/api/members/v2/otp/request', { ...dewi, type: 'login' }, otpHeaders());
}

/** Ten wrong passwords and four code requests from the member's own phone: both ways in are refused. */
async function lockOut() {
  await start(false);
  for (let i = 0; i < 10; i++) {
    advance(100);
    expect((await login(`Lupa${i}sandi`)).statusCode).toBe(401);
  }
  expect((await login('Rahasia123')).statusCode).toBe(429);
  for (let i = 0; i < 4; i++) {
    expect((await requestCode()).statusCode).toBe(200);
    advance(61);
  }
  expect((await requestCode()).json()).toMatchObject({ code: 'otp_locked' });
  await stop();
}

async function expectUnlocked() {
  await start(false);
  expect((await login('Rahasia123')).statusCode).toBe(200);
  const code = await requestCode();
  expect(code.json()).toMatchObject({ data: { otp_index: 1 } });
  await stop();
  advance(3600);
}

describe('unlock-member', () => {
  it('clears the counters and lockouts of a member found by e-mail (pnpm passes the -- through)', async () => {
    await lockOut();
    const { code, output } = await runScript(['--', '--email', ' Dewi@Example.com ']);
    expect(output).toMatch(
      /^Unlocked member \d+: \d+ password failure counters?, \d+ e-mail counters?, \d+ one-time codes? cleared\.\n$/,
    );
    expect(output).not.toContain('dewi');
    expect(output).not.toContain('81299990001');
    expect(code).toBe(0);
    await expectUnlocked();
  });

  it('clears the same when the member is found by phone number', async () => {
    await lockOut();
    const { code, output } = await runScript(['--phone', '+62 812-9999-0001']);
    expect(output).toMatch(/^Unlocked member \d+:/);
    expect(code).toBe(0);
    await expectUnlocked();
  });

  it('says so when no member matches, and explains its usage', async () => {
    const unknown = await runScript(['--email', 'nobody@example.com']);
    expect(unknown.output).toMatch(/^No member with this e-mail or phone number/);
    expect(unknown.code).toBe(1);
    const usage = await runScript([]);
    expect(usage.output).toContain('Usage: pnpm --filter @nusa/api unlock-member -- --email');
    expect(usage.code).toBe(2);
    const bad = await runScript(['--phone', 'not-a-number']);
    expect(bad.code).toBe(2);
  });
});
