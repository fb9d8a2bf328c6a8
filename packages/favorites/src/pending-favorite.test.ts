import { afterEach, describe, expect, it } from 'vitest';
import { rememberPendingFavorite, takePendingFavorite } from './pending-favorite';

const T0 = Date.parse('2026-11-22T03:00:00Z');

afterEach(() => sessionStorage.clear());

describe('pending favorite', () => {
  it('is taken once, by the hotel it was for', () => {
    rememberPendingFavorite(102, T0);
    expect(takePendingFavorite(7, T0 + 1000)).toBe(false);
    expect(takePendingFavorite(102, T0 + 1000)).toBe(true);
    expect(takePendingFavorite(102, T0 + 2000)).toBe(false);
  });

  it('is forgotten after 15 minutes (an abandoned sign-in) and when unreadable', () => {
    rememberPendingFavorite(102, T0);
    expect(takePendingFavorite(102, T0 + 15 * 60_000)).toBe(false);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('nusa.favorites.pending', '{not json');
    expect(takePendingFavorite(102, T0)).toBe(false);
  });
});
