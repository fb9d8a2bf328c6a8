// Favorites (issue 13): the favorable types, the member's favorites newest first as hotel cards priced like the
// search prices them (the dates asked for, else tomorrow in Jakarta), the "is this hotel saved?" lookup, adding
// the same hotel twice (also at once, which only PostgreSQL runs truly concurrently: DATABASE_URL), removing, and
// the bad input the contract or the handlers refuse with a clear 4xx: another member's favorite, an unknown type,
// a huge page size, half a stay.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestApp, cartCall, createCartTestApp, createMembers } from '../../../test/carts-support.ts';
import { json } from '../../../test/helpers.ts';
import type { components } from '../../generated/openapi.ts';

type Favorite = components['schemas']['Favorite'];
type Page = { data: Favorite[]; meta: { page: number; perpage: number; total: number; last_page: number } };

// 10:00 in Jakarta on 22 November 2026: "tomorrow" is the 23rd.
const START = Date.parse('2026-11-22T03:00:00Z');
let now = START;
const clock = () => new Date(now);
const EN = { 'accept-language': 'en' };

let t: CartTestApp;
let ana: string;
let budi: string;
let hotels: number[];

const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, headers = {}) =>
  cartCall(t.app, who, method, url, body, headers);
const list = async (query = '', who = ana) =>
  json<Page>(await call(who, 'GET', `/api/members/v2/favorites${query}`));
const add = (hotelId: number, who = ana) =>
  call(who, 'POST', '/api/members/v2/favorites', { favorable_type: 'hotel', favorable_id: hotelId });

/** The price the search answers for one hotel and stay (two adults, one room). */
async function searchPrice(hotelId: number, checkIn: string, checkOut: string) {
  const body = json<{ data: { id: number; cheapest_price: number | null }[] }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/hotels/searches',
      payload: {
        destination: { type: 'hotel', id: hotelId },
        check_in: checkIn,
        check_out: checkOut,
        rooms: 1,
        adults: 2,
      },
    }),
  );
  return body.data.find((h) => h.id === hotelId)?.cheapest_price;
}

beforeAll(async () => {
  t = await createCartTestApp(clock);
  const ids = await createMembers(t.database, 'favorites', 2);
  ana = await t.tokenFor(ids[0] as number);
  budi = await t.tokenFor(ids[1] as number);
  const rows = await t.database.rows<{ id: number }>(
    sql`SELECT id FROM hotels WHERE status = 'active' ORDER BY id LIMIT 4`,
  );
  hotels = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/members/v3/favorites/favorable-types', () => {
  it('names the types in the request’s language, for members only', async () => {
    expect(json(await call(ana, 'GET', '/api/members/v3/favorites/favorable-types'))).toEqual({
      data: [{ code: 'hotel', name: 'Hotel' }],
    });
    expect(json(await call(ana, 'GET', '/api/members/v3/favorites/favorable-types', undefined, EN))).toEqual({
      data: [{ code: 'hotel', name: 'Hotels' }],
    });
    const guest = await t.app.inject({ method: 'GET', url: '/api/members/v3/favorites/favorable-types' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('favorites of a member', () => {
  it('adds a hotel once: a second add answers the same favorite', async () => {
    now = START;
    const first = json<{ data: Favorite }>(await add(hotels[0] as number), 201).data;
    expect(first).toMatchObject({ favorable_type: 'hotel', favorable_id: hotels[0] });
    expect(first.created_at).toBe('2026-11-22T10:00:00+07:00');
    expect(first.item?.id).toBe(hotels[0]);
    now = START + 60_000;
    const again = json<{ data: Favorite }>(await add(hotels[0] as number), 200).data;
    expect(again.id).toBe(first.id);
    expect(again.created_at).toBe(first.created_at);
    expect((await list()).meta.total).toBe(1);
  });

  it('keeps one favorite when the same hotel is added by many requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(hotels[1] as number)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.json() as { data: Favorite }).data.id));
    expect(ids.size).toBe(1);
    const [count] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM favorites WHERE favorable_id = ${hotels[1]}`,
    );
    expect(count?.n).toBe(1);
  });

  it('lists newest first, prices for tomorrow by default and for the dates asked for', async () => {
    now = START + 120_000;
    json(await add(hotels[2] as number), 201);
    const page = await list();
    expect(page.data.map((f) => f.favorable_id)).toEqual([hotels[2], hotels[1], hotels[0]]);
    expect(page.meta).toEqual({ page: 1, perpage: 20, total: 3, last_page: 1 });
    const hotel = hotels[2] as number;
    const tomorrow = await searchPrice(hotel, '2026-11-23', '2026-11-24');
    expect(tomorrow).toEqual(expect.any(Number));
    expect(page.data[0]?.item?.cheapest_price).toBe(tomorrow);
    const dated = await list('?check_in=2026-12-10&check_out=2026-12-12');
    expect(dated.data[0]?.item?.cheapest_price).toBe(await searchPrice(hotel, '2026-12-10', '2026-12-12'));
    const paged = await list('?perpage=2&page=2');
    expect(paged.data.map((f) => f.favorable_id)).toEqual([hotels[0]]);
    expect(paged.meta).toEqual({ page: 2, perpage: 2, total: 3, last_page: 2 });
    expect((await list('?perpage=2&page=5')).meta.total).toBe(3);
  });

  it('answers whether one hotel is saved (type and id), and a card in English', async () => {
    const saved = await list(`?favorable_type=hotel&favorable_id=${hotels[0]}&perpage=1`);
    expect(saved.data).toHaveLength(1);
    expect(saved.data[0]?.favorable_id).toBe(hotels[0]);
    const unsaved = await list(`?favorable_type=hotel&favorable_id=${hotels[3]}&perpage=1`);
    expect(unsaved.data).toEqual([]);
  });

  it('shows a hotel that is no longer listed without a card', async () => {
    const hotel = hotels[0] as number;
    await t.database.rows(sql`UPDATE hotels SET status = 'inactive' WHERE id = ${hotel}`);
    try {
      const page = await list(`?favorable_type=hotel&favorable_id=${hotel}`);
      expect(page.data[0]?.item).toBeNull();
      // And it cannot be added any more.
      const refused = await add(hotel, budi);
      expect(refused.statusCode).toBe(422);
    } finally {
      await t.database.rows(sql`UPDATE hotels SET status = 'active' WHERE id = ${hotel}`);
    }
  });

  it('keeps each member’s favorites their own', async () => {
    expect((await list('', budi)).data).toEqual([]);
    const [mine] = (await list()).data;
    const foreign = await call(budi, 'DELETE', `/api/members/v2/favorites/${mine?.id}`, undefined, EN);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found', message: 'Favorite not found.' });
    expect((await list()).meta.total).toBe(3);
  });

  it('removes a favorite, and a second removal finds nothing', async () => {
    const [newest] = (await list()).data;
    const removed = await call(ana, 'DELETE', `/api/members/v2/favorites/${newest?.id}`);
    expect(json(removed)).toEqual({ success: true, message: 'Dihapus dari favorit.' });
    expect((await list()).data.map((f) => f.favorable_id)).toEqual([hotels[1], hotels[0]]);
    const again = await call(ana, 'DELETE', `/api/members/v2/favorites/${newest?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Favorit tidak ditemukan.' });
  });
});

describe('bad input answers 4xx with a clear message', () => {
  it('refuses an unknown favorable type', async () => {
    const listed = await call(ana, 'GET', '/api/members/v2/favorites?favorable_type=flight', undefined, EN);
    expect(listed.statusCode).toBe(400);
    expect(listed.body).toContain('Allowed: hotel');
    const added = await call(ana, 'POST', '/api/members/v2/favorites', {
      favorable_type: 'flight',
      favorable_id: 1,
    });
    expect([400, 422]).toContain(added.statusCode);
    expect(added.body).toContain('hotel');
  });

  it('refuses a huge page size and a page past the limit', async () => {
    expect((await call(ana, 'GET', '/api/members/v2/favorites?perpage=100000')).statusCode).toBe(400);
    expect((await call(ana, 'GET', '/api/members/v2/favorites?perpage=51')).statusCode).toBe(400);
    expect((await call(ana, 'GET', '/api/members/v2/favorites?page=0')).statusCode).toBe(400);
  });

  it('refuses a hotel that does not exist', async () => {
    const response = await call(
      ana,
      'POST',
      '/api/members/v2/favorites',
      { favorable_type: 'hotel', favorable_id: 2_000_000_000 },
      EN,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { favorable_id: ['This hotel was not found or is no longer listed.'] },
    });
  });

  it('refuses half a stay, a stay in the past and a malformed date', async () => {
    const half = await call(ana, 'GET', '/api/members/v2/favorites?check_in=2026-12-10', undefined, EN);
    expect(half.statusCode).toBe(422);
    expect(half.json()).toMatchObject({ errors: { check_out: [expect.stringContaining('together')] } });
    const past = await call(ana, 'GET', '/api/members/v2/favorites?check_in=2026-11-01&check_out=2026-11-02');
    expect(past.statusCode).toBe(422);
    const malformed = await call(ana, 'GET', '/api/members/v2/favorites?check_in=10-12-2026&check_out=x');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a malformed id and a guest', async () => {
    expect((await call(ana, 'DELETE', '/api/members/v2/favorites/abc')).statusCode).toBe(400);
    expect((await call(ana, 'DELETE', '/api/members/v2/favorites/99999999999')).statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'GET', url: '/api/members/v2/favorites' });
    expect(guest.statusCode).toBe(401);
  });
});
