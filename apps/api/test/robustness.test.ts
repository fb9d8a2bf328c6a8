// Contract-driven fuzz test: every operation of the contract gets, in every parameter (path, query, header) and
// in every request-body property (one level down too), values that are not finite, huge, negative, zero, empty,
// of the wrong type, or hostile strings, plus malformed JSON, wrong content types and methods, without and with
// a member's token. None may be answered with a 5xx. Operations without a handler yet (none since the partner
// application and the Citilink e-form landed) get a stub that answers 501 after validation (the real app answers
// 501 before it), so their validation is exercised too.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../src/app.ts';
import type { HandlerMap } from '../src/contract/handlers.ts';
import { type JsonSchema, loadContract, type OperationSpec } from '../src/contract/load.ts';
import { HttpError } from '../src/http/errors.ts';
import { Random } from '../src/lib/random.ts';
import { DEV_OTP_CLIENT_SECRET } from '../src/modules/members/config.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

// A fixed clock: the stay dates below are in the future whatever day the test runs on.
let now = Date.parse('2026-11-22T03:00:00Z');
const clock = () => new Date(now);
const CHECK_IN = '2026-12-20';
const CHECK_OUT = '2026-12-22';

let t: TestApp;
let operations: OperationSpec[];
/** Operations the app has no handler for: the stub answers 501 once the request passed validation. */
let unimplemented: Set<string>;
beforeAll(async () => {
  operations = (await loadContract()).operations;
  unimplemented = new Set(operations.map((op) => op.operationId).filter((id) => !(id in defaultHandlers)));
  const stubs: Record<string, () => Promise<never>> = {};
  for (const operation of unimplemented) {
    stubs[operation] = async () => {
      throw new HttpError(501, 'not_implemented', { key: 'not_implemented', params: { operation } });
    };
  }
  t = await createTestApp({ clock, handlers: { ...defaultHandlers, ...stubs } as HandlerMap });
});
afterAll(async () => {
  await t?.close();
});

interface FuzzValue {
  label: string;
  /** As written in a path, query string or header; undefined where it cannot be written there. */
  text?: string;
  /** Raw JSON text for a body property; undefined where only the text form makes sense. */
  json?: string;
  /** Not a finite number: a numeric parameter or property must refuse it with 400/422. */
  nonFinite?: boolean;
}

const str = (text: string, label = text.slice(0, 30)): FuzzValue => ({
  label,
  text,
  json: JSON.stringify(text),
});

const VALUES: FuzzValue[] = [
  // Not finite: JSON.parse reads 1e400 as Infinity; Infinity and NaN are not JSON at all.
  ...['1e400', '-1e400', '1e309', 'Infinity', '-Infinity', 'NaN'].map((v) => ({
    label: v,
    text: v,
    json: v,
    nonFinite: true,
  })),
  { label: '"Infinity"', text: '+Infinity', json: '"Infinity"', nonFinite: true },
  // Huge.
  ...['2147483648', '9007199254740993', '1e20', '99999999999999999999999', '1.7976931348623157e308'].map(
    (v) => ({ label: v, text: v, json: v }),
  ),
  { label: '400 digits', text: '9'.repeat(400), json: '9'.repeat(400) },
  str('a'.repeat(5000), '5000 × a'),
  // Negative, zero, fractions, odd spellings of numbers.
  ...['-1', '-2147483649', '0', '-0', '1.5', '1e-400', '0x10', ' 12'].map((v) => ({
    label: v,
    text: v,
    json: v,
  })),
  // Empty.
  str(''),
  str(' '),
  // Wrong types.
  { label: 'true', text: 'true', json: 'true' },
  { label: 'false', text: 'false', json: 'false' },
  { label: 'null', text: 'null', json: 'null' },
  { label: '[]', text: '[]', json: '[]' },
  { label: '[1e400]', text: '[1e400]', json: '[1e400]' },
  { label: '{}', text: '{}', json: '{}' },
  { label: '{"$gt":""}', text: '{"$gt":""}', json: '{"$gt":""}' },
  { label: '"1"', json: '"1"' },
  // Hostile and odd strings.
  str("' OR '1'='1"),
  str('1; DROP TABLE hotels; --'),
  str("k' UNION SELECT password_hash FROM members --"),
  str('%_%'),
  str('\\'),
  str('\u0000', 'NUL'),
  str('ñandú'),
  str('🏨🌴'),
  str('<script>alert(1)</script>'),
  str('../../etc/passwd'),
  str(['$', '{7*7}{{7*7}}'].join('')),
  str('\r\nSet-Cookie: x=1', 'CRLF'),
];

/** Whole bodies that are not valid JSON, or not the object the operation takes. */
const MALFORMED_BODIES = [
  '{"a":',
  '{',
  '',
  'null',
  '[]',
  '1e400',
  '"text"',
  'NaN',
  '{"a":1e400}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

const WRONG_CONTENT_TYPES: [string, string][] = [
  ['text/plain', '{}'],
  ['application/x-www-form-urlencoded', 'a=1&b=1e400'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ['application/json; charset=utf-16', '{}'],
  ['application/xml', '<a/>'],
];

// Sample values the contract accepts, so a request differs from a valid one in the fuzzed value only.
const SAMPLE_BY_NAME: Record<string, unknown> = {
  email: 'fuzz@example.com',
  phone_number: '81299990001',
  phone: '81299990001',
  phone_number_country_code: '62',
  otp: '123456',
  check_in: CHECK_IN,
  check_out: CHECK_OUT,
  departure_date: CHECK_IN,
  return_date: CHECK_OUT,
  birth_date: '1990-01-01',
  password: 'Fuzz12345x',
  password_confirmation: 'Fuzz12345x',
  old_password: 'Fuzz12345x',
  keyword: 'kuta',
  'idempotency-key': 'fuzz-key-0001',
};
/** Bodies whose rules span several properties (if/then, anyOf) that sample() cannot meet on its own. */
const BODY_BY_OPERATION: Record<string, Record<string, unknown>> = {
  searchHotels: { destination: { type: 'city', id: 1 } },
  searchHotelFilters: { destination: { type: 'city', id: 1 } },
  // An unregistered number: a login code would stop at not_registered.
  requestOtp: { type: 'register' },
  updateMember: { action_type: 'profile', fullname: 'Andi Pratama' },
  checkMember: { email: 'fuzz@example.com' },
  updateCart: { guest: { title: 'Mr', full_name: 'Fuzz Tester' } },
  submitCitilinkEform: { departure: 'Jakarta (CGK)', destination: 'Denpasar (DPS)' },
};
const PATTERN_CANDIDATES = [
  'Fuzz Tester',
  'abc',
  'wifi',
  '123456',
  '81299990001',
  '62',
  'AB',
  '14:00',
  '#FFFFFF',
];

function pick<T>(schemaType: unknown, fallback: T): string | T {
  if (Array.isArray(schemaType)) return (schemaType.find((s) => s !== 'null') as string) ?? fallback;
  return typeof schemaType === 'string' ? schemaType : fallback;
}

function sample(schema: JsonSchema, name: string): unknown {
  if (name in SAMPLE_BY_NAME) return SAMPLE_BY_NAME[name];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null);
  if (schema.default !== undefined) return schema.default;
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches[0]) return sample(branches[0], name);
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  switch (pick(schema.type, 'object')) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const out: Record<string, unknown> = {};
      for (const key of (schema.required ?? []) as string[]) out[key] = sample(properties[key] ?? {}, key);
      return out;
    }
    case 'array':
      return Number(schema.minItems ?? 0) > 0 ? [sample((schema.items ?? {}) as JsonSchema, name)] : [];
    case 'integer':
    case 'number':
      return min ?? 1;
    case 'boolean':
      return true;
    default: {
      const format = schema.format;
      if (format === 'date') return CHECK_IN;
      if (format === 'date-time') return '2026-12-20T10:00:00+07:00';
      if (format === 'email') return 'fuzz@example.com';
      if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (format === 'uri') return 'https://example.com/';
      const minLength = Number(schema.minLength ?? 1);
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern, 'u');
        const fit = PATTERN_CANDIDATES.find((c) => pattern.test(c) && c.length >= minLength);
        if (fit) return fit;
      }
      return 'a'.repeat(Math.max(minLength, 3));
    }
  }
}

interface Slot {
  location: 'path' | 'query' | 'header' | 'body';
  name: string;
  /** For a property of a body property (`destination.id`). */
  parent?: string;
  schema: JsonSchema;
}

const isNumeric = (schema: JsonSchema) => ['integer', 'number'].includes(pick(schema.type, ''));

interface Base {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

function baseline(op: OperationSpec): Base {
  const base: Base = { path: {}, query: {}, headers: {} };
  for (const p of op.parameters) {
    if (p.in === 'cookie') continue;
    const value =
      p.name === 'id' && p.in === 'path' && p.schema.format !== 'uuid'
        ? 1
        : sample(p.schema, p.name.toLowerCase());
    if (p.in === 'query' && !p.required) continue;
    const text = Array.isArray(value) ? '' : String(value);
    if (p.in === 'path') base.path[p.name] = text;
    else if (p.in === 'query') base.query[p.name] = text;
    else base.headers[p.name.toLowerCase()] = text;
  }
  if (op.requestBody?.schema) {
    base.body = {
      ...(sample(op.requestBody.schema, '') as Record<string, unknown>),
      ...BODY_BY_OPERATION[op.operationId],
    };
  }
  return base;
}

function slotsOf(op: OperationSpec): Slot[] {
  const slots: Slot[] = op.parameters
    .filter((p) => p.in !== 'cookie')
    .map((p) => ({ location: p.in as Slot['location'], name: p.name, schema: p.schema }));
  const properties = (op.requestBody?.schema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(properties)) {
    slots.push({ location: 'body', name, schema });
    for (const [inner, innerSchema] of Object.entries(
      (schema.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      slots.push({ location: 'body', name: inner, parent: name, schema: innerSchema });
    }
  }
  return slots;
}

/** Header values can only hold visible Latin-1 characters (Node refuses others before the app sees them). */
const headerSafe = (text: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text);

function otpHeaders(): Record<string, string> {
  const time = String(Math.floor(now / 1000));
  return {
    'x-request-time': time,
    'x-member-token': createHash('sha256').update(`${DEV_OTP_CLIENT_SECRET}${time}`).digest('hex'),
  };
}

interface Change {
  slot: Slot;
  value: FuzzValue;
  form?: 'repeated' | 'bracketed';
}

/** The request of the baseline with the changes applied; undefined when a value cannot be written there. */
function request(op: OperationSpec, base: Base, changes: Change[] = []): InjectOptions | undefined {
  const path = { ...base.path };
  let query: string[] = Object.entries(base.query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  // The app's own proof headers are recomputed for the clock of the moment; a fuzzed one replaces them.
  const headers: Record<string, string> = {
    ...base.headers,
    ...('x-member-token' in base.headers ? otpHeaders() : {}),
  };
  const body = base.body === undefined ? undefined : structuredClone(base.body);
  const raw: string[] = [];
  for (const { slot, value, form } of changes) {
    if (slot.location === 'body') {
      if (value.json === undefined || body === undefined) return undefined;
      const holder = `__fuzz_value_${raw.length}__`;
      raw.push(value.json);
      if (!slot.parent) body[slot.name] = holder;
      else {
        const parent = body[slot.parent];
        body[slot.parent] = { ...(parent && typeof parent === 'object' ? parent : {}), [slot.name]: holder };
      }
      continue;
    }
    if (value.text === undefined) return undefined;
    if (slot.location === 'path') {
      if (value.text === '') return undefined; // another route
      path[slot.name] = value.text;
    } else if (slot.location === 'query') {
      const encoded = encodeURIComponent(value.text);
      query = query.filter((q) => !q.startsWith(`${slot.name}=`));
      if (form === 'repeated') query.push(`${slot.name}=1`, `${slot.name}=${encoded}`);
      else if (form === 'bracketed') query.push(`${slot.name}[x]=${encoded}`, `${slot.name}[]=1`);
      else query.push(`${slot.name}=${encoded}`);
    } else {
      if (!headerSafe(value.text)) return undefined;
      headers[slot.name.toLowerCase()] = value.text;
    }
  }
  let payload: string | undefined;
  if (body !== undefined) {
    payload = JSON.stringify(body);
    raw.forEach((json, i) => {
      payload = (payload as string).replace(`"__fuzz_value_${i}__"`, () => json);
    });
    headers['content-type'] = 'application/json';
  }
  const url =
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '1')) +
    (query.length ? `?${query.join('&')}` : '');
  return {
    method: op.method.toUpperCase() as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

const needsToken = (op: OperationSpec) =>
  (op.security ?? []).some((s) => s && typeof s === 'object' && 'bearerAuth' in (s as object));

let ipCounter = 0;
/** Every fuzzed request comes from its own address, so the per-IP limits do not hide what follows them. */
const nextIp = () => {
  ipCounter++;
  return `10.${100 + ((ipCounter >> 16) & 63)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function signIn(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/members/auth/login',
    payload: { email: 'andi@example.com', password: 'Rahasia123' },
    remoteAddress: '10.250.0.1',
  });
  return json<{ data: { token: string } }>(res).data.token;
}

describe('contract-driven fuzz: malformed input to every operation', () => {
  it('covers every operation of every tag', () => {
    const tags = new Set(operations.flatMap((op) => op.tags));
    expect([...tags].sort()).toEqual(
      [
        'bookings',
        'carts',
        'eforms',
        'favorites',
        'general',
        'hotels',
        'members',
        'partners',
        'reviews',
      ].sort(),
    );
    expect(operations.length).toBeGreaterThanOrEqual(49);
  });

  it('answers numbers that are not finite with 400/422 where the hotel endpoints answered 500', async () => {
    const search = (criteria: string) =>
      `{"destination":{"type":"city","id":${criteria}},"check_in":"${CHECK_IN}","check_out":"${CHECK_OUT}","rooms":1,"adults":2}`;
    const cases: [InjectOptions, number][] = [
      [{ url: '/api/hotels/Infinity' }, 400],
      [{ url: '/api/hotels/1e400' }, 400],
      [{ url: '/api/hotels/Infinity/photos' }, 400],
      [{ url: '/api/hotels/Infinity/descriptions' }, 400],
      [{ url: '/api/hotels/1e400/badges' }, 400],
      [{ url: `/api/hotels/v2/Infinity?check_in=${CHECK_IN}&check_out=${CHECK_OUT}` }, 400],
      [{ url: '/api/hotels/lists/highlights/recommended?city_id=Infinity' }, 400],
      [{ url: '/api/hotels/lists/highlights/recommended?city_id=1e400' }, 400],
      [{ url: '/api/generals/landing-pages?page=Infinity' }, 400],
      [{ method: 'POST', url: '/api/hotels/searches', payload: search('1e400') }, 422],
      [{ method: 'POST', url: '/api/hotels/searches/filters', payload: search('1e400') }, 422],
      [{ method: 'POST', url: '/api/hotel-review/search', payload: '{"hotel_id":1e400}' }, 422],
      [{ method: 'POST', url: '/api/hotel-review/search', payload: '{"hotel_id":1,"page":-1e400}' }, 422],
    ];
    for (const [options, status] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        ...options,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect(res.statusCode, `${options.method ?? 'GET'} ${options.url}: ${res.body}`).toBe(status);
      const errors = Object.values(res.json().errors ?? {}).flat();
      expect(errors, String(options.url)).toContain('Enter numbers only.');
    }
  });

  // About 20,000 requests: 15 s on an idle machine, over 30 s on a loaded CI runner. The limit only guards against
  // a hang; what the test checks is the answers, not the time.
  it('never answers 5xx, and refuses non-finite numbers with 400/422', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const covered = new Set<string>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let nonFiniteChecked = 0;
    const check = async (
      op: OperationSpec,
      label: string,
      options: InjectOptions | undefined,
      expectRefusal = false,
    ) => {
      if (!options) return;
      let res: LightMyRequestResponse;
      try {
        res = await t.app.inject({ ...options, remoteAddress: nextIp() });
      } catch (error) {
        failures.push(`${op.operationId} ${label} → inject threw ${(error as Error).message}`);
        return;
      }
      sent++;
      covered.add(op.operationId);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const where = `${op.operationId} ${label} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      const allowed501 = res.statusCode === 501 && unimplemented.has(op.operationId);
      if (res.statusCode >= 500 && !allowed501) failures.push(where);
      else if (!String(res.headers['content-type']).startsWith('application/json'))
        failures.push(`${where} (not JSON)`);
      else if (res.statusCode >= 400 && typeof res.json().message !== 'string')
        failures.push(`${where} (no message)`);
      else if (expectRefusal) {
        nonFiniteChecked++;
        if (![400, 422].includes(res.statusCode)) failures.push(`${where} (a non-finite number got through)`);
      }
    };

    for (const op of operations) {
      // A quarter of an hour per operation: the per-e-mail and per-number windows of the last one are over.
      now += 15 * 60 * 1000;
      const base = baseline(op);
      const withToken = needsToken(op) ? [undefined, await signIn()] : [undefined];
      for (const token of withToken) {
        const auth = (options: InjectOptions | undefined) =>
          options && token
            ? { ...options, headers: { ...(options.headers as object), authorization: `Bearer ${token}` } }
            : options;
        const who = token ? 'member' : 'anonymous';
        await check(op, `${who} baseline`, auth(request(op, base)));
        for (const slot of slotsOf(op)) {
          const at = `${who} ${slot.location}:${slot.parent ? `${slot.parent}.` : ''}${slot.name}`;
          for (const value of VALUES) {
            const refused = value.nonFinite === true && isNumeric(slot.schema);
            await check(op, `${at}=${value.label}`, auth(request(op, base, [{ slot, value }])), refused);
          }
          if (slot.location === 'query') {
            for (const value of VALUES.filter((v) => v.nonFinite)) {
              for (const form of ['repeated', 'bracketed'] as const) {
                await check(
                  op,
                  `${at} ${form} ${value.label}`,
                  auth(request(op, base, [{ slot, value, form }])),
                );
              }
            }
          }
        }
        if (base.body !== undefined) {
          for (const payload of MALFORMED_BODIES) {
            const options = request(op, base) as InjectOptions;
            await check(op, `${who} body ${payload.slice(0, 30)}`, auth({ ...options, payload }));
          }
          for (const [type, payload] of WRONG_CONTENT_TYPES) {
            const options = request(op, base) as InjectOptions;
            const headers = { ...(options.headers as object), 'content-type': type };
            await check(op, `${who} ${type}`, auth({ ...options, headers, payload }));
          }
        }
        if (token) {
          for (const value of VALUES.filter((v) => v.text !== undefined && headerSafe(v.text))) {
            const options = request(op, base) as InjectOptions;
            const headers = { ...(options.headers as object), authorization: `Bearer ${value.text}` };
            await check(op, `authorization Bearer ${value.label}`, { ...options, headers });
          }
        }
      }
      // Methods the path does not take, with a body; and a broken percent-encoding.
      const url = (request(op, base) as InjectOptions).url as string;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (method === op.method.toUpperCase()) continue;
        await check(op, `${method} instead`, {
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        });
      }
      await check(op, 'broken escape', {
        method: op.method.toUpperCase() as 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}q=%E0%A4%A&page=%zz`,
      });
    }

    // A reproducible sample of several fuzzed values at once on top.
    const r = new Random('contract-fuzz');
    for (let i = 0; i < 400; i++) {
      const op = r.pick(operations);
      const base = baseline(op);
      const changes = slotsOf(op)
        .filter(() => r.chance(0.5))
        .map((slot) => ({ slot, value: r.pick(VALUES) }))
        .filter((change) => request(op, base, [change]) !== undefined);
      const options = request(op, base, changes);
      await check(op, `random ${changes.map((c) => `${c.slot.name}=${c.value.label}`).join(' ')}`, options);
    }

    console.info(
      `contract fuzz: ${sent} requests, ${covered.size} operations, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, ` +
        `${nonFiniteChecked} non-finite numbers refused; 501 (stub) for: ${[...unimplemented].sort().join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect(covered.size).toBe(operations.length);
    expect(nonFiniteChecked).toBeGreaterThan(500);
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
