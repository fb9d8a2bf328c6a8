// Which preload hints each landing page gets from the server (registerWeb with a small fake build).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, registerWeb } from '../src/http/web.ts';

let app: FastifyInstance;
let dir: string;
const lookups: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nusa-web-preload-'));
  const webDist = join(dir, 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    join(webDist, 'assets', 'index-1.js'),
    `console.log(${JSON.stringify('nusa '.repeat(2000))});`,
  );
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="id"><head><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-1.js">' +
      '<script defer src="/start.js" data-entry="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // What the web build writes (apps/web config/page-assets.ts), with made-up file names.
  const hints = (chunk: string, catalog?: string) => ({
    modulepreload: [`assets/${chunk}-1.js`, ...(catalog ? [`assets/${catalog}-1.js`] : [])],
    style: [],
  });
  writeFileSync(
    join(webDist, 'page-assets.json'),
    JSON.stringify({
      pages: {
        home: { id: hints('home-page'), en: hints('home-page') },
        results: { id: hints('results-page', 'results.id'), en: hints('results-page', 'results.en') },
        detail: { id: hints('hotel-detail-page', 'detail.id'), en: hints('hotel-detail-page', 'detail.en') },
        checkout: { id: hints('checkout-page', 'checkout.id'), en: hints('checkout-page', 'checkout.en') },
        accountHistory: { id: hints('history-view', 'account.id'), en: hints('history-view', 'account.en') },
        accountBooking: { id: hints('booking-view', 'account.id'), en: hints('booking-view', 'account.en') },
        promotions: {
          id: hints('promotions-page', 'promotions.id'),
          en: hints('promotions-page', 'promotions.en'),
        },
        promotion: {
          id: hints('promotion-page', 'promotions.id'),
          en: hints('promotion-page', 'promotions.en'),
        },
      },
      firstAnswers: ['assets/first-answers-1.js'],
    }),
  );
  app = Fastify();
  // Stand-ins for the hotel API the detail page's first answers come from (first-paint.ts injects them).
  app.get('/api/hotels/12', async () => ({
    data: { id: 12, name: 'Griya </script><img src=x onerror=alert(1)> Inn & Co' },
  }));
  app.get('/api/hotels/12/photos', async () => ({
    data: [{ image: { url: '/media/h12.webp', thumbnail: '/media/h12-thumb.webp' } }],
  }));
  app.get('/api/hotels/12/descriptions', async () => ({ data: [] }));
  app.get('/api/hotels/12/badges', async (_request, reply) => reply.code(503).send({ message: 'down' }));
  app.get('/api/hotels/v2/12', async (request) => ({ data: { query: request.query } }));
  app.post('/api/hotels/searches', async (request) => ({
    data: [{ image: { url: '/media/h5.webp', thumbnail: '/media/h5-thumb.webp' } }],
    meta: { echo: request.body },
  }));
  // Stand-ins for the promotions API (the list, one promotion and its hotels; any other slug is unknown).
  const promo = (slug: string, title: string) => ({
    slug,
    title,
    image: { url: `/media/${slug}.webp`, thumbnail: `/media/${slug}-thumb.webp` },
  });
  app.get('/api/generals/landing-pages', async (request) => ({
    data: [promo('gajian-sale', 'Gajian <Sale>'), promo('bali-20', 'Bali 20%')],
    meta: { query: request.query },
  }));
  app.get<{ Params: { id: string } }>('/api/generals/landing-pages/:id', async (request, reply) =>
    request.params.id === 'gajian-sale'
      ? { data: promo('gajian-sale', 'Gajian Sale'), server_time: '2026-11-22T03:00:00.000Z' }
      : reply.code(404).send({ message: 'Promo tidak ditemukan.', code: 'not_found' }),
  );
  app.get<{ Params: { id: string } }>('/api/generals/landing-pages/:id/hotels', async (request, reply) =>
    request.params.id === 'gajian-sale'
      ? { data: [], meta: { query: request.query } }
      : reply.code(404).send({ message: 'Promo tidak ditemukan.', code: 'not_found' }),
  );
  await registerWeb(app, {
    clock: () => new Date('2026-11-22T03:00:00Z'),
    webDist,
    mediaDir: join(dir, 'media'),
    homeLcpImage: async () => ({ url: '/media/d.webp', thumbnail: '/media/d-thumb.webp' }),
    detailLcpImage: async (id) => {
      lookups.push(id);
      return id === 12 ? { url: '/media/h12.webp', thumbnail: '/media/h12-thumb.webp' } : null;
    },
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

describe('preload hints per landing page', () => {
  it('home: its chunk and the destination picture', async () => {
    const res = await page('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('href="/assets/home-page-1.js"');
    expect(res.body).toContain('imagesrcset="/media/d-thumb.webp 230w, /media/d.webp 600w"');
    expect(res.body).not.toContain('results-page');
  });

  it('results: the results chunk and catalog, no picture without a first answer', async () => {
    const res = await page('/hotel/poi/monas?checkin=2030-01-01&checkout=2030-01-02');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/assets/results-page-1.js"');
    expect(res.body).toContain('href="/assets/results.id-1.js"');
    expect(res.body).not.toContain('home-page');
    expect(res.body).not.toContain('as="image"');
  });

  it('detail: the detail module and catalog of the language, and the hotel cover, looked up once a minute', async () => {
    const res = await page('/hotel/product/indonesia/bali/kuta/griya-inn/12?lang=en');
    expect(res.body).toContain('href="/assets/hotel-detail-page-1.js"');
    expect(res.body).toContain('href="/assets/detail.en-1.js"');
    expect(res.body).toContain(
      'imagesrcset="/media/h12-thumb.webp 230w, /media/h12.webp 600w" imagesizes="(min-width: 768px) 600px, 100vw"',
    );
    await page('/hotel/product/indonesia/bali/kuta/griya-inn/12');
    expect(lookups.filter((id) => id === 12)).toHaveLength(1);
    const unknown = await page('/hotel/product/nowhere/404');
    expect(unknown.body).toContain('href="/assets/hotel-detail-page-1.js"');
    expect(unknown.body).not.toContain('as="image"');
  });

  it('a build without page-assets.json: plain index.html everywhere', async () => {
    const bare = join(dir, 'bare');
    mkdirSync(bare);
    writeFileSync(join(bare, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    const plain = Fastify();
    try {
      await registerWeb(plain, {
        clock: () => new Date('2026-11-22T03:00:00Z'),
        webDist: bare,
        mediaDir: join(dir, 'bare-media'),
      });
      const res = await plain.inject({ url: '/hotel/city/1/bali', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html><head></head><body><div id="root"></div></body></html>');
    } finally {
      await plain.close();
    }
  });

  it("a member's bookings and one booking: their view's chunks and catalog, no shell and no first answers", async () => {
    const history = await page('/account/history');
    expect(history.body).toContain('href="/assets/history-view-1.js"');
    expect(history.body).toContain('href="/assets/account.id-1.js"');
    const booking = await page('/account/my-booking?code=NS2611ABC123&lang=en');
    expect(booking.body).toContain('href="/assets/booking-view-1.js"');
    expect(booking.body).toContain('href="/assets/account.en-1.js"');
    for (const res of [history, booking]) {
      expect(res.body).not.toContain('nusa-first-answers');
      expect(res.body).not.toContain('nusa-shell');
    }
  });

  it('checkout: its chunks and catalog of the language, no shell and no first answers (the cart is private)', async () => {
    const res = await page('/checkout?cart=5e7d0c4a-6b1f-4c2e-9a11-000000000002&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/assets/checkout-page-1.js"');
    expect(res.body).toContain('href="/assets/checkout.en-1.js"');
    expect(res.body).not.toContain('checkout.id-1.js');
    expect(res.body).not.toContain('nusa-first-answers');
    expect(res.body).not.toContain('nusa-shell');
  });

  it('other routes: plain index.html', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    // The build's own entry hint only: no page's chunks.
    expect(res.body.match(/modulepreload/g)).toHaveLength(1);
    expect(res.body).not.toContain('-page-1.js');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

/** The JSON of the first answers embedded in a page, parsed as the browser's JSON.parse would. */
const firstAnswersOf = (html: string) => {
  const m = /<script type="application\/json" id="nusa-first-answers">([\s\S]*?)<\/script>/.exec(html);
  return m
    ? (JSON.parse(m[1] as string) as {
        lang: string;
        answers: { path: string; status: number; body: unknown }[];
      })
    : null;
};

describe('first paint: loading shell and first answers', () => {
  it('detail: the shell with the cover and the escaped name, and the first answers of the stay', async () => {
    const res = await page(
      '/hotel/product/indonesia/bali/kuta/griya-inn/12?checkin=2030-01-01&checkout=2030-01-02&lang=en',
    );
    expect(res.body).toContain(
      '<div id="root"></div><div id="nusa-shell" class="nusa-shell" aria-hidden="true">',
    );
    const root = /<div id="nusa-shell"([\s\S]*?)<script/.exec(res.body)?.[1] ?? '';
    expect(root).toContain('srcset="/media/h12-thumb.webp 230w, /media/h12.webp 600w"');
    expect(root).toContain('Griya &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Inn &amp; Co');
    // The answers cannot end their <script> early: exactly one closing tag follows the opening one.
    const start = res.body.indexOf('id="nusa-first-answers">');
    expect(res.body.slice(start).indexOf('</script>')).toBe(res.body.slice(start).lastIndexOf('</script>'));
    const first = firstAnswersOf(res.body);
    // A shell with a picture: every script hint is held back until the picture has arrived, by the starter that
    // waits for it.
    expect(res.body).toContain(
      '<script defer src="/start-after-picture.js" data-entry="/assets/index-1.js">',
    );
    expect(res.body).toContain(
      '<link rel="x-later-modulepreload" crossorigin fetchpriority="low" href="/assets/index-1.js">',
    );
    expect(res.body).toContain(
      '<link rel="x-later-modulepreload" crossorigin fetchpriority="low" href="/assets/first-answers-1.js">',
    );
    expect(res.body).toContain(
      '<link rel="x-later-modulepreload" crossorigin fetchpriority="low" href="/assets/hotel-detail-page-1.js">',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('<link rel="preload" as="image" fetchpriority="high"');
    expect(first?.lang).toBe('en');
    expect(first?.answers.map((a) => a.path)).toEqual([
      '/api/hotels/12',
      '/api/hotels/12/photos',
      '/api/hotels/12/descriptions',
      // badges answered 503: left to the browser, which retries
      '/api/hotels/v2/12?check_in=2030-01-01&check_out=2030-01-02&rooms=1&adults=2',
    ]);
    expect(first?.answers[0]?.body).toEqual({
      data: { id: 12, name: 'Griya </script><img src=x onerror=alert(1)> Inn & Co' },
    });
    expect(first?.answers[3]?.body).toEqual({
      data: { query: { check_in: '2030-01-01', check_out: '2030-01-02', rooms: '1', adults: '2' } },
    });
  });

  it('detail of an unknown hotel: its 404 answers, a shell without picture', async () => {
    const res = await page('/hotel/product/nowhere/404');
    expect(res.body).toContain('class="nusa-shell"');
    expect(res.body).not.toContain('nusa-shell__cover" src');
    expect(firstAnswersOf(res.body)?.answers.every((a) => a.status === 404)).toBe(true);
    // No picture to wait for: the scripts download at once.
    expect(res.body).toContain('<script defer src="/start.js" data-entry="/assets/index-1.js">');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/hotel-detail-page-1.js">',
    );
    expect(res.body).not.toContain('x-later-');
  });

  it('city results: the shell, the first page of hotels and a preload of the first card picture', async () => {
    const res = await page('/hotel/city/1/bali?checkin=2030-01-01&checkout=2030-01-02');
    expect(res.body).toContain('<div id="nusa-shell" class="nusa-shell" aria-hidden="true">');
    const first = firstAnswersOf(res.body);
    const request =
      '{"destination":{"type":"city","id":1},"check_in":"2030-01-01","check_out":"2030-01-02","rooms":1,"adults":2,"children":[],"perpage":20,"page":1}';
    expect(first?.answers).toEqual([
      {
        path: '/api/hotels/searches',
        status: 200,
        request,
        body: {
          data: [{ image: { url: '/media/h5.webp', thumbnail: '/media/h5-thumb.webp' } }],
          meta: { echo: JSON.parse(request) },
        },
      },
    ]);
    expect(res.body).toContain(
      'imagesrcset="/media/h5-thumb.webp 230w, /media/h5.webp 600w" imagesizes="(min-width: 768px) 230px, 35vw"',
    );
  });

  it('other results, and home: no answers; home: no shell', async () => {
    const results = await page('/hotel/city/1/bali?sort=lowest_price');
    expect(results.body).toContain('class="nusa-shell" aria-hidden="true"');
    expect(firstAnswersOf(results.body)).toBeNull();
    expect(results.body).not.toContain('first-answers-1.js');
    expect(firstAnswersOf((await page('/hotel/poi/monas')).body)).toBeNull();
    const home = await page('/');
    expect(home.body).toContain('<div id="root"></div>');
    expect(home.body).not.toContain('nusa-first-answers');
  });
});

describe('promotions: hints, shell and first answers', () => {
  it('the list: its chunk and catalog, the promotions of the "all" tab, their pictures and titles', async () => {
    const res = await page('/promotions?lang=en');
    expect(res.body).toContain('href="/assets/promotions-page-1.js"');
    expect(res.body).toContain('href="/assets/promotions.en-1.js"');
    expect(res.body).not.toContain('promotion-page-1.js');
    const first = firstAnswersOf(res.body);
    expect(first?.answers.map((a) => [a.path, a.status])).toEqual([
      ['/api/generals/landing-pages?category=all&perpage=50', 200],
    ]);
    expect(first?.answers[0]?.body).toMatchObject({ meta: { query: { category: 'all', perpage: '50' } } });
    const shell = /<div id="nusa-shell"([\s\S]*?)<script/.exec(res.body)?.[1] ?? '';
    expect(shell).toContain('nusa-shell__header');
    expect(shell).toContain('srcset="/media/gajian-sale-thumb.webp 230w, /media/gajian-sale.webp 600w"');
    expect(shell).toContain('Gajian &lt;Sale&gt;');
    expect(shell).toContain('Bali 20%');
    expect(res.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/gajian-sale-thumb.webp" ' +
        'imagesrcset="/media/gajian-sale-thumb.webp 230w, /media/gajian-sale.webp 600w" ' +
        'imagesizes="(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw">',
    );
  });

  it('one promotion: its chunk, the promotion and its first hotels, its banner and title', async () => {
    const res = await page('/promotions/gajian-sale');
    expect(res.body).toContain('href="/assets/promotion-page-1.js"');
    expect(res.body).toContain('href="/assets/promotions.id-1.js"');
    const first = firstAnswersOf(res.body);
    expect(first?.lang).toBe('id');
    expect(first?.answers.map((a) => a.path)).toEqual([
      '/api/generals/landing-pages/gajian-sale',
      '/api/generals/landing-pages/gajian-sale/hotels?perpage=12',
    ]);
    const shell = /<div id="nusa-shell"([\s\S]*?)<script/.exec(res.body)?.[1] ?? '';
    expect(shell).toContain('class="nusa-shell__cover" src="/media/gajian-sale-thumb.webp"');
    expect(shell).toContain('<p class="nusa-shell__title">Gajian Sale</p>');
    expect(res.body).toContain('imagesizes="(min-width: 768px) 600px, 100vw"');
  });

  it("the app's web view: no header in the shell; the list without a slug", async () => {
    const one = await page('/promotions/mobiles/gajian-sale');
    expect(one.body).toContain('href="/assets/promotion-page-1.js"');
    expect(one.body).not.toContain('nusa-shell__header');
    expect(firstAnswersOf(one.body)?.answers[0]?.path).toBe('/api/generals/landing-pages/gajian-sale');
    const list = await page('/promotions/mobiles');
    expect(list.body).toContain('href="/assets/promotion-page-1.js"');
    expect(list.body).not.toContain('nusa-shell__header');
    expect(firstAnswersOf(list.body)?.answers[0]?.path).toBe(
      '/api/generals/landing-pages?category=all&perpage=50',
    );
  });

  it('an unknown promotion: its 404 answers (the page shows the 404 page at once), no picture', async () => {
    const res = await page('/promotions/no-such-promo');
    expect(firstAnswersOf(res.body)?.answers.map((a) => a.status)).toEqual([404, 404]);
    expect(res.body).not.toContain('as="image"');
    expect(res.body).not.toContain('nusa-shell__cover" src');
    // A path the app would not read as a slug: no answers, the browser asks for itself.
    expect(firstAnswersOf((await page('/promotions/Not%20A%20Slug')).body)).toBeNull();
  });
});

describe('hashed assets', () => {
  it('are sent brotli-compressed ahead of time to browsers that accept it, immutable', async () => {
    const res = await app.inject({
      url: '/assets/index-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log("nusa nusa');
  });

  it('are sent as files otherwise', async () => {
    const res = await app.inject({ url: '/assets/index-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('console.log("nusa nusa');
    expect((await app.inject({ url: '/assets/nope.js' })).statusCode).toBe(404);
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
