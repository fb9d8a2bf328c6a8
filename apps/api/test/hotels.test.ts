// The hotels endpoints against a freshly seeded database. Every response is also validated against the
// contract by the app itself (responseValidation: 'throw' turns a drift into a 500 that fails these tests).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaToday } from '../src/lib/time.ts';
import { createTestApp, get, json, type TestApp } from './helpers.ts';

let t: TestApp;
const today = jakartaToday();
const checkIn = addDays(today, 20);
const checkOut = addDays(today, 22);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Summary {
  id: number;
  city_id: number;
  area_id: number | null;
  star_rating: number;
  property_type: string;
  review_score: number | null;
  cheapest_price: number | null;
  original_price: number | null;
  availability: string;
  distance_km?: number | null;
  free_cancellation: boolean;
  breakfast_included: boolean;
}
interface SearchBody {
  data: Summary[];
  meta: { page: number; perpage: number; total: number; last_page: number };
  search: { destination_name: string; destination_type: string; nights: number };
}
type Err = { message: string; code: string; errors?: Record<string, string[]> };

function post(url: string, payload: unknown, lang = 'id') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang },
  });
}

const criteria = (over: Record<string, unknown> = {}) => ({
  destination: { type: 'city', slug: 'bali' },
  check_in: checkIn,
  check_out: checkOut,
  rooms: 1,
  adults: 2,
  ...over,
});

async function search(over: Record<string, unknown> = {}) {
  return json<SearchBody>(await post('/api/hotels/searches', criteria(over)));
}

describe('POST /api/hotels/searches', () => {
  it('finds a city’s hotels with stay prices, bookable first, paginated', async () => {
    const [bali] = await t.database.rows<{ id: number; n: number }>(
      sql`SELECT c.id, (SELECT count(*)::int FROM hotels h WHERE h.city_id = c.id) AS n FROM cities c WHERE slug = 'bali'`,
    );
    const body = await search({ perpage: 10 });
    expect(body.meta).toMatchObject({ page: 1, perpage: 10, total: bali?.n });
    expect(body.data).toHaveLength(10);
    expect(body.search).toMatchObject({ destination_name: 'Bali', destination_type: 'city', nights: 2 });
    for (const h of body.data) expect(h.city_id).toBe(bali?.id);
    const firstUnavailable = body.data.findIndex((h) => h.availability !== 'available');
    if (firstUnavailable >= 0) {
      expect(body.data.slice(firstUnavailable).every((h) => h.availability !== 'available')).toBe(true);
    }
    const page2 = await search({ perpage: 10, page: 2 });
    expect(page2.data.map((h) => h.id)).not.toEqual(expect.arrayContaining([body.data[0]?.id]));
    const beyond = await search({ perpage: 10, page: 999 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(bali?.n);
  });

  it('prices each hotel at its cheapest bookable room for the whole stay', async () => {
    const body = await search({ perpage: 5, sort: 'lowest_price' });
    const hotel = body.data[0];
    expect(hotel?.availability).toBe('available');
    // Recompute in plain SQL: average nightly price of every room type available on both nights.
    const [row] = await t.database.rows<{ cheapest: number }>(sql`
      SELECT min(avg_price)::int AS cheapest FROM (
        SELECT round(avg(i.price))::int AS avg_price FROM room_types rt JOIN room_inventory i ON i.room_type_id = rt.id
         WHERE rt.hotel_id = ${hotel?.id} AND i.date >= ${checkIn}::date AND i.date < ${checkOut}::date
           AND rt.max_adults >= 2
         GROUP BY rt.id HAVING count(*) = 2 AND bool_and(NOT i.closed AND i.allotment - i.sold >= 1)) x`);
    expect(hotel?.cheapest_price).toBe(row?.cheapest);
    const prices = body.data.map((h) => h.cheapest_price ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ perpage: 5, sort: 'highest_price' });
    const high = desc.data.map((h) => h.cheapest_price ?? 0);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('sorts by rating and popularity', async () => {
    const body = await search({ perpage: 20, sort: 'rating' });
    const scores = body.data.filter((h) => h.availability === 'available').map((h) => h.review_score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await search({ sort: 'popularity' })).data.length).toBeGreaterThan(0);
  });

  it('searches by area, hotel group, hotel and keyword', async () => {
    const [area] = await t.database.rows<{ id: number; slug: string }>(
      sql`SELECT a.id, a.slug FROM areas a JOIN hotels h ON h.area_id = a.id GROUP BY a.id ORDER BY count(*) DESC, a.id LIMIT 1`,
    );
    const byArea = await search({ destination: { type: 'area', id: area?.id } });
    expect(byArea.data.length).toBeGreaterThan(0);
    for (const h of byArea.data) expect(h.area_id).toBe(area?.id);

    const [group] = await t.database.rows<{ id: number; slug: string; n: number }>(
      sql`SELECT g.id, g.slug, count(h.id)::int AS n FROM hotel_groups g JOIN hotels h ON h.group_id = g.id GROUP BY g.id ORDER BY g.id LIMIT 1`,
    );
    const byGroup = await search({ destination: { type: 'hotel_group', slug: group?.slug }, perpage: 100 });
    expect(byGroup.meta.total).toBe(group?.n);

    const [hotel] = await t.database.rows<{ id: number; slug: string; name: string }>(
      sql`SELECT id, slug, name FROM hotels ORDER BY id LIMIT 1`,
    );
    const byHotel = await search({ destination: { type: 'hotel', id: hotel?.id } });
    expect(byHotel.data.map((h) => h.id)).toEqual([hotel?.id]);
    expect(byHotel.search.destination_name).toBe(hotel?.name);

    const byKeyword = await search({ destination: { type: 'keyword', keyword: 'SEMINYAK' } });
    expect(byKeyword.meta.total).toBeGreaterThan(0);
  });

  it('searches around a point of interest and near the user, sorted by distance within the radius', async () => {
    const [poi] = await t.database.rows<{ slug: string }>(
      sql`SELECT slug FROM pois WHERE code = 'DPS' LIMIT 1`,
    );
    const body = await search({
      destination: { type: 'poi', slug: poi?.slug },
      sort: 'distance',
      perpage: 50,
    });
    expect(body.data.length).toBeGreaterThan(0);
    const distances = body.data.filter((h) => h.availability === 'available').map((h) => h.distance_km ?? -1);
    expect(distances.every((d) => d >= 0 && d <= 10)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const nearby = await search({
      destination: { type: 'nearby', latitude: -6.1754, longitude: 106.8272 },
      sort: 'distance',
    });
    expect(nearby.search.destination_name).toBe('Di sekitar Anda');
    expect(nearby.data.length).toBeGreaterThan(0);
    const ocean = await search({ destination: { type: 'nearby', latitude: -40, longitude: 80 } });
    expect(ocean).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
  });

  it('applies filters', async () => {
    const body = await search({
      perpage: 100,
      filters: { star_ratings: [4, 5], property_types: ['hotel', 'resort'], free_cancellation: true },
    });
    expect(body.data.length).toBeGreaterThan(0);
    for (const h of body.data) {
      expect([4, 5]).toContain(h.star_rating);
      expect(['hotel', 'resort']).toContain(h.property_type);
      expect(h.free_cancellation).toBe(true);
    }
    const priced = await search({ perpage: 100, filters: { price_min: 500_000, price_max: 1_000_000 } });
    for (const h of priced.data) {
      expect(h.cheapest_price).toBeGreaterThanOrEqual(500_000);
      expect(h.cheapest_price).toBeLessThanOrEqual(1_000_000);
    }
    const rated = await search({ perpage: 100, filters: { review_score_min: 4 } });
    for (const h of rated.data) expect(h.review_score).toBeGreaterThanOrEqual(4);
    const withPool = await search({ perpage: 100, filters: { facilities: ['pool', 'wifi'] } });
    const ids = withPool.data.map((h) => h.id);
    if (ids.length > 0) {
      const [row] = await t.database.rows<{ n: number }>(sql`
        SELECT count(DISTINCT hf.hotel_id)::int AS n FROM hotel_facilities hf JOIN facilities f ON f.id = hf.facility_id
         WHERE f.code = 'pool' AND hf.hotel_id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`);
      expect(row?.n).toBe(ids.length);
    }
    const none = await search({ filters: { star_ratings: [0], price_min: 9_000_000 } });
    expect(none.meta.total).toBe(0);
  });

  it('marks a fully sold-out hotel and lists it last', async () => {
    const [hotel] = await t.database.rows<{ id: number }>(
      sql`SELECT h.id FROM hotels h JOIN cities c ON c.id = h.city_id WHERE c.slug = 'bali' ORDER BY h.popularity DESC, h.id LIMIT 1`,
    );
    const stayDates = [addDays(today, 40), addDays(today, 41)];
    await t.database.rows(sql`
      UPDATE room_inventory SET sold = allotment
       WHERE room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ${hotel?.id})
         AND date >= ${stayDates[0]}::date AND date < ${stayDates[1]}::date`);
    const body = await search({ check_in: stayDates[0], check_out: stayDates[1], perpage: 100 });
    const found = body.data.find((h) => h.id === hotel?.id);
    expect(found).toMatchObject({ availability: 'sold_out', cheapest_price: null, original_price: null });
    const idx = body.data.findIndex((h) => h.id === hotel?.id);
    expect(body.data.slice(idx).every((h) => h.availability !== 'available')).toBe(true);
  });

  it('rejects bad criteria with translated 4xx messages, never a 5xx', async () => {
    const tooLong = json<Err>(
      await post('/api/hotels/searches', criteria({ check_out: addDays(checkIn, 16) })),
      422,
    );
    expect(tooLong.message).toBe('Maaf, durasi menginap maksimal 15 malam');
    expect(tooLong.errors?.check_out).toEqual(['Maaf, durasi menginap maksimal 15 malam']);
    const tooLongEn = json<Err>(
      await post('/api/hotels/searches', criteria({ check_out: addDays(checkIn, 16) }), 'en'),
      422,
    );
    expect(tooLongEn.message).toBe('Sorry, maximum duration of stay is 15 nights');
    expect(
      (await post('/api/hotels/searches', criteria({ check_out: addDays(checkIn, 15) }))).statusCode,
    ).toBe(200);

    const reversed = json<Err>(
      await post('/api/hotels/searches', criteria({ check_out: checkIn }), 'en'),
      422,
    );
    expect(reversed.errors?.check_out?.[0]).toMatch(/after the check-in/);
    // Read again here: a run crossing Jakarta midnight (17:00 UTC) must not compare with the day it started on.
    const now = jakartaToday();
    const past = json<Err>(
      await post('/api/hotels/searches', criteria({ check_in: addDays(now, -1), check_out: now }), 'en'),
      422,
    );
    expect(past.errors?.check_in?.[0]).toMatch(/before today/);
    // Today is fine (Jakarta calendar).
    expect(
      (await post('/api/hotels/searches', criteria({ check_in: now, check_out: addDays(now, 1) })))
        .statusCode,
    ).toBe(200);
    const fewAdults = json<Err>(await post('/api/hotels/searches', criteria({ rooms: 3, adults: 2 })), 422);
    expect(fewAdults.errors?.adults).toHaveLength(1);
    const kids = json<Err>(
      await post('/api/hotels/searches', criteria({ children: [1, 2, 3, 4, 5, 6, 7] }), 'en'),
      422,
    );
    expect(kids.errors?.children?.[0]).toBe('At most 6 children per room.');

    const bad: unknown[] = [
      criteria({ check_in: '2026-02-30' }),
      criteria({ check_in: 'tomorrow' }),
      criteria({ rooms: 0 }),
      criteria({ rooms: 9, adults: 9 }),
      criteria({ adults: 31 }),
      criteria({ children: [18] }),
      criteria({ destination: { type: 'city' } }),
      criteria({ destination: { type: 'keyword', keyword: 'a' } }),
      criteria({ destination: { type: 'keyword', keyword: '%%' } }),
      criteria({ destination: { type: 'nearby', latitude: 91, longitude: 0 } }),
      criteria({ destination: { type: 'planet', id: 1 } }),
      criteria({ sort: 'cheapest' }),
      criteria({ filters: { star_ratings: [6] } }),
      criteria({ filters: { unknown: true } }),
      criteria({ page: 0 }),
      criteria({ perpage: 101 }),
      { destination: { type: 'city', id: 1 } },
      [],
      'x',
    ];
    for (const payload of bad) {
      const res = await post('/api/hotels/searches', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const unknownCity = json<Err>(
      await post('/api/hotels/searches', criteria({ destination: { type: 'city', slug: 'atlantis' } })),
      404,
    );
    expect(unknownCity.message).toBe('Destinasi tidak ditemukan.');
    for (const type of ['area', 'poi', 'hotel_group', 'hotel']) {
      const res = await post('/api/hotels/searches', criteria({ destination: { type, id: 2147483647 } }));
      expect(res.statusCode, type).toBe(404);
    }
    // SQL-ish keywords are plain text.
    const sqlish = await post(
      '/api/hotels/searches',
      criteria({ destination: { type: 'keyword', keyword: "x' OR 1=1 --" } }),
    );
    expect(sqlish.statusCode).toBe(200);
    // Far beyond the inventory window: nothing bookable, still an answer.
    const far = await search({ check_in: addDays(today, 500), check_out: addDays(today, 501), perpage: 3 });
    expect(far.data.every((h) => h.availability === 'sold_out')).toBe(true);
  });
});

describe('POST /api/hotels/searches/filters', () => {
  it('counts each facet with the other filters applied', async () => {
    type Facets = {
      data: {
        total: number;
        price: { min: number; max: number; histogram: { from: number; to: number; count: number }[] };
        star_ratings: { value: number; count: number }[];
        review_scores: { min: number; count: number }[];
        facilities: { code: string; name: string; count: number }[];
        property_types: { code: string; name: string; count: number }[];
        areas: { id: number; count: number }[];
        free_cancellation: number;
      };
    };
    const all = json<Facets>(await post('/api/hotels/searches/filters', criteria(), 'en')).data;
    const results = await search({ perpage: 1 });
    expect(all.total).toBe(results.meta.total);
    expect(all.star_ratings.reduce((a, s) => a + s.count, 0)).toBe(all.total);
    expect(all.property_types.reduce((a, s) => a + s.count, 0)).toBe(all.total);
    expect(all.areas.reduce((a, s) => a + s.count, 0)).toBe(all.total);
    expect(all.price.min).toBeLessThanOrEqual(all.price.max);
    expect(all.price.histogram.length).toBeGreaterThan(0);
    const priced = (await search({ perpage: 100, sort: 'lowest_price' })).meta.total;
    expect(priced).toBeGreaterThan(0);
    expect(all.facilities.length).toBeGreaterThan(0);
    expect(all.property_types.find((p) => p.code === 'villa')?.name ?? 'Villa').toBe('Villa');

    const fiveStars = json<Facets>(
      await post('/api/hotels/searches/filters', criteria({ filters: { star_ratings: [5] } })),
    ).data;
    // Picking 5 stars does not hide the other star values, but narrows everything else.
    expect(fiveStars.star_ratings).toEqual(all.star_ratings);
    const fiveCount = all.star_ratings.find((s) => s.value === 5)?.count;
    expect(fiveStars.total).toBe(fiveCount);
    expect(fiveStars.property_types.reduce((a, s) => a + s.count, 0)).toBe(fiveCount);
    const filtered = await search({ filters: { star_ratings: [5], free_cancellation: true } });
    expect(fiveStars.free_cancellation).toBe(filtered.meta.total);

    const empty = json<Facets>(
      await post(
        '/api/hotels/searches/filters',
        criteria({ destination: { type: 'nearby', latitude: -40, longitude: 80 } }),
      ),
    ).data;
    expect(empty).toMatchObject({ total: 0, price: { min: 0, max: 0, histogram: [] } });
  });

  it('validates like the search', async () => {
    const res = await post(
      '/api/hotels/searches/filters',
      criteria({ check_out: addDays(checkIn, 30) }),
      'en',
    );
    expect(json<Err>(res, 422).message).toBe('Sorry, maximum duration of stay is 15 nights');
    expect((await post('/api/hotels/searches/filters', {})).statusCode).toBe(422);
    expect(
      (await post('/api/hotels/searches/filters', criteria({ destination: { type: 'poi', slug: 'nope' } })))
        .statusCode,
    ).toBe(404);
  });
});

describe('hotel details', () => {
  let hotelId: number;
  beforeAll(async () => {
    const [row] = await t.database.rows<{ id: number }>(
      sql`SELECT hotel_id AS id FROM reviews GROUP BY hotel_id ORDER BY count(*) DESC, hotel_id LIMIT 1`,
    );
    hotelId = row?.id ?? 1;
  });

  it('GET /api/hotels/{id} with and without dates', async () => {
    type Detail = {
      data: {
        id: number;
        facilities: unknown[];
        rules: string[];
        nearby_places: { distance_km: number }[];
        cheapest_price: number | null;
        country_name: string;
      };
    };
    const plain = json<Detail>(await get(t.app, `/api/hotels/${hotelId}`, { 'accept-language': 'en' })).data;
    expect(plain.id).toBe(hotelId);
    expect(plain.facilities.length).toBeGreaterThanOrEqual(8);
    expect(plain.rules[0]).toMatch(/^Check-in from/);
    expect(plain.cheapest_price).toBeGreaterThan(0);
    const dated = json<Detail>(
      await get(t.app, `/api/hotels/${hotelId}?check_in=${checkIn}&check_out=${checkOut}`),
    ).data;
    expect(dated.rules[0]).toMatch(/^Check-in mulai/);
    expect(dated.cheapest_price === null || dated.cheapest_price > 0).toBe(true);

    expect(json<Err>(await get(t.app, '/api/hotels/999999'), 404).message).toBe('Hotel tidak ditemukan.');
    expect((await get(t.app, '/api/hotels/abc')).statusCode).toBe(400);
    expect((await get(t.app, '/api/hotels/0')).statusCode).toBe(400);
    expect((await get(t.app, `/api/hotels/${hotelId}?check_in=${checkIn}`)).statusCode).toBe(422);
    expect(
      (await get(t.app, `/api/hotels/${hotelId}?check_in=${checkIn}&check_out=${addDays(checkIn, 20)}`))
        .statusCode,
    ).toBe(422);
    expect((await get(t.app, `/api/hotels/${hotelId}?check_in=yesterday&check_out=x`)).statusCode).toBe(400);
  });

  it('GET photos, descriptions and badges', async () => {
    const photos = json<{ data: { caption: string | null }[] }>(
      await get(t.app, `/api/hotels/${hotelId}/photos`),
    );
    expect(photos.data.length).toBeGreaterThanOrEqual(5);
    const sections = json<{ data: { code: string; content: string }[] }>(
      await get(t.app, `/api/hotels/${hotelId}/descriptions`, { 'accept-language': 'en' }),
    );
    expect(sections.data.map((s) => s.code)).toEqual(
      expect.arrayContaining(['about', 'location', 'policies']),
    );
    const [withBadge] = await t.database.rows<{ hotel_id: number; n: number }>(
      sql`SELECT hotel_id, count(*)::int AS n FROM hotel_badges GROUP BY hotel_id ORDER BY hotel_id LIMIT 1`,
    );
    const badges = json<{ data: unknown[] }>(await get(t.app, `/api/hotels/${withBadge?.hotel_id}/badges`));
    expect(badges.data).toHaveLength(withBadge?.n ?? -1);
    for (const path of ['photos', 'descriptions', 'badges']) {
      expect((await get(t.app, `/api/hotels/999999/${path}`)).statusCode).toBe(404);
      expect((await get(t.app, `/api/hotels/-1/${path}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/hotels/v2/{param}', () => {
  type Rooms = {
    data: {
      nights: number;
      occupancy: { rooms: number; adults: number; children: number[] };
      rooms: {
        id: number;
        availability: string;
        allotment_remaining: number;
        price_per_night: number;
        total_price: number;
        capacity: { adults: number; children: number };
      }[];
    };
  };
  const url = (id: number, query: string) => `/api/hotels/v2/${id}?${query}`;

  it('lists rooms with availability and prices for the stay', async () => {
    const [hotel] = await t.database.rows<{ id: number }>(sql`SELECT id FROM hotels ORDER BY id LIMIT 1`);
    const id = hotel?.id ?? 1;
    const body = json<Rooms>(
      await get(t.app, url(id, `check_in=${checkIn}&check_out=${checkOut}&rooms=1&adults=2`)),
    );
    expect(body.data.nights).toBe(2);
    expect(body.data.rooms.length).toBeGreaterThan(0);
    for (const r of body.data.rooms) {
      expect(r.total_price).toBe(r.price_per_night * 2);
      if (r.availability === 'available') expect(r.allotment_remaining).toBeGreaterThanOrEqual(1);
    }
    const withKids = json<Rooms>(
      await get(
        t.app,
        url(id, `check_in=${checkIn}&check_out=${checkOut}&rooms=2&adults=3&children=4&children=9`),
      ),
    );
    expect(withKids.data.occupancy).toEqual({ rooms: 2, adults: 3, children: [4, 9] });
    for (const r of withKids.data.rooms) {
      expect(r.capacity.adults).toBeGreaterThanOrEqual(2);
      expect(r.capacity.children).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows sold-out and fully booked rooms', async () => {
    const [room] = await t.database.rows<{ id: number; hotel_id: number }>(
      sql`SELECT id, hotel_id FROM room_types WHERE total_allotment >= 3 AND max_adults >= 2 ORDER BY id LIMIT 1`,
    );
    const [ci, co] = [addDays(today, 60), addDays(today, 62)];
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment - 1, closed = false
      WHERE room_type_id = ${room?.id} AND date >= ${ci}::date AND date < ${co}::date`);
    const one = json<Rooms>(await get(t.app, url(room?.hotel_id ?? 1, `check_in=${ci}&check_out=${co}`)));
    expect(one.data.rooms.find((r) => r.id === room?.id)).toMatchObject({
      availability: 'available',
      allotment_remaining: 1,
    });
    const two = json<Rooms>(
      await get(t.app, url(room?.hotel_id ?? 1, `check_in=${ci}&check_out=${co}&rooms=2&adults=2`)),
    );
    expect(two.data.rooms.find((r) => r.id === room?.id)).toMatchObject({ availability: 'fully_booked' });
    await t.database.rows(sql`UPDATE room_inventory SET sold = allotment
      WHERE room_type_id = ${room?.id} AND date = ${addDays(ci, 1)}::date`);
    const sold = json<Rooms>(await get(t.app, url(room?.hotel_id ?? 1, `check_in=${ci}&check_out=${co}`)));
    const r = sold.data.rooms.find((x) => x.id === room?.id);
    expect(r).toMatchObject({ availability: 'sold_out', allotment_remaining: 0 });
    // Bookable rooms come first.
    const states = sold.data.rooms.map((x) => x.availability === 'available');
    expect(states).toEqual([...states].sort((a, b) => Number(b) - Number(a)));
  });

  it('rejects bad stays', async () => {
    const en = { 'accept-language': 'en' };
    const tooLong = await get(t.app, url(1, `check_in=${checkIn}&check_out=${addDays(checkIn, 16)}`), en);
    expect(json<Err>(tooLong, 422).message).toBe('Sorry, maximum duration of stay is 15 nights');
    const past = await get(t.app, url(1, `check_in=${addDays(today, -3)}&check_out=${addDays(today, -1)}`));
    expect(json<Err>(past, 422).errors?.check_in).toEqual(['Tanggal check-in tidak boleh sebelum hari ini.']);
    expect((await get(t.app, url(1, `check_in=${checkIn}&check_out=${checkIn}`))).statusCode).toBe(422);
    expect(
      (await get(t.app, url(1, `check_in=${checkIn}&check_out=${checkOut}&rooms=4&adults=3`))).statusCode,
    ).toBe(422);
    expect(
      (await get(t.app, url(1, `check_in=${checkIn}&check_out=${checkOut}&${'children=5&'.repeat(7)}`)))
        .statusCode,
    ).toBe(422);
    expect((await get(t.app, url(1, `check_in=${checkIn}`))).statusCode).toBe(400);
    expect((await get(t.app, url(1, 'check_in=2026-13-01&check_out=2026-13-02'))).statusCode).toBe(400);
    expect((await get(t.app, url(1, `check_in=${checkIn}&check_out=${checkOut}&rooms=9`))).statusCode).toBe(
      400,
    );
    expect(
      (await get(t.app, url(1, `check_in=${checkIn}&check_out=${checkOut}&children=18`))).statusCode,
    ).toBe(400);
    expect((await get(t.app, url(999999, `check_in=${checkIn}&check_out=${checkOut}`))).statusCode).toBe(404);
  });
});

describe('POST /api/hotel-review/search', () => {
  type Reviews = {
    data: { average: number; reviewer_name: string | null; hide_name: boolean; type_of_travel: string }[];
    meta: {
      total: number;
      last_page: number;
      summary: { average: number | null; review_count: number; points: Record<string, number> | null };
    };
  };
  it('pages and sorts a hotel’s reviews with per-point averages', async () => {
    const [row] = await t.database.rows<{ id: number; n: number }>(
      sql`SELECT hotel_id AS id, count(*)::int AS n FROM reviews GROUP BY hotel_id ORDER BY count(*) DESC, hotel_id LIMIT 1`,
    );
    const body = json<Reviews>(await post('/api/hotel-review/search', { hotel_id: row?.id, perpage: 5 }));
    expect(body.meta.total).toBe(row?.n);
    expect(body.meta.summary.review_count).toBe(row?.n);
    expect(body.meta.summary.points).not.toBeNull();
    expect(body.data).toHaveLength(5);
    for (const r of body.data) if (r.hide_name) expect(r.reviewer_name).toBeNull();
    const high = json<Reviews>(
      await post('/api/hotel-review/search', { hotel_id: row?.id, sort: 'highest' }),
    );
    const avgs = high.data.map((r) => r.average);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
    const low = json<Reviews>(await post('/api/hotel-review/search', { hotel_id: row?.id, sort: 'lowest' }));
    const lows = low.data.map((r) => r.average);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    const family = json<Reviews>(
      await post('/api/hotel-review/search', { hotel_id: row?.id, type_of_travel: 'family', perpage: 100 }),
    );
    for (const r of family.data) expect(r.type_of_travel).toBe('family');
    expect(family.meta.summary.review_count).toBe(row?.n);
    const beyond = json<Reviews>(await post('/api/hotel-review/search', { hotel_id: row?.id, page: 500 }));
    expect(beyond).toMatchObject({ data: [], meta: { total: row?.n } });
  });

  it('answers hotels without reviews, and rejects bad requests', async () => {
    const [quiet] = await t.database.rows<{ id: number }>(
      sql`SELECT id FROM hotels WHERE review_count = 0 ORDER BY id LIMIT 1`,
    );
    if (quiet) {
      const body = json<Reviews>(await post('/api/hotel-review/search', { hotel_id: quiet.id }));
      expect(body.meta).toMatchObject({ total: 0, last_page: 1, summary: { average: null, points: null } });
    }
    expect((await post('/api/hotel-review/search', { hotel_id: 999999 })).statusCode).toBe(404);
    for (const payload of [
      {},
      { hotel_id: 0 },
      { hotel_id: 'x' },
      { hotel_id: 1, sort: 'best' },
      { hotel_id: 1, perpage: 0 },
    ]) {
      expect((await post('/api/hotel-review/search', payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('home page highlights', () => {
  it('GET /api/hotels/lists/highlights/recommended', async () => {
    const body = json<{ data: Summary[] }>(
      await get(t.app, '/api/hotels/lists/highlights/recommended?limit=5'),
    );
    expect(body.data).toHaveLength(5);
    for (const h of body.data) expect(h.availability).toBe('available');
    const [bali] = await t.database.rows<{ id: number }>(sql`SELECT id FROM cities WHERE slug = 'bali'`);
    const inBali = json<{ data: Summary[] }>(
      await get(t.app, `/api/hotels/lists/highlights/recommended?city_id=${bali?.id}`),
    );
    expect(inBali.data.length).toBeGreaterThan(0);
    for (const h of inBali.data) expect(h.city_id).toBe(bali?.id);
    expect(
      json<{ data: unknown[] }>(await get(t.app, '/api/hotels/lists/highlights/recommended?city_id=999999'))
        .data,
    ).toEqual([]);
    expect((await get(t.app, '/api/hotels/lists/highlights/recommended?limit=51')).statusCode).toBe(400);
  });

  it('GET /api/activities/highlights/favorite', async () => {
    const body = json<{ data: { items: { name: string; url: string }[] } }>(
      await get(t.app, '/api/activities/highlights/favorite?limit=4', { 'accept-language': 'en' }),
    );
    expect(body.data.items).toHaveLength(4);
    expect(body.data.items[0]?.url).toMatch(/^\//);
    expect((await get(t.app, '/api/activities/highlights/favorite')).statusCode).toBe(200);
    expect((await get(t.app, '/api/activities/highlights/favorite?limit=0')).statusCode).toBe(400);
  });
});
