import { defaultStay } from '@nusa/api-client/stay';
import { describe, expect, it } from 'vitest';
import { normalizeGuests } from './guests';
import {
  adultsBounds,
  completeGuests,
  missingChildAges,
  roomsBounds,
  setAdults,
  setChildAge,
  setChildrenCount,
  setRooms,
} from './guests-draft';
import type { LastSearch } from '../search-slice';
import { slugify, targetForKeyword, targetForSuggestion } from './route-target';
import {
  buildSubmission,
  destinationFromSuggestion,
  initialFormState,
  validateSearchForm,
} from './search-model';
import { checkStay, initialStay, MAX_NIGHTS } from './stay-dates';
import { suggestion } from './test-fixtures';

describe('route building per destination type', () => {
  it('city → /hotel/city/{city_id}/{city_slug}', () => {
    expect(
      targetForSuggestion(
        suggestion({ type: 'city', id: 12, slug: 'denpasar', city_id: 12, city_slug: 'denpasar' }),
      ),
    ).toEqual({ to: '/hotel/city/{-$cityId}/$cityName', params: { cityId: '12', cityName: 'denpasar' } });
  });
  it('area → /hotel/city/{city_id}/{city_slug}/area/{area_slug}', () => {
    expect(
      targetForSuggestion(
        suggestion({ type: 'area', id: 5, slug: 'kuta', city_id: 7, city_slug: 'badung', area_slug: 'kuta' }),
      ),
    ).toEqual({
      to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
      params: { cityId: '7', cityName: 'badung', slugArea: 'kuta' },
    });
  });
  it('poi → /hotel/poi/{slug}', () => {
    expect(targetForSuggestion(suggestion({ type: 'poi', slug: 'bandara-ngurah-rai' }))).toEqual({
      to: '/hotel/poi/{-$slug}',
      params: { slug: 'bandara-ngurah-rai' },
    });
  });
  it('hotel_group → /hotel/group/{slug}/{id}', () => {
    expect(targetForSuggestion(suggestion({ type: 'hotel_group', id: 3, slug: 'archipelago' }))).toEqual({
      to: '/hotel/group/{-$slug}/{-$groupId}',
      params: { slug: 'archipelago', groupId: '3' },
    });
  });
  it('hotel → /hotel/product/{country}/{city}/{area}/{slug}/{id}, leaving out a missing area', () => {
    const item = suggestion({
      type: 'hotel',
      id: 99,
      slug: 'hotel-santika',
      country_slug: 'indonesia',
      city_slug: 'badung',
      area_slug: 'kuta',
    });
    expect(targetForSuggestion(item)).toEqual({
      to: '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}',
      params: { country: 'indonesia', city: 'badung', area: 'kuta', slug: 'hotel-santika', id: '99' },
    });
    expect(targetForSuggestion({ ...item, area_slug: null }).params).not.toHaveProperty('area');
  });
  it('free text → /hotel/search/{slug}', () => {
    expect(targetForKeyword('Pantai Kuta, Bali!')).toEqual({
      to: '/hotel/search/{-$slug}',
      params: { slug: 'pantai-kuta-bali' },
    });
    expect(targetForKeyword('!!!')).toEqual({ to: '/hotel/search/{-$slug}', params: {} });
  });
});

describe('slugify', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('  Café  Ubud — Gianyar ')).toBe('cafe-ubud-gianyar');
  });
});

describe('stay dates', () => {
  const today = '2026-11-23';
  it('accepts up to 15 nights and refuses 16', () => {
    expect(MAX_NIGHTS).toBe(15);
    expect(checkStay({ checkIn: '2026-12-01', checkOut: '2026-12-16' }, today)).toBeNull();
    expect(checkStay({ checkIn: '2026-12-01', checkOut: '2026-12-17' }, today)).toBe('too-long');
  });
  it('refuses check-in before today and zero nights', () => {
    expect(checkStay({ checkIn: '2026-11-22', checkOut: '2026-11-24' }, today)).toBe('past');
    expect(checkStay({ checkIn: today, checkOut: today }, today)).toBe('too-short');
    expect(checkStay({ checkIn: today, checkOut: '2026-11-24' }, today)).toBeNull();
  });
  it('keeps remembered dates only while still bookable', () => {
    expect(initialStay(today, { checkIn: '2026-12-01', checkOut: '2026-12-03' })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    });
    expect(initialStay(today, { checkIn: '2026-11-01', checkOut: '2026-11-03' })).toEqual(defaultStay(today));
  });
});

describe('guest rules', () => {
  it('rooms 1-8 and at least one adult per room', () => {
    let g = { rooms: 1, adults: 1, childrenAges: [] as (number | null)[] };
    g = setRooms(g, 3);
    expect(g).toMatchObject({ rooms: 3, adults: 3 });
    expect(adultsBounds(g).min).toBe(3);
    expect(setAdults(g, 1).adults).toBe(3);
    expect(setRooms(g, 12).rooms).toBe(8);
    expect(setRooms(g, 0).rooms).toBe(1);
    expect(setAdults(g, 31).adults).toBe(30);
  });
  it('children 0-6 per room, each with an age 0-17 to pick', () => {
    let g = { rooms: 1, adults: 2, childrenAges: [] as (number | null)[] };
    g = setChildrenCount(g, 9);
    expect(g.childrenAges).toHaveLength(6);
    expect(missingChildAges(g)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(completeGuests(g)).toBeNull();
    // Rooms cannot drop below what the children need.
    g = setRooms(setChildrenCount(setRooms(g, 2), 7), 1);
    expect(g.rooms).toBe(2);
    expect(roomsBounds(g).min).toBe(2);
    g = setChildrenCount(g, 1);
    g = setChildAge(g, 0, 25);
    expect(g.childrenAges).toEqual([17]);
    expect(completeGuests(g)).toEqual({ rooms: 2, adults: 2, childrenAges: [17] });
  });
  it('normalises stored guests', () => {
    expect(normalizeGuests({ rooms: 3, adults: 1, childrenAges: [4, 40, -1] })).toEqual({
      rooms: 3,
      adults: 3,
      childrenAges: [4],
    });
  });
});

describe('search form model', () => {
  const today = '2026-11-23';
  it('requires a location but keeps what was typed', () => {
    const empty = initialFormState(today);
    expect(validateSearchForm(empty)).toEqual({ location: 'required' });
    expect(buildSubmission({ ...empty, text: '   ' })).toBeNull();
  });
  it('submits a free-text search with the stay in the query', () => {
    const s = buildSubmission({ ...initialFormState(today), text: 'Kuta beach', childrenAges: [5, 8] });
    expect(s?.target).toEqual({ to: '/hotel/search/{-$slug}', params: { slug: 'kuta-beach' } });
    expect(s?.search).toEqual({
      checkin: '2026-11-24',
      checkout: '2026-11-25',
      rooms: 1,
      adults: 2,
      children: '5,8',
      q: 'Kuta beach',
    });
    // The text names the route again on return, so no target is remembered for it.
    expect(s?.lastSearch.destination).toEqual({ type: 'keyword', id: null, name: 'Kuta beach' });
  });
  it('prefills from lastSearch and submits to the same place', () => {
    const chosen = destinationFromSuggestion(
      suggestion({
        type: 'area',
        id: 5,
        name: 'Kuta',
        label: 'Badung, Bali',
        city_id: 7,
        city_slug: 'badung',
        area_slug: 'kuta',
      }),
    );
    const first = buildSubmission({
      ...initialFormState(today),
      text: 'Kuta',
      destination: chosen,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      rooms: 2,
      adults: 3,
      childrenAges: [6],
    });
    const last = first?.lastSearch as LastSearch;
    expect(last.destination).toMatchObject({
      target: {
        to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
        params: { cityId: '7', cityName: 'badung', slugArea: 'kuta' },
      },
    });
    // What the shell persists is JSON: the remembered search must survive the round trip.
    const restored = initialFormState(today, JSON.parse(JSON.stringify(last)) as LastSearch);
    expect(restored).toMatchObject({
      text: 'Kuta',
      checkIn: '2026-12-01',
      rooms: 2,
      adults: 3,
      childrenAges: [6],
    });
    const again = buildSubmission(restored);
    expect(again?.target).toEqual(first?.target);
    expect(again?.search).toEqual(first?.search);
  });
});
