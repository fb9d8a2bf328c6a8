// The fast path of repeated searches: a JSON body seen before is answered with the object that validated then
// (src/contract/routes.ts, ValidatedBodies), its cache key and stay are remembered with it
// (src/modules/hotels/search-cache.ts searchKey, handlers.ts criteriaStay). None of it may change an answer:
// languages, encodings, other bodies, invalid bodies and the clock-dependent check-in rule stay as they were.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerMap } from '../src/contract/handlers.ts';
import { isMemoizedBody } from '../src/contract/routes.ts';
import { addDays, jakartaToday } from '../src/lib/time.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

type Err = { message: string; code: string; errors?: Record<string, string[]> };

function send(
  app: TestApp['app'],
  text: string,
  headers: Record<string, string> = {},
  url = '/api/hotels/searches',
) {
  return app.inject({
    method: 'POST',
    url,
    payload: text,
    headers: { 'content-type': 'application/json', 'accept-language': 'id', ...headers },
  });
}

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('memo of validated bodies (a stub handler, no data)', () => {
  let t: TestApp;
  const seen: { body: unknown; lang: string }[] = [];
  const handlers: HandlerMap = {
    async searchHotels({ body, lang }) {
      seen.push({ body, lang });
      return {
        status: 200,
        body: {
          data: [],
          meta: { page: body.page ?? 1, perpage: body.perpage ?? 20, total: 0, last_page: 1 },
          search: {
            destination_name: 'x',
            destination_type: 'city',
            check_in: body.check_in,
            check_out: body.check_out,
            nights: 1,
          },
        } as never,
      };
    },
  };
  const checkIn = addDays(jakartaToday(), 3);
  const text = JSON.stringify({
    destination: { type: 'city', slug: 'bali' },
    check_in: checkIn,
    check_out: addDays(checkIn, 1),
    rooms: 1,
    adults: 2,
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, handlers, responseValidation: 'off' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands the same deep-frozen, validated object to the handler for the same text, in any language', async () => {
    seen.length = 0;
    expect((await send(t.app, text)).statusCode).toBe(200);
    expect((await send(t.app, text, { 'accept-language': 'en-US,en;q=0.9' })).statusCode).toBe(200);
    expect((await send(t.app, text)).statusCode).toBe(200);
    const [first, second, third] = seen;
    // A text is memoized from its second sending (one sent once is not kept): the third gets the second's object.
    expect(isMemoizedBody(first?.body)).toBe(false);
    expect(second?.body).not.toBe(first?.body);
    expect(second?.body).toEqual(first?.body);
    expect(third?.body).toBe(second?.body);
    expect([first?.lang, second?.lang, third?.lang]).toEqual(['id', 'en', 'id']);
    // Validated: Ajv's defaults are in.
    expect(second?.body).toMatchObject({ children: [], page: 1, perpage: 20 });
    expect(isDeepFrozen(second?.body)).toBe(true);
    expect(isMemoizedBody(second?.body)).toBe(true);
  });

  it('takes the usual path for any other text, content type or URL spelling', async () => {
    seen.length = 0;
    expect((await send(t.app, text)).statusCode).toBe(200);
    const memoized = seen[0]?.body;
    const others: LightMyRequestResponse[] = [
      await send(t.app, `${text} `),
      await send(t.app, text.replace('"rooms":1', '"rooms":1.0')),
      await send(t.app, text, { 'content-type': 'application/json; charset=utf-8' }),
      await send(t.app, text, {}, '/api/hotels/searches?x=1'),
    ];
    for (const res of others) expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(5);
    for (const { body } of seen.slice(1)) {
      expect(body).not.toBe(memoized);
      expect(body).toEqual(memoized);
    }
    // The charset spelling got its own entry: its repeat is memoized too, apart from the bare one.
    await send(t.app, text, { 'content-type': 'application/json; charset=utf-8' });
    expect(seen[5]?.body).toBe(seen[3]?.body);
    // The query-string spelling never is.
    await send(t.app, text, {}, '/api/hotels/searches?x=1');
    expect(seen[6]?.body).not.toBe(seen[4]?.body);
    expect(isMemoizedBody(seen[6]?.body)).toBe(false);
  });

  it('still refuses what it refused, every time, without reaching the handler', async () => {
    seen.length = 0;
    const invalid = text.replace('"rooms":1', '"rooms":0');
    const bodies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await send(t.app, invalid, { 'accept-language': i === 0 ? 'id' : 'en' });
      expect(res.statusCode).toBe(422);
      bodies.push(json<Err>(res, 422).message);
    }
    expect(bodies).toEqual(['Data yang dikirim tidak valid.', 'The given data was invalid.']);
    // A text that validated once, under a content type the operation refuses.
    await send(t.app, text);
    expect((await send(t.app, text, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    // Prototype poisoning and broken JSON stay 400.
    const poisoned = text.replace('{', '{"__proto__":{"x":1},');
    for (let i = 0; i < 2; i++) {
      expect(json<Err>(await send(t.app, poisoned), 400).code).toBe('invalid_json');
      expect(json<Err>(await send(t.app, text.slice(0, -1)), 400).code).toBe('invalid_json');
      expect((await send(t.app, '')).statusCode).toBe(400);
    }
    expect(seen).toHaveLength(1);
  });
});

describe('repeated searches against data', () => {
  let t: TestApp;
  let now = Date.now();
  const clock = () => new Date(now);
  const today = jakartaToday();
  const checkIn = addDays(today, 1);
  const criteria = {
    destination: { type: 'city', slug: 'yogyakarta' },
    check_in: checkIn,
    check_out: addDays(checkIn, 2),
    rooms: 1,
    adults: 2,
    sort: 'popularity',
  };
  const text = JSON.stringify(criteria);
  // The same criteria spelt otherwise: never memoized with `text`, yet the same search.
  const reordered = JSON.stringify(Object.fromEntries(Object.entries(criteria).reverse()));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each language its own answer', async () => {
    const answers: Record<string, unknown> = {};
    for (const lang of ['id', 'en', 'id', 'en']) {
      const memoized = json(await send(t.app, text, { 'accept-language': lang }));
      const fresh = json(await send(t.app, reordered, { 'accept-language': lang }));
      expect(memoized).toEqual(fresh);
      answers[lang] ??= memoized;
      expect(memoized).toEqual(answers[lang]);
    }
    expect(answers.id).not.toEqual(answers.en);
    // Errors raised by the handler are in the request's language too.
    const tooLong = JSON.stringify({ ...criteria, check_out: addDays(checkIn, 16) });
    for (let i = 0; i < 2; i++) {
      expect(json<Err>(await send(t.app, tooLong), 422).message).toBe(
        'Maaf, durasi menginap maksimal 15 malam',
      );
      expect(json<Err>(await send(t.app, tooLong, { 'accept-language': 'en' }), 422).message).toBe(
        'Sorry, maximum duration of stay is 15 nights',
      );
    }
  });

  it('answers each encoding its own bytes of the same JSON', async () => {
    const expected = json(await send(t.app, reordered));
    const br = await send(t.app, text, { 'accept-encoding': 'br, gzip' });
    const gzip = await send(t.app, text, { 'accept-encoding': 'gzip' });
    const identity = await send(t.app, text, { 'accept-encoding': 'identity' });
    const none = await send(t.app, text);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    expect(identity.json()).toEqual(expected);
    expect(none.json()).toEqual(expected);
  });

  it('answers another body another answer', async () => {
    const first = json<{ meta: { page: number }; data: { id: number }[] }>(await send(t.app, text));
    const page2 = JSON.stringify({ ...criteria, page: 2, perpage: 5 });
    const second = json<{ meta: { page: number; perpage: number } }>(await send(t.app, page2));
    expect(first.meta.page).toBe(1);
    expect(second.meta).toMatchObject({ page: 2, perpage: 5 });
    const bali = json<{ search: { destination_name: string } }>(
      await send(t.app, text.replace('yogyakarta', 'bali')),
    );
    expect(bali.search.destination_name).toMatch(/Bali/);
  });

  it('still refuses a check-in that has become past since its criteria were memoized', async () => {
    expect((await send(t.app, text)).statusCode).toBe(200);
    now += 2 * 86_400_000;
    try {
      const past = json<Err>(await send(t.app, text, { 'accept-language': 'en' }), 422);
      expect(past.errors?.check_in?.[0]).toMatch(/before today/);
      const facets = await send(t.app, text, { 'accept-language': 'en' }, '/api/hotels/searches/filters');
      expect(facets.statusCode).toBe(422);
    } finally {
      now -= 2 * 86_400_000;
    }
    expect((await send(t.app, text)).statusCode).toBe(200);
  });
});
