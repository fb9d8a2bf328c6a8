import { describe, expect, it } from 'vitest';
import { countdownParts, jakartaDate, jakartaTime, phaseOf } from './promotion';

describe('jakartaDate and jakartaTime', () => {
  it('read an instant on the Jakarta wall clock, whatever its offset', () => {
    expect(jakartaDate('2026-11-07T00:00:00+07:00')).toBe('2026-11-07');
    // 17:30 UTC is already the next day in Jakarta.
    expect(jakartaDate('2026-11-06T17:30:00Z')).toBe('2026-11-07');
    expect(jakartaTime('2026-11-06T17:30:00Z')).toBe('00:30');
    expect(jakartaTime('2027-01-06T23:59:59+07:00')).toBe('23:59');
  });

  it('leave a broken date as it is', () => {
    expect(jakartaDate('soon')).toBe('soon');
    expect(jakartaTime('soon')).toBe('');
  });
});

describe('countdownParts', () => {
  it('splits into days, hours, minutes and seconds, rounding a started second up', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('phaseOf', () => {
  it('moves an upcoming promotion to ongoing when its countdown ends, and to ended after its end', () => {
    expect(phaseOf('upcoming', 1000, 5000)).toBe('upcoming');
    expect(phaseOf('upcoming', 0, 5000)).toBe('ongoing');
    expect(phaseOf('ongoing', 0, 1)).toBe('ongoing');
    expect(phaseOf('ongoing', 0, 0)).toBe('ended');
    expect(phaseOf('ended', 0, 5000)).toBe('ended');
  });
});
