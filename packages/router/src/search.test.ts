import { describe, expect, it } from 'vitest';
import { parseChildrenAges, validateGlobalSearch, validateStaySearch } from './search';

describe('validateGlobalSearch', () => {
  it('accepts only id/en and a true is_mobile', () => {
    expect(validateGlobalSearch({ lang: 'en', is_mobile: 'true' })).toEqual({ lang: 'en', is_mobile: true });
    expect(validateGlobalSearch({ lang: 'fr', is_mobile: 'yes' })).toEqual({});
  });
});

describe('validateStaySearch', () => {
  it('keeps valid criteria and drops junk', () => {
    expect(
      validateStaySearch({
        checkin: '2026-12-01',
        checkout: 'soon',
        rooms: '2',
        adults: '99',
        children: '5,x,18,0',
      }),
    ).toEqual({ checkin: '2026-12-01', rooms: 2, children: '5,0' });
  });
  it('keeps sort and filters of the results page', () => {
    expect(
      validateStaySearch({
        sort: 'lowest_price',
        price_min: '100000',
        price_max: 750000,
        stars: '5,3,3,x,9',
        facilities: 'wifi,pool,wifi,Bad Code',
        breakfast: true,
        free_cancellation: 'true',
        pay_at_hotel: 'yes',
      }),
    ).toEqual({
      sort: 'lowest_price',
      price_min: 100000,
      price_max: 750000,
      stars: '3,5',
      facilities: 'wifi,pool',
      breakfast: true,
      free_cancellation: true,
    });
  });
  it('drops unknown sorts, negative prices and empty lists', () => {
    expect(
      validateStaySearch({ sort: 'cheapest', price_min: '-5', price_max: '1.5', stars: '', facilities: ',' }),
    ).toEqual({});
  });
  it('reads a single star rating given as a number', () => {
    expect(validateStaySearch({ stars: 4 })).toEqual({ stars: '4' });
  });
  it('parses children ages from a number or a list', () => {
    expect(parseChildrenAges(7)).toEqual([7]);
    expect(parseChildrenAges('')).toEqual([]);
  });
});
