import { validateStaySearch } from '@nusa/router/search';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  criteriaOf,
  defaultSortOf,
  destinationFromRoute,
  filtersOf,
  lastSearchOf,
  NO_FILTERS,
  withFilters,
} from './results-model';

const TODAY = '2026-11-23';
const STAY = { checkin: '2026-12-01', checkout: '2026-12-03', rooms: 1, adults: 2 };

describe('results filters', () => {
  it('reads review score, property types and areas from the URL and counts them', () => {
    const f = filtersOf(
      validateStaySearch({ review_score: '3.5', property_types: 'villa,hostel', areas: '31,32' }),
    );
    expect(f).toMatchObject({ review_score: 3.5, property_types: ['villa', 'hostel'], areas: [31, 32] });
    expect(activeFilterCount(f)).toBe(5);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('writes them back, dropping empty ones and the default sort', () => {
    const f = { ...NO_FILTERS, review_score: 4.5, property_types: ['resort' as const], areas: [7, 7, 9] };
    expect(withFilters({ ...STAY, areas: '1' }, f)).toEqual({
      ...STAY,
      review_score: 4.5,
      property_types: 'resort',
      areas: '7,9',
    });
    expect(withFilters({ ...STAY, review_score: 4 }, NO_FILTERS)).toEqual(STAY);
    expect(withFilters(STAY, { ...NO_FILTERS, sort: 'distance' }, 'distance')).toEqual(STAY);
    expect(withFilters(STAY, { ...NO_FILTERS, sort: 'popularity' }, 'distance')).toEqual({
      ...STAY,
      sort: 'popularity',
    });
  });

  it('sends them as the contract names them', () => {
    const search = { ...STAY, review_score: 4, property_types: 'villa', areas: '31' };
    expect(criteriaOf({ type: 'city', id: 7 }, search, TODAY).filters).toEqual({
      review_score_min: 4,
      property_types: ['villa'],
      area_ids: [31],
    });
  });
});

describe('hotels near me', () => {
  const route = '/hotel/search/{-$slug}' as const;

  it('searches the position of the URL, nearest first by default', () => {
    const dest = destinationFromRoute(route, { slug: 'sekitar-saya' }, { ...STAY, lat: -8.72, lng: 115.17 });
    expect(dest).toEqual({
      destination: { type: 'nearby', latitude: -8.72, longitude: 115.17 },
      type: 'nearby',
      id: null,
      name: '',
    });
    expect(defaultSortOf(dest?.destination)).toBe('distance');
    const criteria = criteriaOf(dest?.destination ?? { type: 'keyword' }, STAY, TODAY);
    expect(criteria.sort).toBe('distance');
    expect(
      criteriaOf(dest?.destination ?? { type: 'keyword' }, { ...STAY, sort: 'rating' }, TODAY).sort,
    ).toBe('rating');
  });

  it('falls back to the free text without a position, and reopens the form with an empty location', () => {
    expect(destinationFromRoute(route, { slug: 'sekitar-saya' }, { q: 'ubud' })?.destination).toEqual({
      type: 'keyword',
      keyword: 'ubud',
    });
    const dest = destinationFromRoute(route, {}, { lat: 1, lng: 2 });
    expect(lastSearchOf(dest, STAY, TODAY, route, {})?.destination).toEqual({
      type: 'keyword',
      id: null,
      name: '',
    });
  });
});

describe('changing the search from the results', () => {
  it('reopens the form on the place of the URL, with its route as the target and the stay of the query', () => {
    const route = '/hotel/city/{-$cityId}/$cityName' as const;
    const params = { cityId: '12', cityName: 'denpasar', slugArea: undefined };
    const dest = destinationFromRoute(route, params, STAY);
    expect(lastSearchOf(dest, { ...STAY, children: '4' }, TODAY, route, params, 'Denpasar')).toEqual({
      destination: {
        type: 'city',
        id: 12,
        name: 'Denpasar',
        target: { to: route, params: { cityId: '12', cityName: 'denpasar' } },
      },
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: 1,
      adults: 2,
      childrenAges: [4],
    });
  });

  it('reopens a free-text search on its text', () => {
    const dest = destinationFromRoute('/hotel', {}, { ...STAY, q: 'pantai kuta' });
    expect(lastSearchOf(dest, STAY, TODAY, '/hotel', {})?.destination).toEqual({
      type: 'keyword',
      id: null,
      name: 'pantai kuta',
    });
  });
});
