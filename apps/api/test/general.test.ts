// The general endpoints against a freshly seeded database. Every response is also validated against the
// contract by the app itself (responseValidation: 'throw' turns a drift into a 500 that fails these tests).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/data/marketing.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { createTestApp, get, json, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type List<T> = { data: T[]; meta?: { page: number; perpage: number; total: number; last_page: number } };

describe('demo data', () => {
  it('has at least 30 destinations and 500 hotels spread over real areas', async () => {
    const [counts] = await t.database.rows<{
      cities: number;
      hotels: number;
      areas: number;
      pois: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM cities) AS cities, (SELECT count(*)::int FROM hotels) AS hotels,
             (SELECT count(*)::int FROM areas) AS areas, (SELECT count(*)::int FROM pois) AS pois`);
    expect(counts?.cities).toBeGreaterThanOrEqual(30);
    expect(counts?.hotels).toBeGreaterThanOrEqual(500);
    expect(counts?.areas).toBeGreaterThanOrEqual(100);
    const bali = await t.database.rows<{ name: string }>(
      sql`SELECT a.name FROM areas a JOIN cities c ON c.id = a.city_id WHERE c.slug = 'bali'`,
    );
    expect(bali.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Kuta', 'Seminyak', 'Ubud', 'Nusa Dua', 'Sanur', 'Canggu', 'Jimbaran']),
    );
    const jakarta = await t.database.rows<{ name: string }>(
      sql`SELECT a.name FROM areas a JOIN cities c ON c.id = a.city_id WHERE c.slug = 'jakarta'`,
    );
    expect(jakarta.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Menteng', 'Sudirman', 'Kemang', 'Kelapa Gading', 'Kota Tua', 'Ancol']),
    );
  });

  it('gives every hotel 8-20 facilities, 2-5 room types and prices in whole thousands of rupiah', async () => {
    const [stats] = await t.database.rows<Record<string, number>>(sql`
      SELECT min(f.n)::int AS min_fac, max(f.n)::int AS max_fac, min(r.n)::int AS min_rooms, max(r.n)::int AS max_rooms,
             (SELECT min(base_price)::int FROM room_types) AS min_price, (SELECT max(base_price)::int FROM room_types) AS max_price,
             (SELECT count(*)::int FROM room_types WHERE base_price % 1000 <> 0) AS odd_prices
        FROM (SELECT hotel_id, count(*) AS n FROM hotel_facilities GROUP BY hotel_id) f
        JOIN (SELECT hotel_id, count(*) AS n FROM room_types GROUP BY hotel_id) r USING (hotel_id)`);
    expect(stats).toMatchObject({ odd_prices: 0 });
    expect(stats?.min_fac).toBeGreaterThanOrEqual(8);
    expect(stats?.max_fac).toBeLessThanOrEqual(20);
    expect(stats?.min_rooms).toBeGreaterThanOrEqual(2);
    expect(stats?.max_rooms).toBeLessThanOrEqual(5);
    expect(stats?.min_price).toBeGreaterThanOrEqual(150_000);
    expect(stats?.max_price).toBeLessThanOrEqual(6_000_000);
  });

  it('keeps 400 nights of inventory with sold-out rooms, fully booked hotels and dearer weekends', async () => {
    const [inv] = await t.database.rows<Record<string, number>>(sql`
      SELECT count(DISTINCT date)::int AS nights,
             count(*) FILTER (WHERE sold >= allotment)::int AS sold_out,
             count(*) FILTER (WHERE sold < allotment)::int AS available,
             max(price)::int AS max_price, count(*) FILTER (WHERE price % 1000 <> 0)::int AS odd_prices
        FROM room_inventory`);
    expect(inv?.nights).toBe(400);
    expect(inv?.sold_out).toBeGreaterThan(0);
    expect(inv?.available).toBeGreaterThan(inv?.sold_out ?? 0);
    expect(inv?.max_price).toBeLessThanOrEqual(6_000_000);
    expect(inv?.odd_prices).toBe(0);
    const fullyBooked = await t.database.rows<{ hotel_id: number }>(sql`
      SELECT rt.hotel_id FROM room_inventory i JOIN room_types rt ON rt.id = i.room_type_id
       GROUP BY rt.hotel_id, i.date HAVING bool_and(i.sold >= i.allotment) LIMIT 1`);
    expect(fullyBooked).toHaveLength(1);
    // Friday and Saturday nights cost at least 15% more than the base (weekday) price; plain weekdays cost it.
    const [prices] = await t.database.rows<{
      weekend_below: number;
      weekend_above: number;
      plain_weekdays_off: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE extract(isodow FROM i.date) IN (5, 6)
                                AND i.price < least(6000000, (rt.base_price * 115 + 50000) / 100000 * 1000))::int AS weekend_below,
             count(*) FILTER (WHERE extract(isodow FROM i.date) IN (5, 6) AND i.price > rt.base_price)::int AS weekend_above,
             count(*) FILTER (WHERE extract(isodow FROM i.date) = 3 AND extract(month FROM i.date) IN (2, 4, 10)
                                AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.date IN (i.date, i.date + 1))
                                AND i.price <> rt.base_price)::int AS plain_weekdays_off
        FROM room_inventory i JOIN room_types rt ON rt.id = i.room_type_id`);
    expect(prices).toEqual({ weekend_below: 0, weekend_above: expect.any(Number), plain_weekdays_off: 0 });
    expect(prices?.weekend_above).toBeGreaterThan(0);
  });

  it('uses the contract vocabularies (property types, photo categories, 1-5 review scale)', async () => {
    const [row] = await t.database.rows<Record<string, unknown>>(sql`
      SELECT (SELECT array_agg(DISTINCT property_type ORDER BY property_type) FROM hotels)::text AS types,
             (SELECT array_agg(DISTINCT category ORDER BY category) FROM hotel_photos)::text AS photos,
             (SELECT min(review_score) FROM hotels) AS min_score, (SELECT max(review_score) FROM hotels) AS max_score,
             (SELECT count(*)::int FROM hotels WHERE review_count = 0 AND review_score IS NOT NULL) AS unrated_with_score,
             (SELECT count(*)::int FROM bookings) AS bookings`);
    expect(String(row?.types)).toBe('{apartment,guest_house,homestay,hostel,hotel,resort,villa}');
    for (const category of String(row?.photos).replace(/[{}]/g, '').split(',')) {
      expect([
        'exterior',
        'lobby',
        'room',
        'bathroom',
        'facility',
        'dining',
        'pool',
        'view',
        'other',
      ]).toContain(category);
    }
    expect(Number(row?.min_score)).toBeGreaterThanOrEqual(1);
    expect(Number(row?.max_score)).toBeLessThanOrEqual(5);
    expect(row?.unrated_with_score).toBe(0);
    expect(row?.bookings).toBeGreaterThan(0);
  });

  it('has demo members in every status, with the documented password', async () => {
    const rows = await t.database.rows<{ status: string; verified_by_sms: boolean; n: number }>(sql`
      SELECT status, verified_by_sms, count(*)::int AS n FROM members GROUP BY status, verified_by_sms`);
    const count = (status: string, verified?: boolean) =>
      rows
        .filter((r) => r.status === status && (verified === undefined || r.verified_by_sms === verified))
        .reduce((s, r) => s + r.n, 0);
    expect(count('active', true)).toBeGreaterThanOrEqual(3);
    expect(count('active', false)).toBeGreaterThanOrEqual(3);
    expect(count('temporary-inactive')).toBeGreaterThanOrEqual(3);
    expect(count('deleted')).toBeGreaterThanOrEqual(3);
    const [andi] = await t.database.rows<{ password_hash: string }>(
      sql`SELECT password_hash FROM members WHERE email = 'andi@example.com'`,
    );
    expect(andi?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(andi?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(andi?.password_hash ?? '', 'wrong-password')).toBe(false);
  });
});

describe('GET /api-country-code', () => {
  type Country = { iso2: string; country_name: string; calling_code: string; flag: string };

  it('lists countries from the libraries, Indonesia first, then by name', async () => {
    const { data } = json<List<Country>>(await get(t.app, '/api-country-code'));
    expect(data.length).toBeGreaterThan(200);
    expect(data[0]).toMatchObject({ iso2: 'ID', country_name: 'Indonesia', calling_code: '62' });
    expect(Buffer.from(data[0]?.flag.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const names = data.slice(1).map((c) => c.country_name);
    expect(names).toEqual([...names].sort(new Intl.Collator('id', { sensitivity: 'base' }).compare));
    expect(data.find((c) => c.iso2 === 'SG')).toMatchObject({ calling_code: '65' });
  });

  it('searches by name in either language or by calling code, answering in the request language', async () => {
    const german = json<List<Country>>(await get(t.app, '/api-country-code?search=jerman'));
    expect(german.data.map((c) => c.iso2)).toEqual(['DE']);
    expect(german.data[0]?.country_name).toBe('Jerman');
    const english = json<List<Country>>(
      await get(t.app, '/api-country-code?search=germany', { 'accept-language': 'en' }),
    );
    expect(english.data[0]).toMatchObject({ iso2: 'DE', country_name: 'Germany' });
    const byCode = json<List<Country>>(await get(t.app, '/api-country-code?search=%2B65'));
    expect(byCode.data.map((c) => c.iso2)).toContain('SG');
    const indonesia = json<List<Country>>(await get(t.app, '/api-country-code?search=62'));
    expect(indonesia.data[0]?.iso2).toBe('ID');
    expect(json<List<Country>>(await get(t.app, '/api-country-code?search=zzzz')).data).toEqual([]);
  });
});

describe('GET /api/generals/holidays', () => {
  type Holiday = { id: number; date: string; name: string; type: string; status: string };

  it('answers the app call (perpage=100, status=published) with 2026 and 2027', async () => {
    const body = json<List<Holiday>>(await get(t.app, '/api/generals/holidays?perpage=100&status=published'));
    expect(body.meta).toMatchObject({ page: 1, perpage: 100 });
    expect(body.meta?.total).toBe(body.data.length);
    const years = new Set(body.data.map((h) => h.date.slice(0, 4)));
    expect(years).toEqual(new Set(['2026', '2027']));
    const dates = body.data.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('holds the 2026 decree (17 holidays, 8 joint leave days) and joint leave in 2027', async () => {
    const y2026 = json<List<Holiday>>(await get(t.app, '/api/generals/holidays?year=2026'));
    expect(y2026.data.filter((h) => h.type === 'national_holiday')).toHaveLength(17);
    expect(y2026.data.filter((h) => h.type === 'joint_leave')).toHaveLength(8);
    expect(y2026.data.find((h) => h.date === '2026-08-17')?.name).toMatch(/Kemerdekaan/);
    expect(y2026.data.filter((h) => h.date.startsWith('2026-03-2')).map((h) => h.date)).toEqual(
      expect.arrayContaining(['2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23', '2026-03-24']),
    );
    const y2027 = json<List<Holiday>>(await get(t.app, '/api/generals/holidays?year=2027'));
    expect(y2027.data.some((h) => h.type === 'joint_leave')).toBe(true);
    expect(y2027.data.some((h) => h.type === 'national_holiday')).toBe(true);
  });

  it('localizes names by Accept-Language', async () => {
    const en = json<List<Holiday>>(
      await get(t.app, '/api/generals/holidays?year=2026', { 'accept-language': 'en' }),
    );
    expect(en.data.find((h) => h.date === '2026-12-25')?.name).toBe('Christmas Day');
    const id = json<List<Holiday>>(
      await get(t.app, '/api/generals/holidays?year=2026', { 'accept-language': 'id-ID,id;q=0.9' }),
    );
    expect(id.data.find((h) => h.date === '2026-12-25')?.name).toBe('Kelahiran Yesus Kristus');
  });

  it('pages', async () => {
    const page2 = json<List<Holiday>>(await get(t.app, '/api/generals/holidays?perpage=10&page=2'));
    expect(page2.data).toHaveLength(10);
    expect(page2.meta).toMatchObject({
      page: 2,
      perpage: 10,
      last_page: Math.ceil((page2.meta?.total ?? 0) / 10),
    });
    const beyond = json<List<Holiday>>(await get(t.app, '/api/generals/holidays?perpage=10&page=99'));
    expect(beyond.data).toEqual([]);
  });

  it('rejects perpage above 100 and unknown statuses with 400 and field errors', async () => {
    const tooMany = json<{ message: string; code: string; errors: Record<string, string[]> }>(
      await get(t.app, '/api/generals/holidays?perpage=101'),
      400,
    );
    expect(tooMany.code).toBe('bad_request');
    expect(tooMany.errors.perpage).toEqual(['Maksimal 100.']);
    const status = json<{ errors: Record<string, string[]> }>(
      await get(t.app, '/api/generals/holidays?status=foo', { 'accept-language': 'en' }),
      400,
    );
    expect(status.errors.status?.[0]).toMatch(/^Unknown value\. Allowed: published, draft/);
  });
});

describe('GET /api/generals/homepage-menus', () => {
  type Menu = {
    caption: string;
    caption_en: string;
    status: string;
    type: string;
    sort: number;
    background_color: string;
  };

  it('returns every menu product of the platform in order, active or not', async () => {
    const { data } = json<List<Menu>>(
      await get(t.app, '/api/generals/homepage-menus', { 'x-platform': 'mobile-web' }),
    );
    expect(data.map((m) => m.caption)).toEqual([
      'Hotel',
      'Pesawat',
      'Kereta Api',
      'Tur',
      'Aktivitas',
      'Promo',
      'Jadi Partner',
      'E-Form Citilink',
    ]);
    expect(new Set(data.map((m) => m.status))).toEqual(new Set(['active', 'inactive']));
    expect(data.map((m) => m.sort)).toEqual([...data.map((m) => m.sort)].sort((a, b) => a - b));
    // Without the header the default platform applies.
    expect(json<List<Menu>>(await get(t.app, '/api/generals/homepage-menus')).data).toHaveLength(data.length);
  });

  it('rejects an unknown platform', async () => {
    json(await get(t.app, '/api/generals/homepage-menus', { 'x-platform': 'desktop' }), 400);
  });
});

describe('GET /api/generals/hotel-popular-destinations', () => {
  type Destination = {
    id: number;
    type: string;
    name: string;
    city_id: number;
    hotel_count: number;
    starting_price: number;
    image: { url: string; thumbnail: string };
  };

  it('lists destinations in popularity order with hotel counts and starting prices from the data', async () => {
    const { data } = json<List<Destination>>(await get(t.app, '/api/generals/hotel-popular-destinations'));
    expect(data).toHaveLength(12);
    expect(data[0]).toMatchObject({ name: 'Bali', type: 'city' });
    expect(data.find((d) => d.name === 'Ubud')).toMatchObject({ type: 'area' });
    const [bali] = await t.database.rows<{ n: number; min: number }>(sql`
      SELECT count(DISTINCT h.id)::int AS n, min(rt.base_price)::int AS min
        FROM hotels h JOIN cities c ON c.id = h.city_id JOIN room_types rt ON rt.hotel_id = h.id WHERE c.slug = 'bali'`);
    expect(data[0]).toMatchObject({ hotel_count: bali?.n, starting_price: bali?.min });
    for (const d of data) {
      expect(d.hotel_count).toBeGreaterThan(0);
      expect(d.starting_price % 1000).toBe(0);
    }
    expect(
      json<List<Destination>>(await get(t.app, '/api/generals/hotel-popular-destinations?limit=50')).data
        .length,
    ).toBe(20);
  });

  it('serves the destination pictures locally with long cache headers', async () => {
    const { data } = json<List<Destination>>(
      await get(t.app, '/api/generals/hotel-popular-destinations?limit=1'),
    );
    for (const url of [data[0]?.image.url, data[0]?.image.thumbnail]) {
      const res = await get(t.app, url ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });
});

describe('GET /api/generals/v2/autocompletes', () => {
  type Item = {
    type: string;
    id: number;
    name: string;
    slug: string;
    label: string;
    category?: string | null;
    hotel_count?: number | null;
  };
  const search = async (query: string, headers = {}) =>
    json<List<Item>>(await get(t.app, `/api/generals/v2/autocompletes?${query}`, headers)).data;

  it("'kuta' with order_by=areas lists areas before points of interest and hotels", async () => {
    const data = await search('keyword=kuta&order_by=areas');
    const types = data.map((i) => i.type);
    expect(types[0]).toBe('area');
    expect(data[0]?.name).toBe('Kuta');
    expect(types).toContain('hotel');
    expect(types.lastIndexOf('area')).toBeLessThan(types.indexOf('hotel'));
    expect(data.find((i) => i.name === 'Kuta Lombok')?.type).toBe('area');
    for (const item of data) expect(item.name.toLowerCase()).toContain('kuta');
  });

  it("finds the Soekarno-Hatta airport by 'cgk' and by 'soekarno'", async () => {
    const airport = {
      type: 'poi',
      category: 'airport',
      name: 'Bandara Internasional Soekarno-Hatta',
      label: 'Bandara · Tangerang',
    };
    for (const keyword of ['cgk', 'CGK']) {
      expect((await search(`keyword=${keyword}`))[0]).toMatchObject(airport);
    }
    // The area around the airport is an area, so with order_by=areas it comes first; the airport is the first POI.
    const data = await search('keyword=soekarno');
    expect(data[0]).toMatchObject({ type: 'area', name: 'Kawasan Bandara Soekarno-Hatta' });
    expect(data.find((i) => i.type === 'poi')).toMatchObject(airport);
  });

  it('is case- and accent-insensitive and trims the keyword', async () => {
    const accented = await search(`keyword=${encodeURIComponent('  BÁLI ')}`);
    expect(accented[0]).toMatchObject({ type: 'city', name: 'Bali', label: 'Bali, Indonesia' });
    expect((accented[0]?.hotel_count ?? 0) > 0).toBe(true);
  });

  it('finds hotel groups and hotels, with an English label when asked', async () => {
    const data = await search('keyword=griya%20inn&order_by=relevance', { 'accept-language': 'en' });
    const group = data.find((i) => i.type === 'hotel_group');
    expect(group).toMatchObject({ name: 'Griya Inn' });
    expect(group?.label).toMatch(/^Hotel group · \d+ hotels$/);
    expect(data.some((i) => i.type === 'hotel' && i.name.startsWith('Griya Inn'))).toBe(true);
  });

  it('respects the limit', async () => {
    expect(await search('keyword=an&limit=5')).toHaveLength(5);
  });

  it('answers 422 with a clear message for keywords shorter than two characters', async () => {
    for (const keyword of ['k', '%20k%20', '%20%20%20']) {
      const body = json<{ message: string; code: string; errors: Record<string, string[]> }>(
        await get(t.app, `/api/generals/v2/autocompletes?keyword=${keyword}`),
        422,
      );
      expect(body).toMatchObject({ code: 'validation_failed', message: 'Kata kunci minimal 2 karakter.' });
      expect(body.errors.keyword).toEqual(['Kata kunci minimal 2 karakter.']);
    }
    const en = json<{ message: string }>(
      await get(t.app, '/api/generals/v2/autocompletes?keyword=k', { 'accept-language': 'en' }),
      422,
    );
    expect(en.message).toBe('The keyword must be at least 2 characters.');
    json(await get(t.app, '/api/generals/v2/autocompletes'), 400);
  });
});

describe('GET /api/generals/landing-pages', () => {
  type Landing = {
    id: number;
    slug: string;
    title: string;
    category: string;
    end_at: string;
    start_at: string;
    hotel_ids: number[];
    promo_code: string | null;
  };

  it('lists active promotions (none ended) and all of them with status=all', async () => {
    const active = json<List<Landing>>(await get(t.app, '/api/generals/landing-pages'));
    expect(active.data.length).toBeGreaterThan(0);
    for (const p of active.data) expect(Date.parse(p.end_at)).toBeGreaterThan(Date.now());
    expect(active.data.some((p) => Date.parse(p.start_at) > Date.now())).toBe(true);
    expect(active.data.some((p) => Date.parse(p.start_at) <= Date.now())).toBe(true);
    const all = json<List<Landing>>(await get(t.app, '/api/generals/landing-pages?status=all&perpage=100'));
    expect(all.meta?.total).toBeGreaterThan(active.meta?.total ?? 0);
    expect(all.data.some((p) => Date.parse(p.end_at) < Date.now())).toBe(true);
  });

  it('filters bank promos and pages', async () => {
    const banks = json<List<Landing>>(
      await get(t.app, '/api/generals/landing-pages?category=bank_promo&status=all'),
    );
    expect(banks.data.length).toBeGreaterThanOrEqual(4);
    for (const p of banks.data) expect(p.category).toBe('bank_promo');
    const page = json<List<Landing>>(
      await get(t.app, '/api/generals/landing-pages?status=all&perpage=5&page=2'),
    );
    expect(page.data).toHaveLength(5);
    expect(page.meta).toMatchObject({ page: 2, perpage: 5, last_page: 3 });
  });

  it('finds one landing page by slug or numeric id, 404 otherwise', async () => {
    const bySlug = json<{ data: Landing }>(
      await get(t.app, '/api/generals/landing-pages/liburan-bali-diskon-20'),
    );
    expect(bySlug.data).toMatchObject({
      slug: 'liburan-bali-diskon-20',
      promo_code: 'BALI20',
      category: 'special_offer',
    });
    expect(bySlug.data.hotel_ids.length).toBeGreaterThan(0);
    const byId = json<{ data: Landing }>(await get(t.app, `/api/generals/landing-pages/${bySlug.data.id}`));
    expect(byId.data).toEqual(bySlug.data);
    const en = json<{ data: Landing }>(
      await get(t.app, '/api/generals/landing-pages/liburan-bali-diskon-20', { 'accept-language': 'en' }),
    );
    expect(en.data.title).toBe('Bali Getaway 20% Off');
    const missing = json<{ message: string; code: string }>(
      await get(t.app, '/api/generals/landing-pages/no-such-promo'),
      404,
    );
    expect(missing).toEqual({ message: 'Promo tidak ditemukan.', code: 'not_found' });
    json(await get(t.app, '/api/generals/landing-pages/999999'), 404);
  });
});
