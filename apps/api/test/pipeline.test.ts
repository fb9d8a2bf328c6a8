// The contract pipeline (routing, request validation, error shapes, response validation) on a small fixture
// contract, so it is tested independently of the operations other teams are adding to openapi/.
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerMap } from '../src/contract/handlers.ts';
import { HttpError } from '../src/http/errors.ts';
import { PreparedBody } from '../src/http/reusable-body.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

const contractPath = fileURLToPath(new URL('./fixtures/contract.yaml', import.meta.url));

/** One answer for every request, as the search cache gives one PreparedBody to every hit. */
const prepared = new PreparedBody({
  data: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Thing ${i}` })),
});

// Fixture operations are not in the generated types, hence the casts.
const handlers = {
  createThing: async ({ body }: { body: { name: string; kind: string } }) => ({
    status: 201,
    body: { data: { name: body.name, kind: body.kind } },
  }),
  getThing: async ({ params }: { params: { id: number } }) => {
    if (params.id === 404) throw new HttpError(404, 'not_found', { key: 'not_found' });
    return { status: 200, body: { data: { id: params.id, type: typeof params.id } } };
  },
  getThingWithSlash: async ({ params }: { params: { id: string } }) => ({
    status: 200,
    body: { data: { slash: params.id } },
  }),
  getBroken: async () => ({ status: 200, body: { data: 'not an array' } }),
  getBrokenPrepared: async () => ({ status: 200, body: new PreparedBody({ data: 'not an array' }) }),
  getPrepared: async () => ({ status: 200, body: prepared }),
  getCrash: async () => {
    throw new Error('database exploded at /secret/path.ts:12');
  },
} as unknown as HandlerMap;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ contractPath, handlers, seed: false, media: false });
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> };
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/things',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('request validation', () => {
  it('passes valid bodies with defaults applied', async () => {
    const body = json<{ data: { name: string; kind: string } }>(
      await post({ name: 'Andi', email: 'andi@example.com', count: 2 }),
      201,
    );
    expect(body.data).toEqual({ name: 'Andi', kind: 'a' });
  });

  it('answers 422 with translated messages per field', async () => {
    const id = json<ErrorBody>(await post({ name: 'A', email: 'nope', count: 'x', extra: 1 }), 422);
    expect(id).toMatchObject({ code: 'validation_failed', message: 'Data yang dikirim tidak valid.' });
    expect(id.errors).toEqual({
      name: ['Minimal 2 karakter.'],
      email: ['Format email Anda salah.'],
      count: ['Masukkan angka saja.'],
      extra: ['Kolom tidak dikenal.'],
    });
    const en = json<ErrorBody>(await post({}, { 'accept-language': 'en' }), 422);
    expect(en.message).toBe('The given data was invalid.');
    expect(en.errors).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      count: ['This field is required.'],
    });
    const nested = json<ErrorBody>(
      await post({ name: 'Andi', email: 'a@b.co', count: 1.5, tags: [1, 'x', 'y', 'z'] }),
      422,
    );
    expect(nested.errors).toMatchObject({
      count: ['Harus berupa bilangan bulat.'],
      'tags.0': ['Harus bertipe teks.'],
      tags: ['Maksimal 3 item.'],
    });
  });

  it('answers 422 for a JSON body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await post(payload);
      expect([400, 422]).toContain(res.statusCode);
    }
  });

  it('answers 400 for malformed JSON and prototype poisoning', async () => {
    for (const payload of ['{"name": ', '{name: 1}', "{'a':1}", '{"__proto__": {"admin": true}}']) {
      const body = json<ErrorBody>(await post(payload), 400);
      expect(body.code).toBe('invalid_json');
      expect(body.message).toBe('Isi permintaan bukan JSON yang valid.');
    }
    json(
      await t.app.inject({
        method: 'POST',
        url: '/api/things',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('answers 413 for bodies over 1 MiB and 415 for other content types', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1_100_000), email: 'a@b.co', count: 1 });
    expect(json<ErrorBody>(await post(huge), 413).code).toBe('payload_too_large');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(json<ErrorBody>(xml, 415).code).toBe('unsupported_media_type');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(json<ErrorBody>(text, 415).code).toBe('unsupported_media_type');
  });

  it('coerces and validates path parameters (400 when malformed)', async () => {
    expect(
      json<{ data: { id: number; type: string } }>(await t.app.inject({ url: '/api/things/7' })).data,
    ).toEqual({ id: 7, type: 'number' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999999', "1'%20OR%20'1'='1"]) {
      const body = json<ErrorBody>(await t.app.inject({ url: `/api/things/${id}` }), 400);
      expect(body.code).toBe('bad_request');
      expect(body.errors?.id?.length).toBeGreaterThan(0);
    }
    json(await t.app.inject({ url: '/api/things/%E0%A4%A' }), 400);
    expect(json<ErrorBody>(await t.app.inject({ url: '/api/things/404' }), 404).code).toBe('not_found');
  });

  it('keeps trailing slashes significant', async () => {
    expect(json<{ data: { slash: string } }>(await t.app.inject({ url: '/api/things/abc/' })).data).toEqual({
      slash: 'abc',
    });
  });
});

describe('responses', () => {
  it('fail loudly when they do not match the contract', async () => {
    const body = json<ErrorBody>(await t.app.inject({ url: '/api/broken' }), 500);
    expect(body.message).toContain('response does not match contract');
    expect(body.code).toBe('contract_violation');
    expect(body.errors?.data).toBeDefined();
  });

  it('are checked against the contract when already serialized, on their first send', async () => {
    const body = json<ErrorBody>(await t.app.inject({ url: '/api/broken-prepared' }), 500);
    expect(body.code).toBe('contract_violation');
    expect(body.errors?.data).toBeDefined();
  });

  it('send a serialized body as its bytes, compressed as the client asks, the same every time', async () => {
    const first = await t.app.inject({ url: '/api/prepared', headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toContain('accept-encoding');
    const plain = await t.app.inject({ url: '/api/prepared' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json<{ data: unknown[] }>(plain).data).toHaveLength(100);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
  });

  it('never leak stack traces or internal messages', async () => {
    const res = await t.app.inject({ url: '/api/crash' });
    const body = json<ErrorBody>(res, 500);
    expect(body).toEqual({
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      code: 'internal_error',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answer 501 for operations without a handler', async () => {
    const body = json<ErrorBody>(await t.app.inject({ url: '/api/later' }), 501);
    expect(body.code).toBe('not_implemented');
    expect(body.message).toContain('getLater');
  });

  it('answer 404 JSON for unknown API routes and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/things'],
      ['GET', '/api-nope'],
    ] as const) {
      const body = json<ErrorBody>(await t.app.inject({ method, url }), 404);
      expect(body).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'not_found' });
    }
  });
});
