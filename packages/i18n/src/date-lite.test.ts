import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './date-lite';

describe('formatDisplayDate', () => {
  it("writes the spec's 'weekday, DD MMM YYYY' in both languages", () => {
    expect(formatDisplayDate('2026-11-23', 'id')).toBe('Sen, 23 Nov 2026');
    expect(formatDisplayDate('2026-11-23', 'en')).toBe('Mon, 23 Nov 2026');
    expect(formatDisplayDate('2027-08-17', 'id')).toBe('Sel, 17 Agu 2027');
    expect(formatDisplayDate('2027-01-01', 'en')).toBe('Fri, 01 Jan 2027');
  });
  it('leaves anything that is not a calendar date as it is', () => {
    expect(formatDisplayDate('soon', 'id')).toBe('soon');
  });
});
