// Which preload hints each landing page gets from the server (registerWeb with a small fake build).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, registerWeb } from '../src/http/web.ts';

let app: FastifyInstance;
/** The member token the stand-in API accepts (a JWT's shape; its checks are the real API's). */
const TOKEN = 'aaaa.bbbb.cccc';
const CART = '5e7d0c4a-6b1f-4c2e-9a11-000000000002';
const seenQueries: string[] = [];
const hotel = {
  name: 'Griya <b>Inn</b> & Co',
  address: 'Jl. Kuta 1, Bali',
  check_in_time: '14:00',
  check_out_time: '12:00',
};
const stay = {
  hotel,
  room_name: 'Deluxe "Garden"',
  bed_type: '1 king bed',
  check_in: '2030-01-10',
  check_out: '2030-01-14',
  nights: 4,
  rooms: 1,
  adults: 2,
  children: [],
  breakfast_included: false,
  refundable: false,
  pay_at_hotel: true,
  cancellation_policy: null,
  total_price: 1104000,
};
const cartOf = (lang: string) => ({
  status: 'active',
  payment: null,
  items: [{ ...stay, room_name: lang === 'en' ? 'Deluxe room (en)' : stay.room_name }],
});
const bookingSummary = {
  code: 'NS2611ABC123',
  number: 'ORD-1',
  status: 'paid',
  date: '2026-11-25',
  time: '08:00:00',
  product: stay,
  total: 1104000,
};
const booking = {
  code: 'NS2611ABC123',
  number: 'ORD-1',
  status: 'paid',
  date: '2026-11-25',
  time: '08:00:00',
  payment_method: 'virtual_account',
  payment_channel: 'bni',
  payment_status: 'paid',
  products: [{ ...stay, breakfast_included: true }],
};
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
    style: [`assets/${chunk}-1.css`],
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
  // Stand-ins for the home's reference data and the member API (first-paint.ts, member-paint.ts inject them). The
  // member routes accept one token, as the API's bearer check would (its own checks are members.test.ts's).
  app.get('/api/generals/hotel-popular-destinations', async (request) => ({
    data: [
      {
        name: request.headers['accept-language'] === 'en' ? 'Bali (en)' : 'Bali',
        hotel_count: 3,
        starting_price: 450000,
        image: { url: '/media/d.webp', thumbnail: '/media/d-thumb.webp' },
      },
    ],
  }));
  app.get('/api/generals/homepage-menus', async () => ({ data: [{ status: 'active' }] }));
  const member = (request: { headers: Record<string, unknown> }) =>
    request.headers.authorization === `Bearer ${TOKEN}`;
  app.get<{ Params: { id: string } }>('/api/carts/:id/', async (request, reply) => {
    if (!member(request)) return reply.code(401).send({ code: 'unauthorized' });
    // Another member's cart answers 404, as the carts module does.
    if (request.params.id !== CART) return reply.code(404).send({ code: 'not_found' });
    return { data: cartOf(request.headers['accept-language'] === 'en' ? 'en' : 'id') };
  });
  app.get('/api/members/bookings', async (request, reply) => {
    if (!member(request)) return reply.code(401).send({ code: 'unauthorized' });
    seenQueries.push(request.url);
    return { data: [bookingSummary], meta: { total: 7 } };
  });
  app.get<{ Params: { code: string } }>('/api/members/bookings/:code', async (request, reply) => {
    if (!member(request)) return reply.code(401).send({ code: 'unauthorized' });
    if (request.params.code !== 'NS2611ABC123') return reply.code(404).send({ code: 'not_found' });
    return { data: booking };
  });
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
    // The page's style sheet is held as a style sheet: the starter links it itself, so the page's loader, which
    // would link it while the route loads (one long task with the router's start), finds it already there.
    expect(res.body).toContain(
      '<link rel="x-later-stylesheet" crossorigin fetchpriority="low" href="/assets/hotel-detail-page-1.css">',
    );
    expect(res.body).not.toContain('as="style"');
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
    // A shell without picture still holds the scripts back: start-after-picture.js then waits for one paint only.
    expect(res.body).toContain(
      '<script defer src="/start-after-picture.js" data-entry="/assets/index-1.js">',
    );
    expect(res.body).toContain(
      '<link rel="x-later-modulepreload" crossorigin fetchpriority="low" href="/assets/hotel-detail-page-1.js">',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
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

  it('other results, and home: no answers', async () => {
    const results = await page('/hotel/city/1/bali?sort=lowest_price');
    expect(results.body).toContain('class="nusa-shell" aria-hidden="true"');
    expect(firstAnswersOf(results.body)).toBeNull();
    expect(results.body).not.toContain('first-answers-1.js');
    expect(firstAnswersOf((await page('/hotel/poi/monas')).body)).toBeNull();
    const home = await page('/');
    expect(home.body).toContain('<div id="root"></div><div id="nusa-shell"');
    expect(home.body).not.toContain('nusa-first-answers');
  });

  it('home: the shell with its hero and the popular destinations in the language, the scripts after it', async () => {
    const res = await page('/?lang=en');
    const shell = /<div id="nusa-shell"([\s\S]*?)<\/body>/.exec(res.body)?.[1] ?? '';
    expect(shell).toContain('Find hotels all over Indonesia');
    expect(shell).toContain('Bali (en)');
    expect(shell).toContain('class="nusa-shell__destination-photo" src="/media/d-thumb.webp"');
    expect(res.body).toContain('<script defer src="/start-after-picture.js"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.headers['cache-control']).toBe('no-cache');
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

/** A member page requested with the session cookie. */
const memberPage = (url: string, cookie = `JASMINE_TOKEN=${TOKEN}`) =>
  app.inject({ url, headers: { accept: 'text/html', cookie: `theme=dark; ${cookie}` } });
const shellOf = (html: string) => /<div id="nusa-shell"[\s\S]*?<\/body>/.exec(html)?.[0] ?? '';

describe("member pages: a shell painted from the member's own answer", () => {
  it("checkout: the booking review of the member's cart, escaped, private and not stored", async () => {
    const res = await memberPage(`/checkout?cart=${CART}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const shell = shellOf(res.body);
    expect(shell).toContain('<p class="nusa-shell__h1">Pemesanan Hotel</p>');
    expect(shell).toContain('Tinjau pesanan hotel');
    expect(shell).toContain('<p class="nusa-shell__hotel-name">Griya &lt;b&gt;Inn&lt;/b&gt; &amp; Co</p>');
    expect(shell).toContain('<dt>Kamar</dt><dd>Deluxe &quot;Garden&quot;</dd>');
    expect(shell).toContain('<dd>Kam, 10 Jan 2030 · mulai 14:00</dd>');
    expect(shell).toContain('<dd>4 malam</dd>');
    expect(shell).toContain('<dd>1 kamar, 2 dewasa, 0 anak</dd>');
    expect(shell).toContain('<dd>Tidak bisa dibatalkan.</dd>');
    expect(shell).not.toContain('<b>');
    // Painted only: the member's answer is never embedded, and the scripts wait for the shell's paint.
    expect(res.body).not.toContain('nusa-first-answers');
    expect(res.body).toContain('<script defer src="/start-after-picture.js"');
  });

  it('checkout in English: the words and the answer in the language of the page', async () => {
    const shell = shellOf((await memberPage(`/checkout?cart=${CART}&lang=en`)).body);
    expect(shell).toContain('Hotel Booking');
    expect(shell).toContain('<dt>Room</dt><dd>Deluxe room (en)</dd>');
    expect(shell).toContain('<dd>Thu, 10 Jan 2030 · from 14:00</dd>');
    expect(shell).toContain('<dd>4 nights</dd>');
    expect(shell).toContain('<dd>1 room, 2 adult(s), 0 child(ren)</dd>');
    expect(shell).toContain('<dd>Non-refundable.</dd>');
    expect(shell).toContain('<dt>Pay at hotel</dt><dd>Available</dd>');
  });

  it("another member's or an unknown cart: frames only, still private", async () => {
    const res = await memberPage('/checkout?cart=5e7d0c4a-6b1f-4c2e-9a11-000000000009');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const shell = shellOf(res.body);
    expect(shell).toContain('nusa-shell__block--card');
    expect(shell).not.toContain('Tinjau pesanan hotel');
    // A cart id the routes would not take is not asked for: no shell.
    expect(shellOf((await memberPage('/checkout?cart=..%2Fmembers')).body)).toBe('');
  });

  it('an expired, forged or malformed cookie, or none: no shell, the page as for a guest', async () => {
    for (const cookie of ['JASMINE_TOKEN=eyJ.forged.token', 'JASMINE_TOKEN=not-a-jwt', 'other=1']) {
      const res = await memberPage(`/checkout?cart=${CART}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('nusa-shell');
      expect(res.body).not.toContain('Griya');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script defer src="/start.js"');
    }
  });

  it('history: the title, filters, count and the first bookings', async () => {
    const res = await memberPage('/account/history?lang=en');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const shell = shellOf(res.body);
    expect(seenQueries.at(-1)).toBe('/api/members/bookings?perpage=10');
    expect(shell).toContain('<p class="nusa-shell__h1">My bookings</p>');
    expect(shell).toContain('<span>Period</span><span class="nusa-shell__control">All time</span>');
    expect(shell).toContain('1 of 7 bookings');
    expect(shell).toContain('Order no. ORD-1');
    expect(shell).toContain('<span class="nusa-shell__badge" data-status="paid">Paid / confirmed</span>');
    expect(shell).toContain('<dd>Thu, 10 Jan 2030 – Mon, 14 Jan 2030</dd>');
    expect(shell).toContain('<dd>1 × Deluxe &quot;Garden&quot;, 4 nights</dd>');
    expect(shell).toContain('<dt>Room price (1 room(s) × 4 nights)</dt><dd>Rp 1.104.000</dd>');
  });

  it('one booking: the summary and the stay card; an unknown booking: frames', async () => {
    const res = await memberPage('/account/my-booking?code=NS2611ABC123');
    const shell = shellOf(res.body);
    expect(shell).toContain('Kode pemesanan <span class="nusa-shell__code">NS2611ABC123</span>');
    expect(shell).toContain('<dd>Virtual account (BNI)</dd>');
    expect(shell).toContain('<dd>Rab, 25 Nov 2026 08:00 WIB</dd>');
    expect(shell).toContain('<p class="nusa-shell__h2">Detail menginap</p>');
    expect(shell).toContain(
      '<span class="nusa-shell__link">Griya &lt;b&gt;Inn&lt;/b&gt; &amp; Co</span><br><span class="nusa-shell__muted">Jl. Kuta 1, Bali</span>',
    );
    expect(shell).toContain('<dd>1 × Deluxe &quot;Garden&quot;, termasuk sarapan</dd>');
    expect(shell).toContain('<dd>Kam, 10 Jan 2030, mulai 14:00</dd>');
    const unknown = await memberPage('/account/my-booking?code=NS0000000000');
    expect(unknown.statusCode).toBe(200);
    expect(shellOf(unknown.body)).toContain('nusa-shell__block--card');
    expect(shellOf(unknown.body)).not.toContain('Detail menginap');
    // No code: nothing to ask for, no shell.
    expect(shellOf((await memberPage('/account/my-booking')).body)).toBe('');
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
