import { describe, expect, it } from 'vitest';
import {
  parseChildrenAges,
  safeRedirect,
  signInPromptHref,
  validateBookingSearch,
  validateCheckoutSearch,
  validateGlobalSearch,
  validateStaySearch,
} from './search';

describe('validateGlobalSearch', () => {
  it('accepts only id/en and a true is_mobile', () => {
    expect(validateGlobalSearch({ lang: 'en', is_mobile: 'true' })).toEqual({ lang: 'en', is_mobile: true });
    expect(validateGlobalSearch({ lang: 'fr', is_mobile: 'yes' })).toEqual({});
  });
  it('carries the sign-in prompt and a same-origin redirect only', () => {
    expect(validateGlobalSearch({ login: 1, redirect: '/favorite?x=1' })).toEqual({
      login: 1,
      redirect: '/favorite?x=1',
    });
    expect(validateGlobalSearch({ login: 'register' })).toEqual({ login: 'register' });
    expect(validateGlobalSearch({ login: 'yes', redirect: '//evil.example' })).toEqual({});
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'favorite', 42])
      expect(safeRedirect(bad)).toBeUndefined();
  });
});

describe('signInPromptHref', () => {
  it('keeps the page and its query, adds the prompt and where to go next', () => {
    expect(
      signInPromptHref('/hotel/product/x/11?checkin=2030-01-01&utm_source=a#rooms', '/checkout?hotel_id=11'),
    ).toBe(
      '/hotel/product/x/11?checkin=2030-01-01&utm_source=a&login=1&redirect=%2Fcheckout%3Fhotel_id%3D11',
    );
    expect(signInPromptHref('/?login=register', '/favorite')).toBe('/?login=1&redirect=%2Ffavorite');
    // What the router reads back is the contract's prompt.
    const query = Object.fromEntries(new URLSearchParams(signInPromptHref('/', '/favorite').split('?')[1]));
    expect(validateGlobalSearch(query)).toEqual({ login: 1, redirect: '/favorite' });
  });
});

describe('validateCheckoutSearch', () => {
  it('keeps the hotel, the room and the stay, nothing else', () => {
    expect(
      validateCheckoutSearch({
        hotel_id: '11',
        room_id: 3,
        checkin: '2030-01-01',
        checkout: '2030-01-03',
        rooms: '1',
        adults: '2',
        sort: 'lowest_price',
      }),
    ).toEqual({
      hotel_id: 11,
      room_id: 3,
      checkin: '2030-01-01',
      checkout: '2030-01-03',
      rooms: 1,
      adults: 2,
    });
    expect(validateCheckoutSearch({ hotel_id: 'Infinity', room_id: '1.5' })).toEqual({});
  });
  it('keeps the price the detail page showed, a whole number of rupiah', () => {
    expect(validateCheckoutSearch({ hotel_id: 11, room_id: 3, price: '850000' })).toEqual({
      hotel_id: 11,
      room_id: 3,
      price: 850000,
    });
    expect(validateCheckoutSearch({ price: 0 })).toEqual({ price: 0 });
    for (const price of ['-1', '12.5', 'Infinity', '2147483648', 'gratis', null])
      expect(validateCheckoutSearch({ price })).toEqual({});
  });
  it('keeps a cart id only when it is a UUID, in lower case', () => {
    expect(validateCheckoutSearch({ cart: '0B5E3C1E-3F1E-4C59-9A55-5D0C6F1D2A10' })).toEqual({
      cart: '0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a10',
    });
    for (const cart of [
      '0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a1',
      '0b5e3c1e3f1e4c599a555d0c6f1d2a10',
      'x0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a10',
      '0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a10/../admin',
      "' or 1=1 --",
      12345,
      ['0b5e3c1e-3f1e-4c59-9a55-5d0c6f1d2a10', 'x'],
      undefined,
    ])
      expect(validateCheckoutSearch({ cart })).toEqual({});
  });
});

describe('validateBookingSearch', () => {
  it('keeps a booking code of letters, digits and hyphens only', () => {
    expect(validateBookingSearch({ code: 'NSB7K2QX', sort: 'x' })).toEqual({ code: 'NSB7K2QX' });
    expect(validateBookingSearch({ code: 20300110 })).toEqual({ code: '20300110' });
    for (const code of ['', 'NS B7', '<script>', 'x'.repeat(41), undefined, null, true, { a: 1 }, ['AB12']])
      expect(validateBookingSearch({ code })).toEqual({});
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
  it('keeps review score, property types and areas, dropping bad values', () => {
    expect(
      validateStaySearch({
        review_score: '4.5',
        property_types: 'villa,resort,villa,castle,Hotel',
        areas: '31,x,0,-2,31,45',
      }),
    ).toEqual({ review_score: 4.5, property_types: 'villa,resort', areas: '31,45' });
    expect(validateStaySearch({ review_score: 4, areas: 31 })).toEqual({ review_score: 4, areas: '31' });
    for (const review_score of ['9', '0', '4.25', 'good', '', null, Number.POSITIVE_INFINITY]) {
      expect(validateStaySearch({ review_score })).toEqual({});
    }
    expect(validateStaySearch({ property_types: ',', areas: '1.5,abc' })).toEqual({});
  });
  it('keeps a position only as a pair of valid coordinates', () => {
    expect(validateStaySearch({ lat: '-8.72', lng: 115.17 })).toEqual({ lat: -8.72, lng: 115.17 });
    expect(validateStaySearch({ lat: 90, lng: -180 })).toEqual({ lat: 90, lng: -180 });
    expect(validateStaySearch({ lat: '-8.72' })).toEqual({});
    expect(validateStaySearch({ lat: '91', lng: '115' })).toEqual({});
    expect(validateStaySearch({ lat: '-8.7', lng: '181' })).toEqual({});
    expect(validateStaySearch({ lat: 'here', lng: '115' })).toEqual({});
    expect(validateStaySearch({ lat: ' ', lng: '' })).toEqual({});
  });
  it('parses children ages from a number or a list', () => {
    expect(parseChildrenAges(7)).toEqual([7]);
    expect(parseChildrenAges('')).toEqual([]);
  });
});
