// HTTP behaviour around the contract: security headers, the hotel-detail redirect, serving the web app,
// compression, 501 for contract operations that have no handler yet, and log hygiene. No demo data needed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHandlers, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { loadContract } from '../src/contract/load.ts';
import {
  helmetOptions,
  PERMISSIONS_POLICY,
  registerSecurity,
  type SecurityOptions,
} from '../src/http/security.ts';
import { createTestApp, json, type TestApp } from './helpers.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'nusa-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="id"><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(webDist, 'assets', 'index-4f9a1c2b.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ seed: false, config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are sent on API answers and pages', async () => {
    for (const url of ['/api/generals/holidays', '/', '/api/nope']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // HSTS only in production (a development server on http://localhost must not pin HTTPS).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are exactly those @fastify/helmet sets, replayed from one probe at start-up', async () => {
    const variants: SecurityOptions[] = [
      { production: false },
      { production: true },
      { production: true, social: { google: true, facebook: true }, captcha: true },
      { production: false, social: { facebook: true } },
    ];
    const routes = (app: FastifyInstance) => {
      app.get('/ok', async () => ({ ok: true }));
      app.get('/boom', async () => {
        throw new Error('boom');
      });
    };
    for (const options of variants) {
      // What the app did before: the plugin on every request, and the policy added in onSend.
      const reference = Fastify();
      await reference.register(helmet, helmetOptions(options));
      reference.addHook('onSend', async (_request, reply, payload) => {
        reply.header('permissions-policy', PERMISSIONS_POLICY);
        return payload;
      });
      routes(reference);
      const app = Fastify();
      await registerSecurity(app, options);
      routes(app);
      for (const url of ['/ok', '/boom', '/missing']) {
        const [want, got] = await Promise.all([reference.inject({ url }), app.inject({ url })]);
        expect(got.statusCode).toBe(want.statusCode);
        const { date: _a, ...wantHeaders } = want.headers;
        const { date: _b, ...gotHeaders } = got.headers;
        expect(gotHeaders, `${JSON.stringify(options)} ${url}`).toEqual(wantHeaders);
        expect(Object.keys(gotHeaders)).toEqual(Object.keys(wantHeaders));
      }
      await Promise.all([reference.close(), app.close()]);
    }
  });

  it('include HSTS in production', async () => {
    const app = Fastify();
    await registerSecurity(app, { production: true });
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});

describe('hotel detail redirect', () => {
  it('sends /hotel/{country}/{city}/{area}/{slug}/{id} to /hotel/product/... keeping the query', async () => {
    const res = await t.app.inject({
      url: '/hotel/indonesia/bali/kuta/griya-inn-kuta/12?checkin=2026-12-01&night=2',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      '/hotel/product/indonesia/bali/kuta/griya-inn-kuta/12?checkin=2026-12-01&night=2',
    );
  });

  it('leaves the app routes that share the shape alone', async () => {
    for (const kind of ['product', 'search', 'city', 'poi', 'group']) {
      const res = await t.app.inject({ url: `/hotel/${kind}/a/b/c/d`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});

describe('web app', () => {
  it('serves index.html for client routes, uncached', async () => {
    for (const url of [
      '/',
      '/promotions/liburan-bali-diskon-20',
      '/account/history?lang=en',
      '/no-such-page',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets immutable and other files briefly cached', async () => {
    const asset = await t.app.inject({ url: '/assets/index-4f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses JSON and assets', async () => {
    const countries = await t.app.inject({
      url: '/api-country-code',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['content-encoding']).toBe('gzip');
    const asset = await t.app.inject({
      url: '/assets/index-4f9a1c2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('does not answer API or missing files with the page', async () => {
    const api = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(json(api, 404)).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'not_found' });
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/media/v1/hotels/nope.webp', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('contract operations without a handler', () => {
  it('answer 501 with a message (and the general ones are implemented)', async () => {
    const contract = await loadContract();
    const missing = contract.operations.filter((op) => !(op.operationId in defaultHandlers));
    for (const op of missing) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: op.method.toUpperCase() as 'GET',
        url,
        ...(op.requestBody ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
      });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(501);
      expect(res.json().message).toContain(op.operationId);
    }
    for (const op of contract.operations.filter((o) => o.tags.includes('general'))) {
      expect(op.operationId in defaultHandlers).toBe(true);
    }
  });

  it('answer 501 for every operation when no handlers are registered', async () => {
    const bare = await createTestApp({ seed: false, handlers: {} });
    try {
      const res = await bare.app.inject({ url: '/api/generals/holidays' });
      expect(json<{ code: string }>(res, 501).code).toBe('not_implemented');
    } finally {
      await bare.close();
    }
  });
});

describe('logging', () => {
  it('redacts credentials and drops query strings', () => {
    const options = loggerOptions(loadConfig({ NODE_ENV: 'production' })) as {
      redact: { paths: string[] };
      serializers: { req: (r: { method: string; url: string }) => { url: string } };
    };
    expect(options.redact.paths).toEqual(
      expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie']),
    );
    const logged = options.serializers.req({
      method: 'GET',
      url: '/api/members/check?email=andi@example.com',
    });
    expect(JSON.stringify(logged)).not.toContain('andi@example.com');
    expect(logged.url).toBe('/api/members/check?[redacted]');
  });
});
