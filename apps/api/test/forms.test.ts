// The two forms (modules/forms): the partner application and the Citilink flight e-form, on PGlite and, with
// DATABASE_URL, on PostgreSQL. A receipt with its reference, the stored row (trimmed, with its language and the
// time the team was told), the team's e-mail in the local outbox, the server-side checks the web form also makes,
// malformed input (4xx, never 5xx, nothing stored), the captcha when configured, the per-IP budget in the database
// (two instances count together), an e-mail that fails (the submission still counts) and logs without the applicant.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaptchaVerifier } from '../src/adapters/captcha.ts';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DEFAULT_FORMS_PER_IP } from '../src/modules/forms/config.ts';
import { createTestDatabase, json, TEST_MEDIA_DIR, type TestDatabase } from './helpers.ts';

// 10:00 in Jakarta on 22 November 2026 (03:00 UTC); at 23:30 UTC it is already the 23rd in Jakarta.
const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface Receipt {
  data: { id: number; reference: string; created_at: string };
}

const partner = {
  company_name: '  PT Nusa Wisata Sejahtera ',
  address: 'Jl. Sudirman No. 1, Jakarta Pusat',
  phone: '+62215550100',
  website: 'www.nusawisata.co.id',
  contact_person: 'Dewi Lestari',
  email: 'dewi@nusawisata.co.id',
  product_type: 'tours_and_explore',
  notes: 'Paket tur Bromo dan Ijen.',
};

const eform = {
  customer_name: 'Budi Santoso',
  email: 'budi.santoso@example.com',
  phone: '081234567890',
  departure: 'Jakarta (CGK)',
  destination: 'Denpasar (DPS)',
  departure_date: '2026-12-20',
  return_date: '2026-12-27',
  passengers: [
    { name: 'Budi Santoso', birthdate: '1985-04-12' },
    { name: ' Sari Santoso ', birthdate: '2019-08-30' },
  ],
};

let db: TestDatabase;
let app: FastifyInstance;
let other: FastifyInstance;
let logs = '';
let ipCounter = 1;
const freshIp = () => `10.60.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const base = loadConfig({ NODE_ENV: 'test' });
const config = {
  mediaDir: TEST_MEDIA_DIR,
  webDist: '/nonexistent-nusa-web-dist',
  forms: { ...base.forms, partnershipEmail: 'mitra@nusastay.test', customerServiceEmail: 'cs@nusastay.test' },
};

function post(url: string, payload: unknown, { ip = freshIp(), lang = 'id', target = app } = {}) {
  return target.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': lang },
    remoteAddress: ip,
  });
}
const submitPartner = (body: unknown, options?: Parameters<typeof post>[2]) =>
  post('/api/partners', body, options);
const submitEform = (body: unknown, options?: Parameters<typeof post>[2]) =>
  post('/api/eforms/citilink', body, options);

const count = async (table: 'partner_submissions' | 'eform_submissions') =>
  Number(
    (await db.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]
      ?.n,
  );

function expectFieldError(res: LightMyRequestResponse, field: string, text: string | RegExp) {
  const body = json<ErrorBody>(res, 422);
  expect(body.errors?.[field]?.[0]).toMatch(text);
  return body;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  // Logging at debug level, like a development server, to prove nothing of the applicant gets there.
  const logger = { ...(loggerOptions(base) as object), level: 'debug', stream: sink };
  const options = {
    env: { NODE_ENV: 'test' },
    database: db.database,
    clock,
    config,
    seed: false,
    media: false,
  };
  app = await buildApp({ ...options, logger });
  // A second instance on the same database: the per-IP budget is kept there, not in a process.
  other = await buildApp({ ...options, logger: false });
});
afterAll(async () => {
  await app?.close();
  await other?.close();
  await db?.destroy();
});
beforeEach(() => {
  now = START;
});

describe('POST /api/partners', () => {
  it('stores the application, answers its receipt and e-mails the partnership team', async () => {
    const res = await submitPartner(partner);
    const { data } = json<Receipt>(res, 201);
    expect(data.reference).toMatch(/^PRT-20261122-\d{4}$/);
    expect(data.reference.endsWith(String(data.id).padStart(4, '0'))).toBe(true);
    expect(data.created_at).toBe('2026-11-22T10:00:00+07:00');

    const [row] = await db.database.rows<Record<string, unknown>>(
      sql`SELECT * FROM partner_submissions WHERE id = ${data.id}`,
    );
    expect(row).toMatchObject({
      reference: data.reference,
      company_name: 'PT Nusa Wisata Sejahtera',
      phone: '+62215550100',
      website: 'www.nusawisata.co.id',
      email: 'dewi@nusawisata.co.id',
      product_type: 'tours_and_explore',
      lang: 'id',
    });
    expect(new Date(row?.created_at as string).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(new Date(row?.notified_at as string).toISOString()).toBe('2026-11-22T03:00:00.000Z');

    const mails = await db.database.rows<{ subject: string; body: string }>(
      sql`SELECT subject, body FROM outbox_messages WHERE recipient = 'mitra@nusastay.test' AND subject LIKE ${`%${data.reference}%`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('PT Nusa Wisata Sejahtera');
    expect(mails[0]?.body).toContain('Tur & Jelajah / Tours and explore');
    expect(mails[0]?.body).toContain('dewi@nusawisata.co.id');
  });

  it('takes the optional fields empty and records the language it was sent in', async () => {
    const { website: _w, notes: _n, ...required } = partner;
    const { data } = json<Receipt>(
      await submitPartner({ ...required, notes: '   ', website: null }, { lang: 'en' }),
      201,
    );
    const [row] = await db.database.rows<Record<string, unknown>>(
      sql`SELECT website, notes, lang FROM partner_submissions WHERE id = ${data.id}`,
    );
    expect(row).toEqual({ website: null, notes: null, lang: 'en' });
  });

  it('dates the reference by the Jakarta day', async () => {
    now = Date.parse('2026-11-22T23:30:00Z');
    const { data } = json<Receipt>(await submitPartner(partner), 201);
    expect(data.reference).toMatch(/^PRT-20261123-/);
    expect(data.created_at).toBe('2026-11-23T06:30:00+07:00');
  });

  it('refuses what the web form refuses, in the request language, and stores nothing', async () => {
    const before = await count('partner_submissions');
    expectFieldError(
      await submitPartner({ ...partner, company_name: '   ' }),
      'company_name',
      /paling sedikit 2/,
    );
    expectFieldError(
      await submitPartner({ ...partner, contact_person: ' a ' }, { lang: 'en' }),
      'contact_person',
      'Enter at least 2 characters (spaces alone do not count).',
    );
    expectFieldError(
      await submitPartner({ ...partner, website: 'not a site' }),
      'website',
      /situs web tidak valid/,
    );
    expectFieldError(await submitPartner({ ...partner, website: 'localhost' }), 'website', /situs web/);
    // The contract's own rules.
    for (const bad of [
      { ...partner, phone: '0812-3456' },
      { ...partner, phone: '12345' },
      { ...partner, email: 'dewi@' },
      { ...partner, product_type: 'cruise' },
      { ...partner, company_name: 'x'.repeat(151) },
      { ...partner, notes: 'x'.repeat(2001) },
      { ...partner, extra: true },
      (({ email: _e, ...rest }) => rest)(partner),
    ]) {
      const res = await submitPartner(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
    expect(await count('partner_submissions')).toBe(before);
  });

  it('answers malformed requests with 4xx, never 5xx', async () => {
    const ip = freshIp();
    const raw = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/partners',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: ip,
      });
    expect((await raw('{"company_name":')).statusCode).toBe(400);
    expect((await raw('[]')).statusCode).toBe(422);
    expect((await raw('null')).statusCode).toBeLessThan(500);
    expect((await raw('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await raw('company_name=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await raw(JSON.stringify({ ...partner, company_name: 'PT\u0000Nul' }))).statusCode).toBe(422);
  });
});

describe('POST /api/eforms/citilink', () => {
  it('stores the request with its passengers, answers its receipt and e-mails customer service', async () => {
    const { data } = json<Receipt>(await submitEform(eform), 201);
    expect(data.reference).toMatch(/^EFM-20261122-\d{4}$/);
    const [row] = await db.database.rows<Record<string, unknown>>(
      sql`SELECT customer_name, departure, destination, departure_date::text AS departure_date,
                 return_date::text AS return_date, passengers, notified_at FROM eform_submissions WHERE id = ${data.id}`,
    );
    expect(row).toMatchObject({
      customer_name: 'Budi Santoso',
      departure: 'Jakarta (CGK)',
      destination: 'Denpasar (DPS)',
      departure_date: '2026-12-20',
      return_date: '2026-12-27',
      passengers: [
        { name: 'Budi Santoso', birthdate: '1985-04-12' },
        { name: 'Sari Santoso', birthdate: '2019-08-30' },
      ],
    });
    expect(row?.notified_at).not.toBeNull();
    const [mail] = await db.database.rows<{ subject: string; body: string }>(
      sql`SELECT subject, body FROM outbox_messages WHERE recipient = 'cs@nusastay.test' AND subject LIKE ${`%${data.reference}%`}`,
    );
    expect(mail?.subject).toContain('Jakarta (CGK) - Denpasar (DPS), 2026-12-20');
    expect(mail?.body).toContain('2. Sari Santoso (2019-08-30)');
  });

  it('takes a one-way trip and a departure today in Jakarta', async () => {
    now = Date.parse('2026-11-22T17:30:00Z'); // 00:30 on the 23rd in Jakarta
    const res = await submitEform({ ...eform, departure_date: '2026-11-23', return_date: null });
    expect(res.statusCode).toBe(201);
  });

  it('refuses impossible trips with the field at fault, and stores nothing', async () => {
    const before = await count('eform_submissions');
    // The 21st has passed in Jakarta (10:00 on the 22nd) though it is the same UTC week.
    expectFieldError(
      await submitEform({ ...eform, departure_date: '2026-11-21' }),
      'departure_date',
      /sebelum hari ini/,
    );
    expectFieldError(
      await submitEform({ ...eform, departure_date: '2027-11-23', return_date: null }),
      'departure_date',
      /365 hari/,
    );
    expectFieldError(
      await submitEform({ ...eform, return_date: '2026-12-19' }, { lang: 'en' }),
      'return_date',
      'The return date cannot be before the departure date.',
    );
    expectFieldError(
      await submitEform({ ...eform, destination: ' jakarta (cgk) ' }),
      'destination',
      /berbeda/,
    );
    expectFieldError(
      await submitEform({ ...eform, passengers: [{ name: 'Bayi', birthdate: '2026-11-22' }] }),
      'passengers.0.birthdate',
      /sebelum hari ini/,
    );
    expectFieldError(
      await submitEform({
        ...eform,
        passengers: [eform.passengers[0], { name: 'Kakek', birthdate: '1899-12-31' }],
      }),
      'passengers.1.birthdate',
      /tidak valid/,
    );
    expectFieldError(
      await submitEform({ ...eform, passengers: [{ name: '  ', birthdate: '1990-01-01' }] }),
      'passengers.0.name',
      /paling sedikit 2/,
    );
    for (const bad of [
      { ...eform, passengers: [] },
      { ...eform, passengers: Array.from({ length: 10 }, () => eform.passengers[0]) },
      { ...eform, passengers: [{ name: 'Budi Santoso', birthdate: '1985-02-30' }] },
      { ...eform, departure_date: '20-12-2026' },
      { ...eform, phone: 'call me' },
      { ...eform, return_date: 'never' },
    ]) {
      expect((await submitEform(bad)).statusCode, JSON.stringify(bad).slice(0, 120)).toBe(422);
    }
    expect(await count('eform_submissions')).toBe(before);
  });
});

describe('the per-IP budget', () => {
  it('lets one client submit each form 10 times an hour, counted across instances, then 429 until room comes back', async () => {
    expect(DEFAULT_FORMS_PER_IP).toEqual({ limit: 10, windowSeconds: 3600 });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await submitPartner(partner, { ip, target: i % 2 === 0 ? app : other });
      expect(res.statusCode).toBe(201);
    }
    const stored = await count('partner_submissions');
    const refused = await submitPartner(partner, { ip, target: other });
    expect(json<ErrorBody>(refused, 429).code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count('partner_submissions')).toBe(stored);
    // The other form and another client have their own budgets.
    expect((await submitEform(eform, { ip })).statusCode).toBe(201);
    expect((await submitPartner(partner)).statusCode).toBe(201);
    // A refused typo does not spend it: checks come first.
    const typo = freshIp();
    for (let i = 0; i < 12; i++)
      expect((await submitPartner({ ...partner, website: 'x' }, { ip: typo })).statusCode).toBe(422);
    expect((await submitPartner(partner, { ip: typo })).statusCode).toBe(201);
    // An hour and a slot later the budget is back.
    now = START + (3600 + 360 + 1) * 1000;
    expect((await submitPartner(partner, { ip })).statusCode).toBe(201);
  });

  it('answers many concurrent submissions of one client with exactly the budget', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => submitEform(eform, { ip, target: i % 2 ? app : other })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    // Unique references even when the inserts race.
    const refs = answers.filter((r) => r.statusCode === 201).map((r) => json<Receipt>(r, 201).data.reference);
    expect(new Set(refs).size).toBe(10);
  });
});

describe('logs', () => {
  it('hold nothing the applicant wrote', async () => {
    await submitPartner({ ...partner, email: 'rahasia.mitra@nusawisata.co.id' });
    await submitEform({ ...eform, customer_name: 'Rahasia Penumpang', phone: '089988776655' });
    await submitPartner({ ...partner, company_name: ' ', contact_person: 'Orang Rahasia' });
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      'rahasia.mitra',
      'Rahasia Penumpang',
      '089988776655',
      'Orang Rahasia',
      'Nusa Wisata',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('captcha and delivery', () => {
  let t: { app: FastifyInstance; db: TestDatabase } | undefined;
  afterAll(async () => {
    await t?.app.close();
    await t?.db.destroy();
  });

  it('requires the captcha when configured, and keeps a submission whose e-mail failed', async () => {
    const captcha: CaptchaVerifier = {
      kind: 'recaptcha',
      verify: async (token) => (token === 'good-token' ? 'valid' : 'invalid'),
    };
    const testDb = await createTestDatabase();
    // An SMTP server that is not there: every e-mail fails.
    const auth = {
      ...base.auth,
      smtp: { url: 'smtp://127.0.0.1:9', from: 'Nusa Stay <no-reply@nusastay.test>' },
    };
    const failing = await buildApp({
      env: { NODE_ENV: 'test' },
      database: testDb.database,
      clock,
      config: { ...config, auth },
      seed: false,
      media: false,
      logger: false,
      captcha,
    });
    t = { app: failing, db: testDb };
    const refused = await submitPartner(partner, { target: failing });
    expect(json<ErrorBody>(refused, 422).errors?.captcha_token).toBeDefined();
    expect(
      (await submitEform({ ...eform, captcha_token: 'bad-token' }, { target: failing })).statusCode,
    ).toBe(422);
    const res = await submitPartner({ ...partner, captcha_token: 'good-token' }, { target: failing });
    const { data } = json<Receipt>(res, 201);
    const rows = await testDb.database.rows<{ id: number; notified_at: string | null }>(
      sql`SELECT id, notified_at FROM partner_submissions`,
    );
    expect(rows).toEqual([{ id: data.id, notified_at: null }]);
    expect(
      Number(
        (await testDb.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM eform_submissions`))[0]
          ?.n,
      ),
    ).toBe(0);
  });
});
