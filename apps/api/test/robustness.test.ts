// Garbage sent to every general endpoint — malformed JSON, huge numbers, wrong types, unknown enum values,
// SQL-ish and script-ish strings, broken encodings — must be answered with 2xx/4xx, never 5xx.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OperationSpec } from '../src/contract/load.ts';
import { Random } from '../src/lib/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let general: OperationSpec[];
beforeAll(async () => {
  t = await createTestApp();
  general = (await loadContract()).operations.filter((op) => op.tags.includes('general'));
});
afterAll(async () => {
  await t?.close();
});

const GARBAGE = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
  "' OR '1'='1",
  '1; DROP TABLE hotels; --',
  "%' OR 1=1 --",
  "k' UNION SELECT password_hash FROM members --",
  '\\',
  '%',
  '_',
  '%_%',
  '\u0000',
  'ñandú',
  '🏨🌴',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  ['$', '{7*7}{{7*7}}'].join(''), // template injection
  '\r\nSet-Cookie: x=1',
  'a'.repeat(5000),
  'kuta',
  'published',
  'areas',
];

function pathFor(op: OperationSpec, value: string): string {
  return op.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('malformed requests to the general endpoints', () => {
  it('covers all seven general operations', () => {
    expect(general.map((op) => op.operationId).sort()).toEqual(
      [
        'autocomplete',
        'getLandingPage',
        'listCountryCodes',
        'listHolidays',
        'listHomepageMenus',
        'listLandingPages',
        'listPopularDestinations',
      ].sort(),
    );
  });

  it('never answers 5xx to garbage in query, path and headers', async () => {
    const failures: string[] = [];
    let sent = 0;
    const check = async (label: string, request: InjectOptions) => {
      const res = await t.app.inject(request);
      sent++;
      const okStatus =
        res.statusCode < 500 && [200, 400, 404, 413, 414, 415, 422, 431].includes(res.statusCode);
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      if (!okStatus || !isJson) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400 && typeof res.json().message !== 'string')
        failures.push(`${label} → no message`);
    };
    for (const op of general) {
      const base = pathFor(op, 'liburan-bali-diskon-20');
      const queryParams = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const required = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      for (const value of GARBAGE) {
        const encoded = encodeURIComponent(value);
        for (const name of [...queryParams, 'unknown_param']) {
          const others = required.filter((r) => r !== name).map((r) => `${r}=kuta`);
          await check(`${op.operationId} ?${name}=${value.slice(0, 30)}`, {
            method: 'GET',
            url: `${base}?${[...others, `${name}=${encoded}`].join('&')}`,
          });
        }
        // Repeated and bracketed parameters (arrays and objects in a query string).
        if (queryParams[0]) {
          const name = queryParams[0];
          await check(`${op.operationId} repeated ${name}`, {
            method: 'GET',
            url: `${base}?${name}=1&${name}=${encoded}`,
          });
          await check(`${op.operationId} ${name}[x]`, {
            method: 'GET',
            url: `${base}?${name}[x]=${encoded}&${name}[]=1`,
          });
        }
        for (const header of ['accept-language', 'x-platform']) {
          if (/[\r\n]/.test(value) || value.includes('\u0000')) continue; // not representable in a header
          await check(`${op.operationId} ${header}: ${value.slice(0, 30)}`, {
            method: 'GET',
            url: base,
            headers: { [header]: value },
          });
        }
        if (op.path.includes('{')) {
          await check(`${op.operationId} path ${value.slice(0, 30)}`, {
            method: 'GET',
            url: pathFor(op, value),
          });
        }
      }
      // Bodies and methods the operation does not take.
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        await check(`${method} ${op.path}`, {
          method,
          url: base,
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        });
      }
      await check(`GET ${op.path} with a JSON body`, {
        method: 'GET',
        url: `${base}?keyword=kuta`,
        headers: { 'content-type': 'application/json' },
        payload: '{"keyword": 1',
      });
      await check(`GET ${op.path} broken escape`, {
        method: 'GET',
        url: `${base}?keyword=%E0%A4%A&page=%zz`,
      });
    }
    // A reproducible sample of random combinations on top.
    const r = new Random('fuzz');
    for (let i = 0; i < 200; i++) {
      const op = r.pick(general);
      const params = op.parameters
        .filter((p) => p.in === 'query' && (p.required || r.chance(0.6)))
        .map((p) => `${p.name}=${encodeURIComponent(r.pick(GARBAGE))}`);
      await check(`random ${op.operationId} ${params.join('&').slice(0, 80)}`, {
        method: 'GET',
        url: `${pathFor(op, r.pick(GARBAGE))}?${params.join('&')}`,
        headers: { 'accept-language': r.pick(['id', 'en', 'fr', 'en-US,en;q=0.5', '*']) },
      });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  it('leaves the data intact and treats SQL and LIKE wildcards as plain text', async () => {
    const [row] = await t.database.rows<{ hotels: number; members: number }>(
      sql`SELECT (SELECT count(*)::int FROM hotels) AS hotels, (SELECT count(*)::int FROM members) AS members`,
    );
    expect(row?.hotels).toBeGreaterThanOrEqual(500);
    expect(row?.members).toBeGreaterThan(0);
    for (const keyword of ['%25%25', '__', "'%20OR%20'1'='1"]) {
      const res = await t.app.inject({ url: `/api/generals/v2/autocompletes?keyword=${keyword}` });
      expect([200, 422]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.json().data).toEqual([]);
    }
  });
});
