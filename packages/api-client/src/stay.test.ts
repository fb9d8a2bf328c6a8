import { json } from '@nusa/test-kit/fake-fetch';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './client';
import { hotelRoomsQuery, hotelSearchPagesQuery } from './queries/hotels';
import {
  addDays,
  DEFAULT_GUESTS,
  defaultStay,
  isStayDate,
  jakartaToday,
  nightsBetween,
  nightsOf,
  queryString,
  roomsParams,
  roomsQuery,
  type Stay,
  searchCriteria,
  searchPageBody,
  stayOf,
  staySearchOf,
} from './stay';
import { installTestClient } from './test/install-test-client';

afterEach(() => setApiClient(undefined));

const stay: Stay = {
  checkIn: '2030-01-10',
  checkOut: '2030-01-12',
  rooms: 2,
  adults: 3,
  childrenAges: [5, 8],
};

describe('stay dates', () => {
  it("counts Jakarta's today at UTC+7, all year", () => {
    expect(jakartaToday(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(jakartaToday(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(jakartaToday(new Date('2026-06-30T20:00:00Z'))).toBe('2026-07-01');
  });

  it('adds days and counts nights across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-12-03', '2026-12-01')).toBe(-2);
    expect(nightsOf({ checkIn: '2026-12-01', checkOut: '2026-12-01' })).toBe(1);
    expect(nightsOf({ checkIn: '2026-12-01', checkOut: '2026-12-16' })).toBe(15);
  });

  it('takes only dates that exist', () => {
    expect(isStayDate('2028-02-29')).toBe(true);
    expect(isStayDate('2026-02-29')).toBe(false);
    expect(isStayDate('2026-2-1')).toBe(false);
    expect(isStayDate(20260201)).toBe(false);
  });
});

describe('stay defaults', () => {
  it('are tomorrow for one night, one room and two adults', () => {
    expect(defaultStay('2026-11-23')).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-25' });
    expect(DEFAULT_GUESTS).toEqual({ rooms: 1, adults: 2, childrenAges: [] });
    expect(stayOf({}, '2026-11-23')).toEqual({
      checkIn: '2026-11-24',
      checkOut: '2026-11-25',
      rooms: 1,
      adults: 2,
      childrenAges: [],
    });
  });

  it('give way to what the URL says, but one date alone or an impossible one is no stay', () => {
    expect(
      stayOf(
        { checkin: '2030-01-10', checkout: '2030-01-12', rooms: 2, adults: 3, childrenAges: [5, 8] },
        '2026-11-23',
      ),
    ).toEqual(stay);
    expect(stayOf({ checkin: '2030-01-10' }, '2026-11-23').checkIn).toBe('2026-11-24');
    expect(stayOf({ checkin: '2030-02-30', checkout: '2030-03-02' }, '2026-11-23').checkIn).toBe(
      '2026-11-24',
    );
  });

  it('never share their children list with a stay', () => {
    stayOf({}, '2026-11-23').childrenAges.push(4);
    expect(DEFAULT_GUESTS.childrenAges).toEqual([]);
  });
});

describe('URL query', () => {
  it('writes the stay in a stable order, children as comma-separated ages', () => {
    expect(staySearchOf(stay)).toEqual({
      checkin: '2030-01-10',
      checkout: '2030-01-12',
      rooms: 2,
      adults: 3,
      children: '5,8',
    });
    expect(staySearchOf({ ...stay, childrenAges: [] })).not.toHaveProperty('children');
    expect(queryString({ hotel_id: 1, ...staySearchOf(stay), q: undefined, breakfast: true })).toBe(
      'hotel_id=1&checkin=2030-01-10&checkout=2030-01-12&rooms=2&adults=3&children=5%2C8&breakfast=true',
    );
  });

  it("spells a rooms request as the client's GET does (openapi-fetch: one parameter per list item)", async () => {
    const { fake } = installTestClient({}, json({ data: {} }));
    for (const s of [stay, { ...stay, childrenAges: [] }]) {
      await createTestQueryClient().fetchQuery(hotelRoomsQuery(7, roomsParams(s)));
      expect(new URL(fake.last().url).search).toBe(`?${roomsQuery(s)}`);
    }
    expect(roomsQuery(stay)).toBe(
      'check_in=2030-01-10&check_out=2030-01-12&rooms=2&adults=3&children=5&children=8',
    );
  });
});

describe('search request', () => {
  const destination = { type: 'city' as const, id: 1 };

  it('keeps one key order, which is part of the bytes a first answer is matched on', () => {
    expect(
      JSON.stringify(searchPageBody(searchCriteria(destination, { ...stay, childrenAges: [] }), 1)),
    ).toBe(
      '{"destination":{"type":"city","id":1},"check_in":"2030-01-10","check_out":"2030-01-12","rooms":2,"adults":3,"children":[],"perpage":20,"page":1}',
    );
    const sorted = searchCriteria(destination, stay, { sort: 'rating', filters: { star_ratings: [4] } });
    expect(Object.keys(sorted)).toEqual([
      'destination',
      'check_in',
      'check_out',
      'rooms',
      'adults',
      'children',
      'perpage',
      'sort',
      'filters',
    ]);
    // No sort and empty filters leave the request.
    expect(searchCriteria(destination, stay, { filters: {} })).not.toHaveProperty('filters');
  });

  it("is the body of the results list's first page", async () => {
    const page = { data: [], meta: { page: 1, perpage: 20, total: 0, last_page: 1 }, search: {} };
    const { fake } = installTestClient({}, json(page));
    const criteria = searchCriteria(destination, stay);
    await createTestQueryClient().fetchInfiniteQuery(hotelSearchPagesQuery(criteria));
    expect(await fake.last().text()).toBe(JSON.stringify(searchPageBody(criteria, 1)));
  });
});

describe('jakartaToday', () => {
  it('agrees with the Asia/Jakarta time zone at every hour over the years the app books (fixed UTC+7)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', dateStyle: 'short' });
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2032, 0, 1); ms += 3_600_000 * 7 + 60_000) {
      expect(jakartaToday(new Date(ms))).toBe(zone.format(new Date(ms)));
    }
  });
});
