import { roomsParams, staySearchOf } from '@nusa/api-client/stay';
import { describe, expect, it } from 'vitest';
import { stayOfSearch } from './stay-search';

describe('stayOfSearch', () => {
  it('takes the stay from the URL, or tomorrow for one night with 1 room and 2 adults', () => {
    expect(stayOfSearch({}, '2026-11-23')).toEqual({
      checkIn: '2026-11-24',
      checkOut: '2026-11-25',
      rooms: 1,
      adults: 2,
      childrenAges: [],
    });
    const stay = stayOfSearch(
      { checkin: '2026-12-01', checkout: '2026-12-03', rooms: 2, adults: 3, children: '5,8' },
      '2026-11-23',
    );
    expect(stay).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: 2,
      adults: 3,
      childrenAges: [5, 8],
    });
    // Back to the URL and on to the rooms request unchanged.
    expect(staySearchOf(stay)).toEqual({
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      rooms: 2,
      adults: 3,
      children: '5,8',
    });
    expect(roomsParams(stay).children).toEqual([5, 8]);
  });

  it('needs both dates, and real ones', () => {
    expect(stayOfSearch({ checkin: '2026-12-01' }, '2026-11-23').checkIn).toBe('2026-11-24');
    expect(stayOfSearch({ checkin: '2026-02-30', checkout: '2026-03-02' }, '2026-11-23').checkIn).toBe(
      '2026-11-24',
    );
  });
});
