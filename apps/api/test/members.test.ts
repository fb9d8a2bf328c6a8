// Sign-in, registration, one-time codes, profile, tokens, password reset, social sign-in and the dev outbox,
// on the demo members (password Rahasia123). The clock is controlled so intervals and expiries are exact.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loadContract } from '../src/contract/load.ts';
import { DEV_OTP_CLIENT_SECRET, deriveKey } from '../src/modules/members/config.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const advance = (seconds: number) => {
  now += seconds * 1000;
};

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins of the same demo members within minutes need no raised limit: only failed passwords count
  // per account (test/lockout.test.ts).
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

type Body = Record<string, unknown>;
interface Data<T = Body> {
  data: T;
}
interface OtpState {
  otp?: string | null;
  expire_in_timestamp: number;
  next_interval: number;
  otp_index: number;
}
interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
  status?: string;
}

let ipCounter = 1;
/**
 * A fresh client address, so the per-IP limits of one test do not leak into another. Loopback (127.0.0.0/8): the
 * dev outbox answers, and code requests echo the code, only to this machine.
 */
const freshIp = () => `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function post(url: string, payload: unknown, headers: InjectOptions['headers'] = {}, ip = '127.9.9.9') {
  return t.app.inject({ method: 'POST', url, payload: payload as Body, headers, remoteAddress: ip });
}

function otpHeaders(at = now, secret = DEV_OTP_CLIENT_SECRET) {
  const time = String(Math.floor(at / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${secret}${time}`).digest('hex'),
  };
}

const sources = new Map<string, string>();
/** One client per number: a code series is per number, type and source. */
const sourceOf = (body: Body) => {
  const phone = `${body.phone_number_country_code}|${body.phone_number}`;
  const ip = sources.get(phone) ?? freshIp();
  sources.set(phone, ip);
  return ip;
};

/** Sign-in codes are sent only after the phone check from the same client, as the app does. */
async function requestOtp(body: Body, token?: string, ip = sourceOf(body)) {
  if (body.type === 'login') {
    const { phone_number_country_code, phone_number } = body;
    await post(
      '/api/members/v2/auth/login-phone-number-check',
      { phone_number_country_code, phone_number },
      {},
      ip,
    );
  }
  return post(
    '/api/members/v2/otp/request',
    body,
    { ...otpHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ip,
  );
}

async function login(email: string, password = 'Rahasia123'): Promise<string> {
  const res = await post('/api/members/auth/login', { email, password }, {}, freshIp());
  return json<Data<{ token: string }>>(res).data.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const error = (res: LightMyRequestResponse, status: number) => json<ErrorBody>(res, status);

describe('login with e-mail and password', () => {
  it('signs in, returns a token and sets the JASMINE_TOKEN cookie', async () => {
    const res = await post('/api/members/auth/login', { email: 'Andi@Example.com', password: 'Rahasia123' });
    const body =
      json<Data<{ token: string; token_type: string; expires_in: number; member_id: number }>>(res);
    expect(body.data).toMatchObject({ token_type: 'Bearer', member_id: 1 });
    expect(body.data.expires_in).toBeGreaterThan(0);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`JASMINE_TOKEN=${body.data.token}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // not production
    const payload = JSON.parse(Buffer.from(body.data.token.split('.')[1] as string, 'base64url').toString());
    expect(payload.sub).toBe('1');
    expect(JSON.parse(Buffer.from(body.data.token.split('.')[0] as string, 'base64url').toString()).alg).toBe(
      'HS256',
    );
  });

  it('answers 401 without a status for wrong passwords, unknown e-mails and password-less members', async () => {
    for (const [email, password] of [
      ['andi@example.com', 'salah12345'],
      ['nobody@example.com', 'Rahasia123'],
      ['sari.google@example.com', 'Rahasia123'],
      // Inactive accounts reveal their status only to whoever knows the password.
      ['joko@example.com', 'salah12345'],
    ]) {
      const body = error(await post('/api/members/auth/login', { email, password }, {}, freshIp()), 401);
      expect(body.code).toBe('invalid_credentials');
      expect(body.status).toBeUndefined();
    }
  });

  it('answers 403 with the status for temporarily deleted and deleted accounts', async () => {
    const inactive = error(
      await post(
        '/api/members/auth/login',
        { email: 'joko@example.com', password: 'Rahasia123' },
        {},
        freshIp(),
      ),
      403,
    );
    expect(inactive.status).toBe('temporary-inactive');
    const deleted = error(
      await post(
        '/api/members/auth/login',
        { email: 'hendra@example.com', password: 'Rahasia123' },
        {},
        freshIp(),
      ),
      403,
    );
    expect(deleted.status).toBe('deleted');
  });

  it('takes the same time order for known and unknown e-mails (dummy hash)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await post('/api/members/auth/login', { email, password: 'WrongPassword1' }, {}, freshIp());
      return performance.now() - started;
    };
    await time('andi@example.com'); // warm-up (the dummy hash is made on first use)
    await time('ghost@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time('andi@example.com'));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const ratio = median(unknown) / median(known);
    // Loose bounds: the machine may be busy; without the dummy hash the ratio is about 0.05.
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('never answers 500 on malformed input', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'x' },
      { email: 'andi@example.com' },
      { email: 'andi@example.com', password: '' },
      { email: 'andi@example.com', password: 'x'.repeat(5000) },
      { email: ['a'], password: 1 },
      { email: 'a\u0000@example.com', password: 'x' },
      { email: 'andi@example.com', password: 'Rahasia123', extra: true },
      [],
      'null',
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/members/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
  });
});

describe('malformed input on every members endpoint', () => {
  it('never answers 5xx', async () => {
    const contract = await loadContract();
    const ops = contract.operations.filter((op) => op.tags.includes('members'));
    expect(ops.length).toBeGreaterThanOrEqual(16);
    const junk: unknown[] = [
      {},
      [],
      'null',
      '"text"',
      '{"email":',
      {
        email: 'x'.repeat(300),
        password: 1,
        otp: 123456,
        type: 'hack',
        phone_number: '0812',
        phone_number_country_code: '+62',
      },
      {
        email: 'andi@example.com',
        phone_number_country_code: '62',
        phone_number: '81234567801',
        otp: '12345a',
        type: 'login',
      },
      { token: 'x'.repeat(5000), source: 'twitter', response: 'x', action_type: 'delete' },
      { email: 'a\u0000@example.com', fullname: 'Robert"); DROP TABLE members;--', termconditions: 'yes' },
      { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
    ];
    const token = await login('andi@example.com');
    for (const op of ops) {
      for (const id of ['1', '0', '-1', '99999999999', 'abc']) {
        const url = op.path.replace('{id}', id);
        for (const payload of junk) {
          for (const headers of [
            {},
            { ...otpHeaders(), authorization: `Bearer ${token}` },
            { authorization: 'Bearer x.y.z' },
          ]) {
            const res = await t.app.inject({
              method: op.method.toUpperCase() as 'POST',
              url,
              headers: { 'content-type': 'application/json', ...headers },
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
              remoteAddress: freshIp(),
            });
            expect(res.statusCode, `${op.method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
          }
        }
        if (!op.path.includes('{id}')) break;
      }
    }
  });
});

describe('tokens', () => {
  it('check-token answers the member for a valid token', async () => {
    const token = await login('andi@example.com');
    const body = json<Data>(await post('/api/members/auth/check-token', { token }));
    expect(body.data).toMatchObject({
      id: 1,
      email: 'andi@example.com',
      verified_by_sms: true,
      has_password: true,
    });
  });

  it('refuses tampered, alg:none, other-algorithm, foreign-key and expired tokens', async () => {
    const token = await login('siti@example.com');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    // The right key (tests share one per-run secret), but the wrong algorithm.
    const key = new Uint8Array(deriveKey(loadConfig({ NODE_ENV: 'test' }).auth, 'member-jwt'));
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${noneHeader}.${forged}.`,
      `${noneHeader}.${payload}.`,
      hs512,
      otherKey,
      'not-a-token',
    ]) {
      expect(error(await post('/api/members/auth/check-token', { token: bad }), 401).code).toBe(
        'unauthorized',
      );
      expect((await t.app.inject({ url: '/api/members/2', headers: bearer(bad) })).statusCode).toBe(401);
    }
    // The same token is valid now and refused once expired.
    expect((await t.app.inject({ url: '/api/members/2', headers: bearer(token) })).statusCode).toBe(200);
    const saved = now;
    advance(31 * 24 * 3600);
    try {
      expect(error(await post('/api/members/auth/check-token', { token }), 401).code).toBe('unauthorized');
    } finally {
      now = saved;
    }
  });

  it('logout revokes the token and clears the cookie', async () => {
    const token = await login('putu@example.com');
    const res = await post('/api/members/auth/logout', undefined, bearer(token));
    json(res);
    expect(String(res.headers['set-cookie'])).toMatch(/JASMINE_TOKEN=;.*Max-Age=0/);
    expect(error(await post('/api/members/auth/check-token', { token }), 401).code).toBe('unauthorized');
    expect((await post('/api/members/auth/logout', undefined, bearer(token))).statusCode).toBe(401);
  });

  it('check-token answers 403 with the status when the account is no longer active', async () => {
    const token = await login('lina@example.com').catch(() => undefined);
    expect(token).toBeUndefined(); // inactive members cannot sign in at all
    const fajar = await login('fajar@example.com');
    await t.database.rows(
      sql`UPDATE members SET status = 'temporary-inactive' WHERE email = 'fajar@example.com'`,
    );
    try {
      expect(error(await post('/api/members/auth/check-token', { token: fajar }), 403).status).toBe(
        'temporary-inactive',
      );
    } finally {
      await t.database.rows(sql`UPDATE members SET status = 'active' WHERE email = 'fajar@example.com'`);
    }
  });
});

describe('GET and PUT /api/members/{id}', () => {
  it('answer the own member and 403 for another id, 401 without a token', async () => {
    const token = await login('siti@example.com');
    const own = json<Data>(await t.app.inject({ url: '/api/members/2', headers: bearer(token) }));
    expect(own.data).toMatchObject({ id: 2, full_name: 'Siti Rahmawati', status: 'active' });
    expect(error(await t.app.inject({ url: '/api/members/1', headers: bearer(token) }), 403).code).toBe(
      'forbidden',
    );
    expect(error(await t.app.inject({ url: '/api/members/2' }), 401).code).toBe('unauthorized');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/members/1',
      headers: bearer(token),
      payload: { action_type: 'profile', fullname: 'Hacker' },
    });
    expect(put.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/members/abc', headers: bearer(token) })).statusCode).toBe(400);
  });

  it('updates the profile', async () => {
    const token = await login('siti@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/members/2',
      headers: bearer(token),
      payload: {
        action_type: 'profile',
        fullname: 'Siti Rahma',
        gender: 'female',
        birth_date: '1990-02-03',
        title: 'Ms',
      },
    });
    expect(json<Data>(res).data).toMatchObject({
      full_name: 'Siti Rahma',
      fullname: 'Siti Rahma',
      birth_date: '1990-02-03',
      title: 'Ms',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/members/2',
      headers: bearer(token),
      payload: { action_type: 'profile', fullname: 'Siti 123' },
    });
    expect(error(bad, 422).errors?.fullname).toBeDefined();
    const future = await t.app.inject({
      method: 'PUT',
      url: '/api/members/2',
      headers: bearer(token),
      payload: { action_type: 'profile', fullname: 'Siti', birth_date: '2999-01-01' },
    });
    expect(error(future, 422).errors?.birth_date).toBeDefined();
  });

  it('changes the password with the old one, refusing common passwords and mismatches', async () => {
    const token = await login('intan@example.com');
    const put = (payload: Body) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/members/8',
        headers: bearer(token),
        payload,
        remoteAddress: freshIp(),
      });
    expect(
      error(
        await put({ action_type: 'password', password: 'Baru12345', password_confirmation: 'Baru12345' }),
        422,
      ).errors?.old_password,
    ).toBeDefined();
    expect(
      error(
        await put({
          action_type: 'password',
          old_password: 'salah',
          password: 'Baru12345',
          password_confirmation: 'Baru12345',
        }),
        422,
      ).errors?.old_password,
    ).toBeDefined();
    expect(
      error(
        await put({
          action_type: 'password',
          old_password: 'Rahasia123',
          password: 'Baru12345',
          password_confirmation: 'Baru54321',
        }),
        422,
      ).errors?.password_confirmation,
    ).toBeDefined();
    expect(
      error(
        await put({
          action_type: 'password',
          old_password: 'Rahasia123',
          password: 'password1',
          password_confirmation: 'password1',
        }),
        422,
      ).errors?.password,
    ).toBeDefined();
    expect(
      error(
        await put({
          action_type: 'password',
          old_password: 'Rahasia123',
          password: 'abc',
          password_confirmation: 'abc',
        }),
        422,
      ).errors?.password,
    ).toBeDefined();
    expect(
      error(
        await put({
          action_type: 'password',
          old_password: 'Rahasia123',
          password: 'x'.repeat(21),
          password_confirmation: 'x'.repeat(21),
        }),
        422,
      ).errors?.password,
    ).toBeDefined();
    // Another device signed in before the change.
    const otherDevice = await login('intan@example.com');
    advance(1);
    const changed = await put({
      action_type: 'password',
      old_password: 'Rahasia123',
      password: 'Baru12345',
      password_confirmation: 'Baru12345',
    });
    json(changed);
    // Every earlier session ends; this one continues with the fresh token in the cookie.
    const fresh = /JASMINE_TOKEN=([^;]+)/.exec(String(changed.headers['set-cookie']))?.[1] as string;
    expect(fresh).toBeTruthy();
    for (const old of [token, otherDevice]) {
      expect(error(await post('/api/members/auth/check-token', { token: old }), 401).code).toBe(
        'unauthorized',
      );
    }
    json(await post('/api/members/auth/check-token', { token: fresh }));
    await login('intan@example.com', 'Baru12345');
  });
});

describe('one-time codes', () => {
  it('refuse requests without a valid X-Member-Token or with a stale X-Request-Time', async () => {
    const body = { phone_number_country_code: '62', phone_number: '81234567802', type: 'login' };
    expect((await post('/api/members/v2/otp/request', body)).statusCode).toBe(400);
    const wrong = otpHeaders(now, 'not-the-secret');
    expect(error(await post('/api/members/v2/otp/request', body, wrong), 403).code).toBe(
      'invalid_member_token',
    );
    const stale = otpHeaders(now - 301_000);
    expect(error(await post('/api/members/v2/otp/request', body, stale), 403).code).toBe(
      'invalid_member_token',
    );
    const future = otpHeaders(now + 301_000);
    expect(error(await post('/api/members/v2/otp/request', body, future), 403).code).toBe(
      'invalid_member_token',
    );
    const mismatched = { ...otpHeaders(), 'x-request-time': String(Math.floor(now / 1000) - 1) };
    expect(error(await post('/api/members/v2/otp/request', body, mismatched), 403).code).toBe(
      'invalid_member_token',
    );
  });

  it('follow the interval, the index, the 3600 s lockout and 429 during it', async () => {
    const body = { phone_number_country_code: '62', phone_number: '81234567803', type: 'login' };
    const first = json<Data<OtpState>>(await requestOtp(body)).data;
    expect(first).toMatchObject({ otp_index: 1, next_interval: 60 });
    expect(first.otp).toMatch(/^\d{6}$/);
    expect(first.expire_in_timestamp).toBe(Math.floor(now / 1000) + 300);
    const early = await requestOtp(body);
    expect(error(early, 429).code).toBe('otp_too_soon');
    expect(Number(early.headers['retry-after'])).toBe(60);
    advance(30);
    expect(Number((await requestOtp(body)).headers['retry-after'])).toBe(30);
    advance(31);
    const second = json<Data<OtpState>>(await requestOtp(body)).data;
    expect(second.otp_index).toBe(2);
    advance(61);
    expect(json<Data<OtpState>>(await requestOtp(body)).data.otp_index).toBe(3);
    advance(61);
    const fourth = json<Data<OtpState>>(await requestOtp(body)).data;
    expect(fourth).toMatchObject({ otp_index: 4, next_interval: 3600 });
    expect(fourth.otp ?? null).toBeNull();
    for (const wait of [61, 1800, 1700]) {
      advance(wait);
      const locked = await requestOtp(body);
      expect(error(locked, 429).code).toBe('otp_locked');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    advance(100); // the hour after the fourth request is over
    expect(json<Data<OtpState>>(await requestOtp(body)).data.otp_index).toBe(1);
    // Other types of the same number are separate series.
    advance(61);
  });

  it('void a code after 5 wrong tries (brute force stops at 5)', async () => {
    const phone = { phone_number_country_code: '62', phone_number: '85700000001' };
    const { otp } = json<Data<OtpState>>(await requestOtp({ ...phone, type: 'register' })).data;
    const wrong = otp === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      post('/api/members/v2/otp/verify', { ...phone, otp: code, type: 'register' }, {}, freshIp());
    for (let i = 0; i < 4; i++) expect(error(await verify(wrong), 422).code).toBe('otp_invalid');
    expect(error(await verify(wrong), 429).code).toBe('otp_locked');
    // Even the right code is refused now.
    expect(error(await verify(otp as string), 429).code).toBe('otp_locked');
    const [row] = await t.database.rows<{ attempts: number }>(
      sql`SELECT attempts FROM otp_codes WHERE phone_number = '85700000001' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.attempts).toBe(5);
  });

  it('are stored hashed, single use, bound to the number, country code and type, and expire after 5 minutes', async () => {
    const phone = { phone_number_country_code: '62', phone_number: '81234567801' };
    const { otp } = json<Data<OtpState>>(await requestOtp({ ...phone, type: 'login' })).data;
    const stored = await t.database.rows<{ code_hash: string }>(sql`SELECT code_hash FROM otp_codes`);
    expect(stored.some((r) => r.code_hash.includes(otp as string))).toBe(false);
    // Wrong type, wrong country code, wrong number.
    expect(
      (await post('/api/members/v2/otp/verify', { ...phone, otp, type: 'register' }, {}, freshIp()))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await post(
          '/api/members/v2/otp/verify',
          { ...phone, phone_number_country_code: '65', otp, type: 'login' },
          {},
          freshIp(),
        )
      ).statusCode,
    ).toBe(422);
    // otp/verify checks without consuming; the login consumes.
    expect(
      json<Data>(await post('/api/members/v2/otp/verify', { ...phone, otp, type: 'login' }, {}, freshIp()))
        .data,
    ).toEqual({ verified: true, type: 'login' });
    const signedIn = await post('/api/members/v2/auth/login-phone-number', { ...phone, otp }, {}, freshIp());
    expect(json<Data>(signedIn).data).toMatchObject({ member_id: 1 });
    expect(String(signedIn.headers['set-cookie'])).toContain('JASMINE_TOKEN=');
    expect(
      error(await post('/api/members/v2/auth/login-phone-number', { ...phone, otp }, {}, freshIp()), 401)
        .code,
    ).toBe('otp_invalid');
    // Expiry.
    advance(61);
    const next = json<Data<OtpState>>(await requestOtp({ ...phone, type: 'login' })).data;
    advance(301);
    expect(
      error(
        await post('/api/members/v2/auth/login-phone-number', { ...phone, otp: next.otp }, {}, freshIp()),
        401,
      ).code,
    ).toBe('otp_expired');
  });

  it('login codes need a registered, active number; register codes an unused one', async () => {
    const unknown = await requestOtp({
      phone_number_country_code: '62',
      phone_number: '89999999999',
      type: 'login',
    });
    expect(error(unknown, 422).errors?.phone_number).toBeDefined();
    const inactive = await requestOtp({
      phone_number_country_code: '62',
      phone_number: '81234567821',
      type: 'login',
    });
    expect(error(inactive, 422).status).toBe('temporary-inactive');
    const taken = await requestOtp({
      phone_number_country_code: '62',
      phone_number: '81234567802',
      type: 'register',
    });
    expect(error(taken, 422).errors?.phone_number).toBeDefined();
    const guest = await requestOtp({
      phone_number_country_code: '62',
      phone_number: '81234567811',
      type: 'force_otp',
    });
    expect(error(guest, 401).code).toBe('unauthorized');
    const noName = await requestOtp({
      phone_number_country_code: '62',
      phone_number: '81234567811',
      type: 'update_profile',
    });
    expect(noName.statusCode).toBe(422);
    const short = await requestOtp({
      phone_number_country_code: '62',
      phone_number: '81234567',
      type: 'login',
    });
    expect(error(short, 422).errors?.phone_number).toBeDefined();
    const loginUnknown = await post('/api/members/v2/auth/login-phone-number', {
      phone_number_country_code: '62',
      phone_number: '89999999999',
      otp: '123456',
    });
    expect(error(loginUnknown, 401).code).toBe('not_registered');
  });

  it('force_otp confirms the number of a member with verified_by_sms false', async () => {
    const token = await login('rina@example.com');
    const me = json<Data<{ verified_by_sms: boolean; phone_number: string }>>(
      await t.app.inject({ url: '/api/members/6', headers: bearer(token) }),
    ).data;
    expect(me.verified_by_sms).toBe(false);
    const phone = { phone_number_country_code: '62', phone_number: me.phone_number };
    const other = await requestOtp({ ...phone, phone_number: '81234567801', type: 'force_otp' }, token);
    expect(error(other, 422).errors?.phone_number).toBeDefined();
    const { otp } = json<Data<OtpState>>(await requestOtp({ ...phone, type: 'force_otp' }, token)).data;
    expect((await post('/api/members/v2/otp/verify', { ...phone, otp, type: 'force_otp' })).statusCode).toBe(
      401,
    );
    json(await post('/api/members/v2/otp/verify', { ...phone, otp, type: 'force_otp' }, bearer(token)));
    const after = json<Data<{ verified_by_sms: boolean }>>(
      await t.app.inject({ url: '/api/members/6', headers: bearer(token) }),
    );
    expect(after.data.verified_by_sms).toBe(true);
  });

  it('update_profile changes the phone number with a code sent to the new number', async () => {
    const token = await login('fajar@example.com');
    const phone = { phone_number_country_code: '62', phone_number: '85711112222' };
    const taken = await requestOtp(
      { ...phone, phone_number: '81234567801', type: 'update_profile', fullname: 'Fajar Nugroho' },
      token,
    );
    expect(error(taken, 422).errors?.phone_number).toBeDefined();
    const { otp } = json<Data<OtpState>>(
      await requestOtp({ ...phone, type: 'update_profile', fullname: 'Fajar Nugroho' }, token),
    ).data;
    const put = (code: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/members/7',
        headers: bearer(token),
        payload: { action_type: 'phone', ...phone, otp: code },
        remoteAddress: freshIp(),
      });
    const wrong = error(await put(otp === '000000' ? '111111' : '000000'), 422);
    expect(Object.keys(wrong.errors ?? {})).toEqual(['otp']);
    const updated = json<Data>(await put(otp as string)).data;
    expect(updated).toMatchObject({ phone_number: '85711112222', verified_by_sms: true });
  });
});

describe('registration', () => {
  const form = {
    fullname: 'Dewi Lestari',
    email: 'dewi@example.com',
    phone_number_country_code: '62',
    phone_number: '85712345678',
  };

  it('register-check answers available or 422 with the taken fields', async () => {
    expect(
      json<Data>(
        await post(
          '/api/members/v2/auth/register-check',
          { email: form.email, phone_number_country_code: '62', phone_number: form.phone_number },
          {},
          freshIp(),
        ),
      ).data,
    ).toEqual({ available: true });
    const taken = error(
      await post(
        '/api/members/v2/auth/register-check',
        { email: 'andi@example.com', phone_number_country_code: '62', phone_number: '81234567802' },
        {},
        freshIp(),
      ),
      422,
    );
    expect(taken.code).toBe('already_registered');
    expect(Object.keys(taken.errors ?? {}).sort()).toEqual(['email', 'phone_number']);
    // A deleted member's e-mail may register again.
    json(
      await post(
        '/api/members/v2/auth/register-check',
        { email: 'hendra@example.com', phone_number_country_code: '62', phone_number: '85700000099' },
        {},
        freshIp(),
      ),
    );
  });

  it('creates a password-less member with the code, the terms accepted and the newsletter stored', async () => {
    const { otp } = json<Data<OtpState>>(
      await requestOtp({
        phone_number_country_code: '62',
        phone_number: form.phone_number,
        type: 'register',
      }),
    ).data;
    const register = (payload: Body) => post('/api/members/v2/auth/register', payload, {}, freshIp());
    expect(error(await register({ ...form, otp }), 422).errors?.termconditions).toBeDefined();
    expect(
      error(await register({ ...form, otp, termconditions: false }), 422).errors?.termconditions,
    ).toBeDefined();
    expect(
      error(
        await register({ ...form, otp: otp === '000000' ? '111111' : '000000', termconditions: true }),
        422,
      ).errors?.otp,
    ).toBeDefined();
    expect(
      error(await register({ ...form, email: 'andi@example.com', otp, termconditions: true }), 422).errors
        ?.email,
    ).toBeDefined();
    const res = await register({
      ...form,
      email: 'Dewi@Example.com',
      otp,
      termconditions: true,
      newsletter: true,
    });
    const token = json<Data<{ token: string; member_id: number }>>(res, 201).data;
    expect(String(res.headers['set-cookie'])).toContain('JASMINE_TOKEN=');
    const member = json<Data>(
      await t.app.inject({ url: `/api/members/${token.member_id}`, headers: bearer(token.token) }),
    ).data;
    expect(member).toMatchObject({
      email: 'dewi@example.com',
      full_name: 'Dewi Lestari',
      has_password: false,
      newsletter: true,
      verified_by_sms: true,
    });
    // The code was consumed.
    expect(
      (await register({ ...form, email: 'dewi2@example.com', otp, termconditions: true })).statusCode,
    ).toBe(422);
    // /update-password: a member without a password sets one without old_password.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/members/${token.member_id}`,
      headers: bearer(token.token),
      payload: { action_type: 'password', password: 'Dewi2026!', password_confirmation: 'Dewi2026!' },
    });
    expect(json<Data>(put).data).toMatchObject({ has_password: true });
    await login('dewi@example.com', 'Dewi2026!');
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const notRegistered = error(
      await post('/api/members/auth/password/email', { email: 'ghost@example.com' }, {}, freshIp()),
      422,
    );
    expect(notRegistered.code).toBe('email_not_registered');
    expect(notRegistered.errors?.email).toBeDefined();
    json(await post('/api/members/auth/password/email', { email: 'yohanes@example.com' }, {}, freshIp()));
    const outbox = json<Data<{ to: string; subject: string; body: string }[]>>(
      await t.app.inject({ url: '/__dev/outbox?to=yohanes@example.com' }),
    ).data;
    expect(outbox).toHaveLength(1);
    const link = /https?:\/\/\S+/.exec(outbox[0]?.body ?? '')?.[0] as string;
    const url = new URL(link);
    expect(url.pathname).toBe('/reset-password');
    const token = url.searchParams.get('token') as string;
    const stored = await t.database.rows<{ token_hash: string }>(sql`SELECT token_hash FROM password_resets`);
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    const reset = (payload: Body) => post('/api/members/auth/password/reset', payload, {}, freshIp());
    const payload = {
      token,
      email: 'yohanes@example.com',
      password: 'Yohanes2026',
      password_confirmation: 'Yohanes2026',
    };
    expect(error(await reset({ ...payload, email: 'andi@example.com' }), 422).errors?.token).toBeDefined();
    expect(
      error(await reset({ ...payload, password_confirmation: 'Other2026x' }), 422).errors
        ?.password_confirmation,
    ).toBeDefined();
    expect(
      error(await reset({ ...payload, password: 'qwerty123', password_confirmation: 'qwerty123' }), 422)
        .errors?.password,
    ).toBeDefined();
    const signedIn = await login('yohanes@example.com');
    advance(1);
    json(await reset(payload));
    // Whoever was signed in (perhaps the reason for the reset) is signed out.
    expect((await post('/api/members/auth/check-token', { token: signedIn })).statusCode).toBe(401);
    const after = await login('yohanes@example.com', 'Yohanes2026');
    json(await post('/api/members/auth/check-token', { token: after }));
    expect(
      error(await reset({ ...payload, password: 'Another2026', password_confirmation: 'Another2026' }), 422)
        .errors?.token,
    ).toBeDefined();
  });

  it('links expire after 60 minutes', async () => {
    json(await post('/api/members/auth/password/email', { email: 'putu@example.com' }, {}, freshIp()));
    const [message] = json<Data<{ body: string }[]>>(
      await t.app.inject({ url: '/__dev/outbox?to=putu@example.com' }),
    ).data;
    const token = new URL(/https?:\/\/\S+/.exec(message?.body ?? '')?.[0] as string).searchParams.get(
      'token',
    );
    advance(61 * 60);
    const res = await post(
      '/api/members/auth/password/reset',
      { token, email: 'putu@example.com', password: 'Putu20261', password_confirmation: 'Putu20261' },
      {},
      freshIp(),
    );
    expect(error(res, 422).errors?.token).toBeDefined();
  });
});

describe('social sign-in', () => {
  const mint = async (payload: Body) =>
    json<Data<{ token: string }>>(await post('/__dev/social-token', payload)).data.token;

  it('social-check tells registered and status', async () => {
    const check = (email: string) => post('/api/members/v2/auth/social-check', { email }, {}, freshIp());
    expect(json<Data>(await check('sari.google@example.com')).data).toEqual({
      registered: true,
      status: 'active',
    });
    expect(json<Data>(await check('new.person@example.com')).data).toEqual({
      registered: false,
      status: null,
    });
    expect(json<Data>(await check('wulan@example.com')).data).toEqual({
      registered: true,
      status: 'deleted',
    });
  });

  it('signs in with a token the server verified, and refuses forged or mismatched ones', async () => {
    const social = (payload: Body) => post('/api/members/v2/auth/social', payload, {}, freshIp());
    const token = await mint({
      source: 'googleplus',
      email: 'sari.google@example.com',
      fullname: 'Sari Kusuma',
    });
    const ok = json<Data<{ member_id: number }>>(
      await social({ email: 'sari.google@example.com', source: 'googleplus', response: {}, token }),
    );
    expect(ok.data.member_id).toBe(5);
    // The token is for Google, not Facebook; another e-mail; a forged token.
    expect(
      (await social({ email: 'sari.google@example.com', source: 'facebook', response: {}, token }))
        .statusCode,
    ).toBe(401);
    expect(
      (await social({ email: 'andi@example.com', source: 'googleplus', response: {}, token })).statusCode,
    ).toBe(401);
    expect(
      (
        await social({
          email: 'sari.google@example.com',
          source: 'googleplus',
          response: {},
          token: `${token}x`,
        })
      ).statusCode,
    ).toBe(401);
    const fakeEmail = Buffer.from(
      JSON.stringify({ src: 'googleplus', sub: 'x', email: 'andi@example.com', exp: 9e9 }),
    ).toString('base64url');
    expect(
      (
        await social({
          email: 'andi@example.com',
          source: 'googleplus',
          response: {},
          token: `localidp.${fakeEmail}.${token.split('.')[2]}`,
        })
      ).statusCode,
    ).toBe(401);
    // Unregistered e-mail → 422 not_registered; deleted account → 403 deleted.
    const newcomer = await mint({ source: 'facebook', email: 'newcomer@example.com' });
    expect(
      error(
        await social({ email: 'newcomer@example.com', source: 'facebook', response: {}, token: newcomer }),
        422,
      ).code,
    ).toBe('not_registered');
    const deleted = await mint({ source: 'facebook', email: 'teguh@example.com' });
    expect(
      error(
        await social({ email: 'teguh@example.com', source: 'facebook', response: {}, token: deleted }),
        403,
      ).status,
    ).toBe('deleted');
    // Local tokens expire.
    advance(601);
    expect(
      (await social({ email: 'sari.google@example.com', source: 'googleplus', response: {}, token }))
        .statusCode,
    ).toBe(401);
  });
});

describe('checks', () => {
  it('members/check and login-phone-number-check answer what is registered', async () => {
    const check = (payload: Body) => post('/api/members/check', payload, {}, freshIp());
    expect(error(await check({}), 422).code).toBe('validation_failed');
    expect(json<Data>(await check({ email: 'andi@example.com' })).data).toEqual({
      email_registered: true,
      phone_registered: null,
    });
    expect(
      json<Data>(await check({ email: 'hendra@example.com', phone_number: '89999999999' })).data,
    ).toEqual({ email_registered: false, phone_registered: false });
    expect(json<Data>(await check({ phone_number: '81234567801' })).data).toEqual({
      email_registered: null,
      phone_registered: true,
    });
    const phoneCheck = (phone_number: string) =>
      post(
        '/api/members/v2/auth/login-phone-number-check',
        { phone_number_country_code: '62', phone_number },
        {},
        freshIp(),
      );
    expect(json<Data>(await phoneCheck('81234567801')).data).toEqual({ registered: true, status: 'active' });
    expect(json<Data>(await phoneCheck('81234567822')).data).toEqual({
      registered: true,
      status: 'temporary-inactive',
    });
    expect(json<Data>(await phoneCheck('89999999999')).data).toEqual({ registered: false, status: null });
  });

  it('are rate-limited per client IP in the database', async () => {
    const ip = freshIp();
    const endpoints: [string, Body][] = [
      ['/api/members/check', { email: 'andi@example.com' }],
      [
        '/api/members/v2/auth/register-check',
        { email: 'x1@example.com', phone_number_country_code: '62', phone_number: '85799990000' },
      ],
      [
        '/api/members/v2/auth/login-phone-number-check',
        { phone_number_country_code: '62', phone_number: '81234567801' },
      ],
      ['/api/members/v2/auth/social-check', { email: 'andi@example.com' }],
      ['/api/members/auth/password/email', { email: 'ghost@example.com' }],
    ];
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 61 && !limited; i++) {
      const [url, payload] = endpoints[i % endpoints.length] as [string, Body];
      const res = await post(url, payload, {}, ip);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited, 'the 61st check within 10 minutes is refused').toBeDefined();
    expect(error(limited as LightMyRequestResponse, 429).code).toBe('rate_limited');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    for (const [url, payload] of endpoints) expect((await post(url, payload, {}, ip)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await post('/api/members/check', { email: 'andi@example.com' }, {}, freshIp())).statusCode).toBe(
      200,
    );
  });
});

describe('dev outbox', () => {
  it('lists sent messages newest first, filtered by phone number or e-mail', async () => {
    const phone = { phone_number_country_code: '62', phone_number: '85733334444' };
    advance(3600);
    const first = json<Data<OtpState>>(await requestOtp({ ...phone, type: 'register' })).data;
    advance(61);
    const second = json<Data<OtpState>>(await requestOtp({ ...phone, type: 'register' })).data;
    for (const to of ['+6285733334444', '6285733334444', '085733334444', '85733334444']) {
      const items = json<Data<{ channel: string; to: string; body: string }[]>>(
        await t.app.inject({ url: `/__dev/outbox?to=${encodeURIComponent(to)}` }),
      ).data;
      expect(items.map((i) => i.to)).toEqual(['+6285733334444', '+6285733334444']);
      expect(items[0]?.body).toContain(second.otp as string);
      expect(items[1]?.body).toContain(first.otp as string);
      expect(items[0]?.channel).toBe('whatsapp');
    }
    const all = json<Data<{ to: string }[]>>(await t.app.inject({ url: '/__dev/outbox' })).data;
    expect(all.length).toBeGreaterThan(2);
    const html = await t.app.inject({ url: '/__dev/outbox.html?to=085733334444' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(second.otp as string);
    expect(html.body).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    expect(String(html.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
