import { describe, expect, it } from 'vitest';
import {
  parseChildrenAges,
  safeRedirect,
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
