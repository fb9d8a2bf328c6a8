// Limits that must hold across API instances (two apps on one database: on PostgreSQL in CI this also races
// them for real), log hygiene of the auth flows, and the production switch.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { members } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEFAULT_LIMITS, DEV_OTP_CLIENT_SECRET } from '../src/modules/members/config.ts';
import {
  createTestApp,
  createTestDatabase,
  json,
  seedDayOf,
  TEST_MEDIA_DIR,
  type TestDatabase,
} from './helpers.ts';

const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const advance = (seconds: number) => {
  now += seconds * 1000;
};

function otpHeaders() {
  const time = String(Math.floor(now / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${DEV_OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}

let db: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let logs = '';
const noWeb = join(tmpdir(), 'nusa-no-web-dist');

beforeAll(async () => {
  db = await createTestDatabase({ seededFor: seedDayOf({ clock }) });
  const base = loadConfig({ NODE_ENV: 'test' });
  const config = {
    mediaDir: TEST_MEDIA_DIR,
    webDist: noWeb,
    auth: { ...base.auth, limits: { ...DEFAULT_LIMITS, checkPerIp: { limit: 4, windowSeconds: 600 } } },
  };
  // Instance A logs at debug level into `logs`, like a development server would.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  const logger = { ...(loggerOptions(base) as object), level: 'debug', stream: sink };
  a = await buildApp({ env: { NODE_ENV: 'test' }, database: db.database, clock, config, logger });
  b = await buildApp({ env: { NODE_ENV: 'test' }, database: db.database, clock, config, logger: false });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.destroy();
});

let ip = 1;
const freshIp = () => `127.1.0.${ip++}`;
const post = (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: InjectOptions['headers'] = {},
  remoteAddress = freshIp(),
) => app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, remoteAddress });

describe('two API instances on one database', () => {
  it('share the phone check, the resend interval, the otp_index and the lockout of a series', async () => {
    // A series is per number, type and client: one client, asking each instance in turn.
    const client = freshIp();
    const body = { phone_number_country_code: '62', phone_number: '81234567801', type: 'login' };
    const request = (app: FastifyInstance) =>
      post(app, '/api/members/v2/otp/request', body, otpHeaders(), client);
    json(
      await post(
        b,
        '/api/members/v2/auth/login-phone-number-check',
        { phone_number_country_code: '62', phone_number: '81234567801' },
        {},
        client,
      ),
    );
    expect(json<{ data: { otp_index: number } }>(await request(a)).data.otp_index).toBe(1);
    expect((await request(b)).statusCode).toBe(429);
    advance(61);
    expect(json<{ data: { otp_index: number } }>(await request(b)).data.otp_index).toBe(2);
    advance(61);
    expect(json<{ data: { otp_index: number } }>(await request(a)).data.otp_index).toBe(3);
    advance(61);
    const fourth = json<{ data: { otp_index: number; next_interval: number } }>(await request(b));
    expect(fourth.data).toMatchObject({ otp_index: 4, next_interval: 3600 });
    advance(600);
    expect((await request(a)).statusCode).toBe(429);
    expect((await request(b)).statusCode).toBe(429);
  });

  it('send one code when both are asked at the same moment', async () => {
    const client = freshIp();
    const body = { phone_number_country_code: '62', phone_number: '85700000010', type: 'register' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(i % 2 ? a : b, '/api/members/v2/otp/request', body, otpHeaders(), client),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('allow 5 tries per code in all, even when guesses race on both instances', async () => {
    advance(3600);
    const phone = { phone_number_country_code: '62', phone_number: '85700000011' };
    const { otp } = json<{ data: { otp: string } }>(
      await post(a, '/api/members/v2/otp/request', { ...phone, type: 'register' }, otpHeaders()),
    ).data;
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 ? a : b, '/api/members/v2/otp/verify', { ...phone, otp: wrong, type: 'register' }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    expect(
      (await post(b, '/api/members/v2/otp/verify', { ...phone, otp, type: 'register' })).statusCode,
    ).toBe(429);
  });

  it('count per-IP limits together', async () => {
    const client = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(i % 2 ? a : b, '/api/members/check', { email: 'andi@example.com' }, {}, client);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('count sign-in attempts per IP, and failed passwords per account and source, together', async () => {
    const client = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post(
        i % 2 ? a : b,
        '/api/members/auth/login',
        { email: `guess${i}@example.com`, password: 'Tebak12345' },
        {},
        client,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // One account guessed from many addresses: over its ceiling (20 failures an hour, counted by both), a new
    // source is slowed down after its first failure.
    for (let i = 0; i < 20; i++) {
      const res = await post(i % 2 ? a : b, '/api/members/auth/login', {
        email: 'siti@example.com',
        password: `Tebak${i}xyz`,
      });
      expect(res.statusCode).toBe(401);
    }
    const source = freshIp();
    const guess = (app: FastifyInstance, i: number) =>
      post(
        app,
        '/api/members/auth/login',
        { email: 'siti@example.com', password: `Salah${i}abc` },
        {},
        source,
      );
    expect((await guess(a, 0)).statusCode).toBe(401);
    advance(1);
    // Its next guesses race on both instances for the one attempt it has now: exactly one is judged.
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(i % 2 ? a : b, i + 1)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([
      401, 429, 429, 429, 429, 429, 429, 429, 429, 429,
    ]);
    advance(3600);
  });

  it('accept each other’s tokens and revocations', async () => {
    const login = await post(a, '/api/members/auth/login', {
      email: 'andi@example.com',
      password: 'Rahasia123',
    });
    const { token } = json<{ data: { token: string } }>(login).data;
    expect(
      (await b.inject({ url: '/api/members/1', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    json(await post(b, '/api/members/auth/logout', undefined, { authorization: `Bearer ${token}` }));
    expect(
      (await a.inject({ url: '/api/members/1', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });
});

describe('logs', () => {
  it('hold no password, code, token, e-mail or phone number', async () => {
    advance(3600);
    logs = '';
    const secrets: string[] = [
      'Rahasia123',
      'andi@example.com',
      '81234567802',
      'siti@example.com',
      'WrongPass99',
    ];
    const login = await post(a, '/api/members/auth/login', {
      email: 'andi@example.com',
      password: 'Rahasia123',
    });
    secrets.push(json<{ data: { token: string } }>(login).data.token);
    await post(a, '/api/members/auth/login', { email: 'siti@example.com', password: 'WrongPass99' });
    const phone = { phone_number_country_code: '62', phone_number: '81234567802' };
    const client = freshIp();
    await post(a, '/api/members/v2/auth/login-phone-number-check', phone, {}, client);
    const { otp } = json<{ data: { otp: string } }>(
      await post(a, '/api/members/v2/otp/request', { ...phone, type: 'login' }, otpHeaders(), client),
    ).data;
    secrets.push(otp);
    await post(a, '/api/members/v2/otp/verify', {
      ...phone,
      otp: otp === '000000' ? '111111' : '000000',
      type: 'login',
    });
    await post(a, '/api/members/v2/auth/login-phone-number', { ...phone, otp });
    await post(a, '/api/members/auth/password/email', { email: 'siti@example.com' });
    await a.inject({ url: '/__dev/outbox?to=siti@example.com' });
    await post(a, '/api/members/auth/login', { email: 'andi@example.com', password: 'x'.repeat(200) });
    expect(logs).toContain('incoming request');
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
  });
});

describe('production switch', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nusa-prod-switch-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'production', API_DATA_DIR: join(dataDir, 'pglite') };

  it('APP_ENV=production refuses to start without JWT_SECRET or real adapters', async () => {
    await expect(
      createTestApp({ env: { ...env, APP_ENV: 'production' }, seed: false, media: false }),
    ).rejects.toThrow(/JWT_SECRET/);
    await expect(
      createTestApp({
        env: { ...env, APP_ENV: 'production', JWT_SECRET: 'Jq4fV8nR2xL7wT1kZ9cH5mB3yD6pG0sAeUiOo-_N' },
        seed: false,
        media: false,
      }),
    ).rejects.toThrow(/WHATSAPP_TOKEN.*SMTP_URL/);
  });

  it('APP_ENV=production with real adapters has no outbox and no /__dev routes', async () => {
    const app = await createTestApp({
      env: {
        ...env,
        APP_ENV: 'production',
        JWT_SECRET: 'Jq4fV8nR2xL7wT1kZ9cH5mB3yD6pG0sAeUiOo-_N',
        WHATSAPP_TOKEN: 'token',
        WHATSAPP_PHONE_ID: '123',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        OTP_CLIENT_SECRET: 'client-secret',
        PUBLIC_APP_URL: 'https://nusastay.example',
        COOKIE_DOMAIN: '.nusastay.example',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-not-a-real-key',
      },
      seed: false,
      media: false,
    });
    try {
      expect((await app.app.inject({ url: '/__dev/outbox' })).statusCode).toBe(404);
      expect(
        (await app.app.inject({ method: 'POST', url: '/__dev/social-token', payload: {} })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('NODE_ENV=production alone (npm start) keeps the local outbox and sets Secure cookies', async () => {
    const app = await createTestApp({ env, media: false, seed: false });
    try {
      await app.database.db.insert(members).values({
        email: 'andi@example.com',
        fullName: 'Andi',
        passwordHash: await hashPassword('Rahasia123'),
      });
      expect((await app.app.inject({ url: '/__dev/outbox' })).statusCode).toBe(200);
      const login = await app.app.inject({
        method: 'POST',
        url: '/api/members/auth/login',
        payload: { email: 'andi@example.com', password: 'Rahasia123' },
      });
      expect(String(login.headers['set-cookie'])).toMatch(/JASMINE_TOKEN=.*; SameSite=Lax; Secure/);
    } finally {
      await app.close();
    }
  });
});
