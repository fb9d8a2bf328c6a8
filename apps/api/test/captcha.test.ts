// Captcha on e-mail login and register: a fake verifier injected through buildApp's `captcha` option, and the
// real reCAPTCHA adapter against a fake fetch (siteverify).
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaptchaResult,
  type CaptchaVerifier,
  createRecaptchaVerifier,
  SITEVERIFY_URL,
} from '../src/adapters/captcha.ts';
import { loadConfig } from '../src/config.ts';
import { DEV_OTP_CLIENT_SECRET } from '../src/modules/members/config.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

type Body = Record<string, unknown>;
interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

/** Accepts `good-token`; `down` makes the service unreachable. Records what it was asked. */
function fakeVerifier() {
  const calls: { token: string; ip: string | undefined }[] = [];
  let down = false;
  const verifier: CaptchaVerifier = {
    kind: 'recaptcha',
    async verify(token, ip): Promise<CaptchaResult> {
      calls.push({ token, ip });
      if (down) return 'unavailable';
      return token === 'good-token' ? 'valid' : 'invalid';
    },
  };
  return {
    verifier,
    calls,
    setDown(value: boolean) {
      down = value;
    },
  };
}

const auth = loadConfig({ NODE_ENV: 'test' }).auth;
const config = { auth };
let ipCounter = 1;
const freshIp = () => `127.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function post(t: TestApp, url: string, payload: Body, headers: Record<string, string> = {}, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
}
const error = (res: LightMyRequestResponse, status: number) => json<ErrorBody>(res, status);
const login = (t: TestApp, body: Body, lang = 'id') =>
  post(
    t,
    '/api/members/auth/login',
    { email: 'andi@example.com', password: 'Rahasia123', ...body },
    {
      'accept-language': lang,
    },
  );

function otpHeaders() {
  const time = String(Math.floor(Date.now() / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${DEV_OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}

describe('captcha required (verifier configured)', () => {
  let t: TestApp;
  const fake = fakeVerifier();
  beforeAll(async () => {
    // RECAPTCHA_SECRET set (for the CSP), the verifier replaced by the fake.
    t = await createTestApp({
      config: { auth: { ...config.auth, recaptcha: { secret: 'test-secret' } } },
      captcha: fake.verifier,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses e-mail login without a token, with a translated field error on captcha_token', async () => {
    const id = error(await login(t, {}), 422);
    expect(id.code).toBe('captcha_failed');
    expect(id.errors?.captcha_token).toEqual(['Verifikasi captcha gagal, coba lagi.']);
    const en = error(await login(t, {}, 'en'), 422);
    expect(en.errors?.captcha_token).toEqual(['Captcha verification failed, please try again.']);
    // No token: the service is not even asked.
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses an invalid token and accepts a valid one, passing the client IP', async () => {
    expect(error(await login(t, { captcha_token: 'bad-token' }), 422).errors?.captcha_token).toBeDefined();
    const ok = await post(
      t,
      '/api/members/auth/login',
      { email: 'andi@example.com', password: 'Rahasia123', captcha_token: 'good-token' },
      {},
      '10.78.0.1',
    );
    json(ok, 200);
    expect(fake.calls.at(-1)).toEqual({ token: 'good-token', ip: '10.78.0.1' });
  });

  it('checks the captcha before the password (a wrong password with a bad token still says captcha)', async () => {
    const body = error(await login(t, { password: 'salah12345', captcha_token: 'bad-token' }), 422);
    expect(body.code).toBe('captcha_failed');
    expect((await login(t, { password: 'salah12345', captcha_token: 'good-token' })).statusCode).toBe(401);
  });

  it('answers 503 with a translated message when the captcha service is unreachable', async () => {
    fake.setDown(true);
    try {
      const id = error(await login(t, { captcha_token: 'good-token' }), 503);
      expect(id.code).toBe('captcha_unavailable');
      expect(id.message).toBe('Captcha tidak dapat diverifikasi saat ini. Coba lagi nanti.');
      const en = error(await login(t, { captcha_token: 'good-token' }, 'en'), 503);
      expect(en.message).toBe('The captcha could not be verified right now. Please try again later.');
    } finally {
      fake.setDown(false);
    }
  });

  it('rejects over-long tokens by the contract, without asking the service', async () => {
    const before = fake.calls.length;
    const body = error(await login(t, { captcha_token: 'x'.repeat(4001) }), 422);
    expect(body.errors?.captcha_token).toBeDefined();
    expect(fake.calls).toHaveLength(before);
  });

  it('allows reCAPTCHA in the CSP', async () => {
    const csp = String(
      (await t.app.inject({ url: '/api/does-not-exist' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('requires the captcha on register, without consuming the code when it is refused', async () => {
    const phone = { phone_number_country_code: '62', phone_number: '81299887766' };
    const otpRes = await post(t, '/api/members/v2/otp/request', { ...phone, type: 'register' }, otpHeaders());
    const { otp } = json<{ data: { otp: string } }>(otpRes).data;
    const form = {
      ...phone,
      fullname: 'Rina Captcha',
      email: 'rina.captcha@example.com',
      otp,
      termconditions: true,
    };
    const register = (body: Body) => post(t, '/api/members/v2/auth/register', { ...form, ...body });
    expect(error(await register({}), 422).errors?.captcha_token).toBeDefined();
    expect(error(await register({ captcha_token: 'bad-token' }), 422).errors?.captcha_token).toBeDefined();
    fake.setDown(true);
    try {
      expect((await register({ captcha_token: 'good-token' })).statusCode).toBe(503);
    } finally {
      fake.setDown(false);
    }
    // The refusals above did not consume the code.
    json(await register({ captcha_token: 'good-token' }), 201);
  });
});

describe('captcha not configured (development and tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses no verifier and signs in with or without a token', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).auth.recaptcha).toBeUndefined();
    json(await login(t, {}), 200);
    json(await login(t, { captcha_token: 'anything' }), 200);
    const csp = String(
      (await t.app.inject({ url: '/api/does-not-exist' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain('recaptcha');
  });
});

describe('reCAPTCHA adapter', () => {
  it('reads RECAPTCHA_SECRET', () => {
    expect(loadConfig({ NODE_ENV: 'test', RECAPTCHA_SECRET: 's3cret' }).auth.recaptcha).toEqual({
      secret: 's3cret',
    });
  });

  it('posts secret, response and remoteip to siteverify and reads success', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let answer: unknown = { success: true };
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json(answer);
    }) as unknown as typeof fetch;
    const verifier = createRecaptchaVerifier('s3cret', { fetch: fakeFetch });
    expect(verifier.kind).toBe('recaptcha');
    expect(await verifier.verify('tok', '10.1.2.3')).toBe('valid');
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(calls[0]?.init.method).toBe('POST');
    const sent = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(sent)).toEqual({ secret: 's3cret', response: 'tok', remoteip: '10.1.2.3' });
    answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    expect(await verifier.verify('tok', undefined)).toBe('invalid');
  });

  it('reports network failures, HTTP errors and time-outs as unavailable', async () => {
    const failing = createRecaptchaVerifier('s3cret', {
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    expect(await failing.verify('tok', undefined)).toBe('unavailable');
    const http500 = createRecaptchaVerifier('s3cret', {
      fetch: (async () => new Response('oops', { status: 500 })) as unknown as typeof fetch,
    });
    expect(await http500.verify('tok', undefined)).toBe('unavailable');
    const hanging = createRecaptchaVerifier('s3cret', {
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as unknown as typeof fetch,
    });
    expect(await hanging.verify('tok', undefined)).toBe('unavailable');
  });
});
