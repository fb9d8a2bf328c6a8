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
      validateStaySearch({ checkin: '2026-12-01', checkout: 'soon', rooms: '2', adults: '99', children: '5,x,18,0' }),
    ).toEqual({ checkin: '2026-12-01', rooms: 2, children: '5,0' });
  });
  it('parses children ages from a number or a list', () => {
    expect(parseChildrenAges(7)).toEqual([7]);
    expect(parseChildrenAges('')).toEqual([]);
  });
});
