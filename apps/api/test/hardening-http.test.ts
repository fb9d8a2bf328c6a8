// Issue 10 "Hardening before we take money", items 1, 5, 6 and 7: which client address a proxy's
// X-Forwarded-For may name, the development outbox and code echo only for this machine, what APP_ENV=production
// turns on (and which secrets it refuses), and the smaller holes: security headers on the framework's own 400s,
// no-store on private answers, slow bodies cut off, and sessions ended by a password change in the same second.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { loadContract } from '../src/contract/load.ts';
import { members } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';
import { DEFAULT_LIMITS, DEV_OTP_CLIENT_SECRET } from '../src/modules/members/config.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

// A quarter of a second into the second, so "the same second" below is not its first millisecond.
const START = Date.parse('2026-11-22T03:00:00.250Z');
let now = START;
const clock = () => new Date(now);

// Fixed, not random: a failing run must be reproducible. 43 base64url characters, like `openssl rand -base64 32`.
const STRONG_SECRET = 'q7Vd2LxN9pRt4Kc8ZmW1yHs6BfJ3gTe0aUo5XiQ-nE_';
const STRICT_ENV = {
  NODE_ENV: 'test',
  APP_ENV: 'production',
  JWT_SECRET: STRONG_SECRET,
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_ID: '123',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  OTP_CLIENT_SECRET: 'a-client-secret-of-our-own',
  PUBLIC_APP_URL: 'https://nusastay.example',
  MIDTRANS_SERVER_KEY: 'SB-Mid-server-not-a-real-key',
};
const TEST_ENV = { NODE_ENV: 'test' };

function otpHeaders(at = now) {
  const time = String(Math.floor(at / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${DEV_OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}

/** The client address Fastify settled on, read through a route added for the test. */
async function appWithIpRoute(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env: { ...TEST_ENV, ...env }, seed: false, media: false, clock });
  t.app.get('/__test/ip', async (request) => ({ ip: request.ip }));
  return t;
}

const ipOf = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  json<{ ip: string }>(
    await app.inject({
      url: '/__test/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }),
  ).ip;

describe('TRUST_PROXY (item 1)', () => {
  it('is a number of hops or a list of proxy addresses; true and anything unclear stop the start-up', () => {
    expect(loadConfig(TEST_ENV).trustProxy).toBe(false);
    expect(loadConfig({ ...TEST_ENV, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...TEST_ENV, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...TEST_ENV, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...TEST_ENV, TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(() => loadConfig({ ...TEST_ENV, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true trusts every hop.*TRUST_PROXY=1.*10\.0\.0\.0\/8/,
    );
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '-1', '1.5', '10.0.0.1,', '300']) {
      expect(() => loadConfig({ ...TEST_ENV, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('with a hop count, the client is the address our proxies saw, not what the client wrote', async () => {
    const one = await appWithIpRoute({ TRUST_PROXY: '1' });
    const two = await appWithIpRoute({ TRUST_PROXY: '2' });
    try {
      expect(await ipOf(one.app, '127.0.0.1', 'spoofed, 203.0.113.9')).toBe('203.0.113.9');
      expect(await ipOf(one.app, '127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
      expect(await ipOf(one.app, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
      expect(await ipOf(one.app, '127.0.0.1')).toBe('127.0.0.1');
      // A cloud load balancer in front of nginx: two hops are ours.
      expect(await ipOf(two.app, '10.0.0.6', 'spoofed, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('with proxy addresses, only hops from those addresses are believed', async () => {
    const t = await appWithIpRoute({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      expect(await ipOf(t.app, '10.0.0.6', '1.2.3.4, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
      // A client reaching the server directly cannot name another address.
      expect(await ipOf(t.app, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('a per-IP limit holds against a forged left-most X-Forwarded-For behind one proxy', async () => {
    const t = await createTestApp({
      env: { ...TEST_ENV, TRUST_PROXY: '1' },
      seed: false,
      media: false,
      clock,
    });
    try {
      const { limit } = DEFAULT_LIMITS.checkPerIp;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/members/check',
          payload: { email: 'nobody@example.com' },
          headers: { 'x-forwarded-for': `10.${i}.0.1, 203.0.113.9` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, limit).every((s) => s !== 429)).toBe(true);
      expect(statuses[limit]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('a per-IP limit counts a whole IPv6 /64 as one client, however many of its addresses it uses', async () => {
    const t = await createTestApp({ env: TEST_ENV, seed: false, media: false, clock });
    try {
      const { limit } = DEFAULT_LIMITS.checkPerIp;
      const check = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/members/check',
          payload: { email: 'nobody@example.com' },
          remoteAddress,
        });
      const statuses: number[] = [];
      // A new interface id each time: one address each, all in 2001:db8:7:7::/64.
      for (let i = 0; i <= limit; i++)
        statuses.push((await check(`2001:db8:7:7::${(i + 1).toString(16)}`)).statusCode);
      expect(statuses.slice(0, limit).every((s) => s !== 429)).toBe(true);
      expect(statuses[limit]).toBe(429);
      // The neighbouring /64 is another customer, with its own budget.
      expect((await check('2001:db8:7:8::1')).statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('development outbox and code echo (item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The proxy in front is trusted, so request.ip follows X-Forwarded-For: the socket must decide, not it.
    t = await createTestApp({
      env: { ...TEST_ENV, TRUST_PROXY: '192.0.2.0/24' },
      seed: false,
      media: false,
      clock,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const fromSocket = (url: string, remoteAddress: string, headers: InjectOptions['headers'] = {}) =>
    t.app.inject({ url, remoteAddress, headers });

  it('serves the outbox only to loopback sockets, whatever X-Forwarded-For says', async () => {
    for (const url of ['/__dev/outbox', '/__dev/outbox.html']) {
      for (const local of ['127.0.0.1', '127.0.0.5', '::1', '::ffff:127.0.0.1']) {
        expect((await fromSocket(url, local)).statusCode, `${url} from ${local}`).toBe(200);
      }
      for (const [remote, forwarded] of [
        ['192.0.2.10', '127.0.0.1'],
        // nginx or Caddy on this machine, in front of `npm start`, speaking for someone on the network.
        ['127.0.0.1', '203.0.113.9'],
        ['198.51.100.4', undefined],
        ['::ffff:198.51.100.4', undefined],
        ['2001:db8::1', undefined],
      ] as const) {
        const res = await fromSocket(url, remote, forwarded ? { 'x-forwarded-for': forwarded } : {});
        expect(res.statusCode, `${url} from ${remote}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'local_only' });
        expect(res.body).not.toMatch(/\b\d{6}\b/);
      }
    }
    const id = json<{ message: string }>(await fromSocket('/__dev/outbox', '198.51.100.4'), 403).message;
    const en = json<{ message: string }>(
      await fromSocket('/__dev/outbox', '198.51.100.4', { 'accept-language': 'en' }),
      403,
    ).message;
    expect(id).toMatch(/komputer yang menjalankan server/);
    expect(en).toMatch(/only served to the machine running the server/);
  });

  it('puts the code in the answer only for loopback sockets', async () => {
    const request = (phone: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/members/v2/otp/request',
        payload: { phone_number_country_code: '62', phone_number: phone, type: 'register' },
        headers: { ...otpHeaders(), ...headers },
        remoteAddress,
      });
    const remote = json<{ data: { otp?: string } }>(
      await request('81299990001', '192.0.2.10', { 'x-forwarded-for': '127.0.0.1' }),
    ).data;
    expect(remote.otp).toBeUndefined();
    const local = json<{ data: { otp?: string } }>(await request('81299990002', '127.0.0.1')).data;
    expect(local.otp).toMatch(/^\d{6}$/);
  });

  it('listens on this machine only unless HOST is set', () => {
    expect(loadConfig(TEST_ENV).host).toBe('localhost');
    expect(loadConfig({ ...TEST_ENV, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('APP_ENV=production (item 6)', () => {
  it('is production whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['test', 'development', 'production']) {
      const config = loadConfig({ ...STRICT_ENV, NODE_ENV });
      expect(config.production, NODE_ENV).toBe(true);
      expect(config.auth.strict).toBe(true);
      expect(config.auth.cookieSecure).toBe(true);
    }
  });

  it('turns on HSTS and upgrade-insecure-requests, and never answers 500 for a response mismatch', async () => {
    const t = await createTestApp({
      env: STRICT_ENV,
      seed: false,
      media: false,
      clock,
      // What buildApp decides by itself, not the tests' 'throw'.
      responseValidation: undefined,
      handlers: {
        ...defaultHandlers,
        // A handler drifting from the contract (holidays must be a list).
        listHolidays: async () => ({ status: 200, body: { data: 'not a list' } as never }),
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/generals/holidays' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect((await t.app.inject({ url: '/__dev/clock' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/__dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses a JWT_SECRET with too little entropy', () => {
    expect(loadConfig(STRICT_ENV).auth.jwtSecret).toBe(STRONG_SECRET);
    for (const weak of [
      'a'.repeat(32),
      'x'.repeat(40),
      'abcd'.repeat(10),
      'password1234'.repeat(3),
      '0123456789abcdef'.repeat(2),
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdefgh',
    ]) {
      expect(() => loadConfig({ ...STRICT_ENV, JWT_SECRET: weak }), weak).toThrow(
        /JWT_SECRET is too easy to guess.*openssl rand -base64 32/,
      );
    }
  });

  it('refuses the public development OTP client secret', () => {
    expect(() => loadConfig({ ...STRICT_ENV, OTP_CLIENT_SECRET: DEV_OTP_CLIENT_SECRET })).toThrow(
      /OTP_CLIENT_SECRET.*development/,
    );
  });
});

describe('security headers on the framework own answers (item 7a)', () => {
  it('are on the 400 of an undecodable URL', async () => {
    const t = await createTestApp({ env: TEST_ENV, seed: false, media: false, clock });
    try {
      for (const url of ['/%', '/api/hotels/%E0%A4%A', '/api/members/%zz']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ code: 'bad_request' });
        expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['permissions-policy'], url).toContain('geolocation=(self)');
      }
    } finally {
      await t.close();
    }
  });
});

describe('Cache-Control: no-store on private answers (item 7b)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ENV, seed: false, media: false, clock });
    await t.database.db.insert(members).values({
      email: 'sesi@example.com',
      fullName: 'Sesi',
      passwordHash: await hashPassword('Rahasia123'),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('on every operation of the member tags, whatever the status', async () => {
    const contract = await loadContract();
    const tags = new Set(['members', 'favorites', 'carts', 'bookings', 'reviews']);
    const operations = contract.operations.filter((op) => op.tags.some((tag) => tags.has(tag)));
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: op.method.toUpperCase() as 'GET',
        url,
        ...(op.method === 'get' || op.method === 'delete' ? {} : { payload: {} }),
      });
      expect(res.headers['cache-control'], `${op.operationId} ${res.statusCode}`).toBe('no-store');
    }
  });

  it('on answers that set a cookie and on the development routes, not on public data', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/members/auth/login',
      payload: { email: 'sesi@example.com', password: 'Rahasia123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBeDefined();
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/__dev/clock', '/__dev/outbox', '/__dev/outbox.html', '/__dev/outbox.css']) {
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
    const social = await t.app.inject({
      method: 'POST',
      url: '/__dev/social-token',
      payload: { source: 'googleplus', email: 'sesi@example.com' },
    });
    expect(social.statusCode).toBe(200);
    expect(social.headers['cache-control']).toBe('no-store');
    const holidays = await t.app.inject({ url: '/api/generals/holidays' });
    expect(holidays.statusCode).toBe(200);
    expect(holidays.headers['cache-control']).toBeUndefined();
  });
});

describe('slow bodies (item 7c)', () => {
  it('are cut off after the request deadline', async () => {
    const t = await createTestApp({
      env: TEST_ENV,
      seed: false,
      media: false,
      clock,
      config: { requestTimeoutMs: 1000, headersTimeoutMs: 500 },
    });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('error', () => {});
      const started = Date.now();
      socket.write(
        'POST /api/members/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      // One byte every 100 ms: never idle, never done.
      const trickle = setInterval(() => socket.write(' '), 100);
      const closedAfter = await new Promise<number | null>((resolve) => {
        const giveUp = setTimeout(() => resolve(null), 5000);
        socket.on('close', () => {
          clearTimeout(giveUp);
          resolve(Date.now() - started);
        });
      });
      clearInterval(trickle);
      socket.destroy();
      expect(closedAfter, 'the socket was still open after 5 s').not.toBeNull();
      expect(closedAfter).toBeLessThan(4000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await t.close();
    }
  });

  it('have a deadline by default, shorter than a slow client can hold a connection for', async () => {
    const config = loadConfig(TEST_ENV);
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
    expect(config.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(config.headersTimeoutMs).toBeLessThanOrEqual(config.requestTimeoutMs);
    const t = await createTestApp({ env: TEST_ENV, seed: false, media: false, clock });
    try {
      expect(t.app.server.requestTimeout).toBe(config.requestTimeoutMs);
      expect(t.app.server.headersTimeout).toBe(config.headersTimeoutMs);
    } finally {
      await t.close();
    }
  });
});

describe('sessions and a password change in the same second (item 7d)', () => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ENV, seed: false, media: false, clock });
    const [row] = await t.database.db
      .insert(members)
      .values({
        email: 'detik@example.com',
        fullName: 'Detik',
        passwordHash: await hashPassword('Rahasia123'),
      })
      .returning({ id: members.id });
    memberId = row?.id as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (password: string) =>
    json<{ data: { token: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/members/auth/login',
        payload: { email: 'detik@example.com', password },
      }),
    ).data.token;
  const me = (token: string) =>
    t.app.inject({ url: `/api/members/${memberId}`, headers: { authorization: `Bearer ${token}` } });
  const cookieToken = (setCookie: string | string[] | undefined) =>
    /JASMINE_TOKEN=([^;]+)/.exec(String(setCookie))?.[1] as string;

  it('ends the sessions issued before it, and the one it issues works', async () => {
    now = START;
    const here = await login('Rahasia123');
    const elsewhere = await login('Rahasia123');
    now = START + 300;
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/members/${memberId}`,
      headers: { authorization: `Bearer ${here}` },
      payload: {
        action_type: 'password',
        old_password: 'Rahasia123',
        password: 'KopiSusu88',
        password_confirmation: 'KopiSusu88',
      },
    });
    expect(change.statusCode).toBe(200);
    const fresh = cookieToken(change.headers['set-cookie']);
    expect(fresh).toBeTruthy();
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    // Signing in again within that second works too.
    now = START + 600;
    expect((await me(await login('KopiSusu88'))).statusCode).toBe(200);
  });

  it('a password reset in the same second signs everybody out', async () => {
    now = START + 5000;
    const before = await login('KopiSusu88');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/members/auth/password/email',
          payload: { email: 'detik@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = json<{ data: { body: string }[] }>(
      await t.app.inject({ url: '/__dev/outbox?to=detik@example.com' }),
    ).data;
    const token = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] as string).searchParams.get('token');
    now = START + 5400;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/members/auth/password/reset',
      payload: {
        email: 'detik@example.com',
        token,
        password: 'TehManis77',
        password_confirmation: 'TehManis77',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(await login('TehManis77'))).statusCode).toBe(200);
  });
});
