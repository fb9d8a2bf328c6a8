import { describe, expect, it } from 'vitest';
import {
  cheapestRoom,
  formatDistance,
  formatScore,
  groupFacilities,
  hotelIdOf,
  roomsOutcome,
} from './detail-model';
import { availableRoom, fullyBookedRoom, plainRoom, soldOutRoom } from './test-fixtures';

describe('detail model', () => {
  it('reads the hotel id from the last numeric segment of the route', () => {
    expect(hotelIdOf({ country: 'indonesia', city: 'bali', area: 'kuta', slug: 'segara', id: '102' })).toBe(
      102,
    );
    expect(hotelIdOf({ country: 'segara', city: '102' })).toBe(102);
    expect(hotelIdOf({ country: 'indonesia', slug: 'segara' })).toBeNull();
    expect(hotelIdOf({ id: '0' })).toBeNull();
    expect(hotelIdOf({ id: '99999999999' })).toBeNull();
  });

  it('tells available, fully booked (no room bookable) and no rooms apart', () => {
    expect(roomsOutcome([])).toBe('none');
    expect(roomsOutcome([soldOutRoom, fullyBookedRoom])).toBe('fully_booked');
    expect(roomsOutcome([soldOutRoom, plainRoom])).toBe('available');
    expect(cheapestRoom([availableRoom, plainRoom, soldOutRoom])?.id).toBe(plainRoom.id);
    expect(cheapestRoom([soldOutRoom])).toBeNull();
  });

  it('groups facilities in display order and keeps unknown codes under "other"', () => {
    const groups = groupFacilities([
      { code: 'pool', name: 'Kolam renang' },
      { code: 'wifi', name: 'Wi-Fi' },
      { code: 'helipad', name: 'Helipad' },
      { code: 'parking', name: 'Parkir' },
    ]);
    expect(groups.map(([g, items]) => [g, items.map((f) => f.code)])).toEqual([
      ['general', ['wifi']],
      ['wellness', ['pool']],
      ['transport', ['parking']],
      ['other', ['helipad']],
    ]);
  });

  it('writes distances the language way', () => {
    expect(formatDistance(0.35, 'id')).toBe('350 m');
    expect(formatDistance(3.45, 'id')).toBe('3,5 km');
    expect(formatDistance(3.45, 'en')).toBe('3.5 km');
    // The formatters are kept per language and options: a second call in the other language is not the first's.
    expect(formatDistance(1200, 'id')).toBe('1.200 km');
    expect(formatDistance(0.5, 'en')).toBe('500 m');
  });

  it('writes scores with one decimal the language way, whichever language asked first', () => {
    expect(formatScore(4.5, 'id')).toBe('4,5');
    expect(formatScore(4.5, 'en')).toBe('4.5');
    expect(formatScore(4, 'id')).toBe('4,0');
    expect(formatScore(4.46, 'en')).toBe('4.5');
  });
});
