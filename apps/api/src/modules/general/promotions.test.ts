// Promotions (issue 13): the landing pages with the rules of their code and their status computed on the server's
// clock, the list's filters and order, the participating hotels priced by the hotel search with what the code takes
// off (the same amount a cart with the code gets), and bad input answered with a clear 4xx, never a 5xx.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cart,
  type CartTestApp,
  cartCall,
  createCartTestApp,
  createMembers,
  postCart,
} from '../../../test/carts-support.ts';
import { get, json } from '../../../test/helpers.ts';
import type { components } from '../../generated/openapi.ts';
import { promoDiscountOn } from './promotions.ts';

type Landing = components['schemas']['LandingPage'];
type PromotionHotel = components['schemas']['PromotionHotel'];
type List = { data: Landing[]; meta: { total: number; page: number; perpage: number }; server_time: string };
type Hotels = {
  data: PromotionHotel[];
  meta: { total: number; last_page: number };
  stay: { check_in: string; check_out: string; nights: number };
};

// 10:00 in Jakarta on 22 November 2026; the demo promotions are seeded relative to this day.
const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const EN = { 'accept-language': 'en' };

let t: CartTestApp;
beforeAll(async () => {
  t = await createCartTestApp(clock);
});
afterAll(async () => {
  await t?.close();
});

const detail = async (slug: string, headers = {}) =>
  json<{ data: Landing; server_time: string }>(
    await get(t.app, `/api/generals/landing-pages/${slug}`, headers),
  );
const hotels = async (slug: string, query = '', token?: string) =>
  json<Hotels>(
    await get(
      t.app,
      `/api/generals/landing-pages/${slug}/hotels${query}`,
      token ? { authorization: `Bearer ${token}` } : {},
    ),
  );

describe('GET /api/generals/landing-pages/{id}', () => {
  it('gives the rules of the code and the status on the server clock, in Jakarta time', async () => {
    const bca = await detail('kartu-kredit-bca-diskon-15');
    expect(bca.server_time).toBe('2026-11-22T03:00:00.000Z');
    expect(bca.data).toMatchObject({
      category: 'bank_promo',
      bank: 'BCA',
      promo_code: 'BCAHOTEL',
      discount_percent: 15,
      max_discount: 250_000,
      discount_amount: null,
      min_transaction: 700_000,
      payment_methods: ['virtual_account'],
      payment_channels: ['bca'],
      // Seeded 15 days before the clock's day, at midnight in Jakarta, to the last second of 45 days after.
      start_at: '2026-11-07T00:00:00+07:00',
      end_at: '2027-01-06T23:59:59+07:00',
      status: 'ongoing',
    });
    // A fixed discount (no percentage) says so.
    expect((await detail('jelajah-jogja-istimewa')).data).toMatchObject({
      discount_percent: null,
      discount_amount: 100_000,
      payment_methods: [],
      payment_channels: [],
    });
    expect((await detail('early-bird-libur-lebaran')).data.status).toBe('upcoming');
    // An ended promotion stays readable.
    const ended = await detail('bca-libur-akhir-tahun', EN);
    expect(ended.data).toMatchObject({ status: 'ended', title: 'BCA Year-End Holiday' });
  });

  it('moves from upcoming to ongoing at the first second and to ended after the last', async () => {
    const bni = (await detail('bni-weekend-deal')).data;
    try {
      now = Date.parse(bni.start_at) - 1000;
      expect((await detail('bni-weekend-deal')).data.status).toBe('upcoming');
      now = Date.parse(bni.start_at);
      expect((await detail('bni-weekend-deal')).data.status).toBe('ongoing');
      now = Date.parse(bni.end_at);
      expect((await detail('bni-weekend-deal')).data.status).toBe('ongoing');
      now = Date.parse(bni.end_at) + 1000;
      expect((await detail('bni-weekend-deal')).data.status).toBe('ended');
    } finally {
      now = START;
    }
  });

  it('answers 404 for an unknown slug or id, 400 for one too long', async () => {
    const missing = json<{ code: string; message: string }>(
      await get(t.app, '/api/generals/landing-pages/no-such-promo', EN),
      404,
    );
    expect(missing).toEqual({ code: 'not_found', message: 'Promotion not found.' });
    json(await get(t.app, '/api/generals/landing-pages/999999999'), 404);
    json(await get(t.app, `/api/generals/landing-pages/${'x'.repeat(121)}`), 400);
  });
});

describe('GET /api/generals/landing-pages', () => {
  it('lists ongoing promotions before upcoming ones, ended ones only with status=all', async () => {
    const active = json<List>(await get(t.app, '/api/generals/landing-pages?perpage=100'));
    const statuses = active.data.map((p) => p.status);
    expect(statuses).not.toContain('ended');
    expect(statuses.indexOf('upcoming')).toBeGreaterThan(statuses.lastIndexOf('ongoing'));
    expect(active.server_time).toBe('2026-11-22T03:00:00.000Z');
    const all = json<List>(await get(t.app, '/api/generals/landing-pages?perpage=100&status=all'));
    expect(all.data.at(-1)?.status).toBe('ended');
    expect(all.meta.total).toBeGreaterThan(active.meta.total);
  });

  it('filters by category and by a participating hotel', async () => {
    const banks = json<List>(await get(t.app, '/api/generals/landing-pages?category=bank_promo'));
    expect(banks.data.length).toBeGreaterThan(0);
    for (const p of banks.data) expect(p.category).toBe('bank_promo');
    const bca = (await detail('kartu-kredit-bca-diskon-15')).data;
    const hotelId = bca.hotel_ids[0] as number;
    const related = json<List>(await get(t.app, `/api/generals/landing-pages?hotel_id=${hotelId}`));
    expect(related.data.map((p) => p.slug)).toContain('kartu-kredit-bca-diskon-15');
    for (const p of related.data) expect(p.hotel_ids).toContain(hotelId);
    const [none] = await t.database.rows<{ id: number }>(sql`
      SELECT h.id FROM hotels h
       WHERE NOT EXISTS (SELECT 1 FROM landing_page_hotels l WHERE l.hotel_id = h.id) ORDER BY h.id LIMIT 1`);
    const unrelated = json<List>(await get(t.app, `/api/generals/landing-pages?hotel_id=${none?.id}`));
    expect(unrelated).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses a bad category, status, page size or hotel id with 400', async () => {
    for (const query of [
      'category=hotel',
      'status=ended',
      'perpage=1000',
      'perpage=0',
      'page=0',
      'hotel_id=0',
      'hotel_id=abc',
      'hotel_id=99999999999',
    ]) {
      expect((await get(t.app, `/api/generals/landing-pages?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/generals/landing-pages/{id}/hotels', () => {
  it('prices the hotels like the search does, for tomorrow, cheapest first, with what the code takes off', async () => {
    const bca = (await detail('kartu-kredit-bca-diskon-15')).data;
    const page = await hotels('kartu-kredit-bca-diskon-15', '?perpage=50');
    expect(page.stay).toEqual({ check_in: '2026-11-23', check_out: '2026-11-24', nights: 1 });
    expect(page.meta.total).toBe(bca.hotel_ids.length);
    expect(page.data.map((h) => h.hotel.id).sort((a, b) => a - b)).toEqual(bca.hotel_ids);
    // The same cards and prices the hotel search answers for those hotels and that stay.
    const search = json<{ data: { id: number; cheapest_price: number | null }[] }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/hotels/searches',
        payload: {
          destination: { type: 'hotel', id: page.data[0]?.hotel.id },
          check_in: '2026-11-23',
          check_out: '2026-11-24',
          rooms: 1,
          adults: 2,
        },
      }),
    );
    expect(search.data[0]?.cheapest_price).toBe(page.data[0]?.hotel.cheapest_price);
    const prices = page.data.flatMap((h) =>
      h.hotel.cheapest_price === null ? [] : [h.hotel.cheapest_price],
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const { hotel, promo_discount, promo_price } of page.data) {
      const price = hotel.availability === 'available' ? hotel.cheapest_price : null;
      if (price === null || price < 700_000) {
        expect(promo_discount).toBeNull();
        expect(promo_price).toBeNull();
      } else {
        expect(promo_discount).toBe(Math.min(Math.floor(price * 0.15), 250_000));
        expect(promo_price).toBe(price - (promo_discount ?? 0));
      }
    }
  });

  it('prices an upcoming promotion from its first day and an ended one without the code', async () => {
    const upcoming = await hotels('early-bird-libur-lebaran');
    expect(upcoming.stay).toEqual({ check_in: '2026-12-04', check_out: '2026-12-05', nights: 1 });
    const ended = await hotels('bca-libur-akhir-tahun', '?perpage=50');
    expect(ended.data.length).toBeGreaterThan(0);
    for (const h of ended.data) expect(h).toMatchObject({ promo_discount: null, promo_price: null });
  });

  it('pages, and refuses an unknown promotion (404) or a huge page (400)', async () => {
    const first = await hotels('kartu-kredit-bca-diskon-15', '?perpage=4');
    const second = await hotels('kartu-kredit-bca-diskon-15', '?perpage=4&page=2');
    expect(first.data).toHaveLength(4);
    expect(second.data.map((h) => h.hotel.id)).not.toContain(first.data[0]?.hotel.id);
    json(await get(t.app, '/api/generals/landing-pages/no-such-promo/hotels'), 404);
    json(await get(t.app, '/api/generals/landing-pages/kartu-kredit-bca-diskon-15/hotels?perpage=500'), 400);
    json(await get(t.app, '/api/generals/landing-pages/kartu-kredit-bca-diskon-15/hotels?page=-1'), 400);
  });

  it('takes off what a cart with the code gets', async () => {
    // The member's view: carts are priced at the member rate (issue 13), and so is the list a member sees.
    const [memberId] = await createMembers(t.database, 'promotions', 1);
    const token = await t.tokenFor(memberId as number);
    const page = await hotels('kartu-kredit-bca-diskon-15', '?perpage=50', token);
    const card = page.data.find((h) => h.promo_discount !== null);
    expect(card).toBeDefined();
    const hotelId = card?.hotel.id as number;
    const rooms = json<{ data: { rooms: { id: number; price_per_night: number; availability: string }[] } }>(
      await t.app.inject({
        url: `/api/hotels/v2/${hotelId}?check_in=${page.stay.check_in}&check_out=${page.stay.check_out}&rooms=1&adults=2`,
        headers: { authorization: `Bearer ${token}` },
      }),
    ).data.rooms.filter((r) => r.availability === 'available');
    const cheapest = rooms.sort((a, b) => a.price_per_night - b.price_per_night)[0];
    expect(cheapest?.price_per_night).toBe(card?.hotel.cheapest_price);
    const created = json<{ data: Cart }>(
      await postCart(t.app, token, {
        hotel_id: hotelId,
        room_id: cheapest?.id,
        check_in: page.stay.check_in,
        check_out: page.stay.check_out,
        rooms: 1,
        adults: 2,
      }),
      201,
    ).data;
    const applied = json<{ data: Cart }>(
      await cartCall(t.app, token, 'POST', `/api/carts/${created.id}/promo-code`, { promo_code: 'BCAHOTEL' }),
    ).data;
    expect(applied.price_details.promo_discount).toBe(card?.promo_discount);
    expect(applied.price_details.total).toBe(card?.promo_price);
  });
});

describe('promoDiscountOn', () => {
  const rule = { discountPercent: 15, maxDiscount: 250_000, discountAmount: null, minTransaction: 700_000 };
  it('applies a capped percentage, a fixed amount, and nothing below the minimum', () => {
    expect(promoDiscountOn(rule, 699_999)).toBeNull();
    expect(promoDiscountOn(rule, 700_000)).toBe(105_000);
    expect(promoDiscountOn(rule, 2_000_000)).toBe(250_000);
    expect(promoDiscountOn({ ...rule, maxDiscount: null }, 2_000_000)).toBe(300_000);
    const fixed = {
      discountPercent: null,
      maxDiscount: 100_000,
      discountAmount: 100_000,
      minTransaction: null,
    };
    expect(promoDiscountOn(fixed, 80_000)).toBe(80_000);
    expect(promoDiscountOn(fixed, 600_000)).toBe(100_000);
  });
});
