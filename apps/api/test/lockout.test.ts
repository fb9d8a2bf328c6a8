// Issue 10, item 3: the brute-force protection of sign-in must not be a weapon against the member it protects.
// Failed passwords count per account and source (client IP) together and slow that source down before refusing
// it; a source that has not been failing always gets its right password through; sign-in codes need the phone
// check from the same source; a number's code lockout is per source, under a gentle per-number ceiling.
// The clock is controlled, so every delay and window is exact.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OTP_CLIENT_SECRET } from '../src/modules/members/config.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const advance = (seconds: number) => {
  now += seconds * 1000;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface OtpState {
  otp_index: number;
  next_interval: number;
}

let ipCounter = 1;
const freshIp = () => `10.40.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function post(url: string, payload: unknown, ip: string, headers: InjectOptions['headers'] = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: ip,
  });
}
const error = (res: LightMyRequestResponse, status: number) => json<ErrorBody>(res, status);
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

const login = (email: string, password: string, ip: string, lang = 'id') =>
  post('/api/members/auth/login', { email, password }, ip, { 'accept-language': lang });

function otpHeaders() {
  const time = String(Math.floor(now / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${DEV_OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}
/** The last code sent to a number, read from the local outbox (answers carry it only to this machine). */
async function lastCode(phone: { phone_number_country_code: string; phone_number: string }) {
  const [row] = await t.database.rows<{
    code: string;
  }>(sql`SELECT payload->>'code' AS code FROM outbox_messages
    WHERE recipient = ${`+${phone.phone_number_country_code}${phone.phone_number}`} ORDER BY id DESC LIMIT 1`);
  return row?.code;
}
const phoneCheck = (phone: object, ip: string) =>
  post('/api/members/v2/auth/login-phone-number-check', phone, ip);
const requestCode = (phone: object, type: string, ip: string, lang = 'id') =>
  post('/api/members/v2/otp/request', { ...phone, type }, ip, { ...otpHeaders(), 'accept-language': lang });

describe('failed passwords', () => {
  it('from one source (the review’s ten and more) never refuse the owner’s right password from another', async () => {
    const attacker = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await login('siti@example.com', `Tebak${i}xyz`, attacker)).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(3);
    expect(answers.slice(3).every((s) => s === 429)).toBe(true);
    const owner = await login('siti@example.com', 'Rahasia123', freshIp());
    expect(json<{ data: { member_id: number } }>(owner).data.member_id).toBe(2);
    advance(3600);
  });

  it('from many sources (over the per-account ceiling) still let the owner in from a clean source', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login('putu@example.com', `Tebak${i}xyz`, freshIp())).statusCode).toBe(401);
    }
    expect((await login('putu@example.com', 'Rahasia123', freshIp())).statusCode).toBe(200);
    advance(3600);
  });

  it('slow one source down (1, 2, 4, 8 … s), then refuse it, and forget it after 15 quiet minutes', async () => {
    const source = freshIp();
    const email = 'yohanes@example.com';
    for (let i = 0; i < 3; i++) expect((await login(email, `Salah${i}abc`, source)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const slowed = await login(email, 'Rahasia123', source, 'en');
      // Slowed before the password is even checked: the right password gets no answer from a failing source.
      expect(error(slowed, 429).code).toBe('login_slow_down');
      expect(slowed.json().message).toMatch(
        /^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/,
      );
      waits.push(retryAfter(slowed));
      advance(retryAfter(slowed) - 0.5);
      expect((await login(email, `Salah${i}def`, source)).statusCode).toBe(429);
      advance(0.5);
      expect((await login(email, `Salah${i}ghi`, source)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64]);
    // Ten failures: refused, in minutes; the Indonesian message says so.
    const refused = await login(email, 'Rahasia123', source);
    expect(error(refused, 429).code).toBe('rate_limited');
    expect(refused.json().message).toBe('Terlalu banyak permintaan. Coba lagi dalam 15 menit.');
    expect(retryAfter(refused)).toBe(900);
    // Refused attempts do not push the end of the refusal further.
    advance(600);
    expect(retryAfter(await login(email, 'Rahasia123', source))).toBe(300);
    // Meanwhile the owner signs in from elsewhere.
    expect((await login(email, 'Rahasia123', freshIp())).statusCode).toBe(200);
    advance(300);
    expect((await login(email, 'Rahasia123', source)).statusCode).toBe(200);
  });

  it('are forgotten for a source once it signs in with the right password', async () => {
    const source = freshIp();
    const email = 'fajar@example.com';
    for (let i = 0; i < 3; i++) expect((await login(email, `Salah${i}abc`, source)).statusCode).toBe(401);
    expect((await login(email, 'Rahasia123', source)).statusCode).toBe(429);
    advance(1);
    expect((await login(email, 'Rahasia123', source)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(email, `Lagi${i}abc`, source)).statusCode).toBe(401);
    advance(3600);
  });

  it('over the per-account ceiling give a new source one failure at full speed, then slow it down', async () => {
    const email = 'intan@example.com';
    for (let i = 0; i < 20; i++) expect((await login(email, `Tebak${i}xyz`, freshIp())).statusCode).toBe(401);
    const source = freshIp();
    expect((await login(email, 'Salah1abc', source)).statusCode).toBe(401);
    const slowed = await login(email, 'Salah2abc', source);
    expect(error(slowed, 429).code).toBe('login_slow_down');
    expect(retryAfter(slowed)).toBe(1);
    // Another account is not affected by this one's ceiling.
    for (let i = 0; i < 3; i++) {
      expect((await login('rina@example.com', `Salah${i}abc`, source)).statusCode).toBe(401);
    }
    advance(3600);
  });
});

describe('sign-in codes', () => {
  const andi = { phone_number_country_code: '62', phone_number: '81234567801' };

  it('need the phone check passed for that number from the same source within 15 minutes', async () => {
    const source = freshIp();
    const unchecked = error(await requestCode(andi, 'login', source, 'en'), 422);
    expect(unchecked.code).toBe('phone_check_required');
    expect(unchecked.errors?.phone_number).toEqual([
      'Your phone sign-in has timed out. Enter your phone number again.',
    ]);
    expect(error(await requestCode(andi, 'login', source), 422).message).toBe(
      'Sesi masuk dengan nomor ponsel sudah berakhir. Masukkan nomor ponsel Anda lagi.',
    );
    // A check from elsewhere, or of another number, does not count.
    json(await phoneCheck(andi, freshIp()));
    json(await phoneCheck({ ...andi, phone_number: '81234567802' }, source));
    expect(error(await requestCode(andi, 'login', source), 422).code).toBe('phone_check_required');
    json(await phoneCheck(andi, source));
    expect(json<{ data: OtpState }>(await requestCode(andi, 'login', source)).data.otp_index).toBe(1);
    advance(15 * 60 + 1);
    expect(error(await requestCode(andi, 'login', source), 422).code).toBe('phone_check_required');
    json(await phoneCheck(andi, source));
    expect(json<{ data: OtpState }>(await requestCode(andi, 'login', source)).data.otp_index).toBe(2);
    // Register codes are not sign-in codes: no check needed.
    const unused = { phone_number_country_code: '62', phone_number: '85700004001' };
    expect((await requestCode(unused, 'register', freshIp())).statusCode).toBe(200);
    advance(3600);
  });

  it('requested four times from one source lock that source, not the owner’s sign-in', async () => {
    const siti = { phone_number_country_code: '62', phone_number: '81234567802' };
    const attacker = freshIp();
    json(await phoneCheck(siti, attacker));
    for (const index of [1, 2, 3]) {
      expect(json<{ data: OtpState }>(await requestCode(siti, 'login', attacker)).data.otp_index).toBe(index);
      advance(61);
    }
    // The owner asks for a code from their own phone meanwhile: a series of their own.
    const owner = freshIp();
    json(await phoneCheck(siti, owner));
    expect(json<{ data: OtpState }>(await requestCode(siti, 'login', owner)).data.otp_index).toBe(1);
    const code = await lastCode(siti);
    // The attacker's fourth request locks the attacker, and voids none of the owner's codes.
    expect(json<{ data: OtpState }>(await requestCode(siti, 'login', attacker)).data).toMatchObject({
      otp_index: 4,
      next_interval: 3600,
    });
    advance(61);
    expect(error(await requestCode(siti, 'login', attacker), 429).code).toBe('otp_locked');
    const signedIn = await post('/api/members/v2/auth/login-phone-number', { ...siti, otp: code }, owner);
    expect(json<{ data: { member_id: number } }>(signedIn).data.member_id).toBe(2);
    // And the owner can still ask for another code afterwards.
    expect(json<{ data: OtpState }>(await requestCode(siti, 'login', owner)).data.otp_index).toBe(2);
    advance(3600);
  });

  it('to one number stop at 10 an hour from all sources together (429 otp_phone_busy), then slide on', async () => {
    const putu = { phone_number_country_code: '62', phone_number: '81234567803' };
    const first = now;
    for (let i = 0; i < 10; i++) {
      const source = freshIp();
      json(await phoneCheck(putu, source));
      expect((await requestCode(putu, 'login', source)).statusCode).toBe(200);
      advance(60);
    }
    const source = freshIp();
    json(await phoneCheck(putu, source));
    const busy = await requestCode(putu, 'login', source, 'en');
    expect(error(busy, 429).code).toBe('otp_phone_busy');
    // The oldest of the ten leaves the hour 50 minutes from now.
    expect(retryAfter(busy)).toBe((first + 3600_000 - now) / 1000);
    expect(retryAfter(busy)).toBe(3000);
    expect(busy.json().message).toBe('Too many codes were sent to this number. Try again in 50 minutes.');
    advance(retryAfter(busy));
    json(await phoneCheck(putu, source));
    expect((await requestCode(putu, 'login', source)).statusCode).toBe(200);
  });
});
