import { describe, expect, it } from 'vitest';
import { formatJakartaInstant, inJakarta } from './instant';

describe('instants in Jakarta', () => {
  it('formats an instant in Jakarta time, whatever offset it comes with', () => {
    expect(formatJakartaInstant('2026-12-10T03:00:00Z', 'id')).toBe('Kam, 10 Des 2026 10:00 WIB');
    expect(formatJakartaInstant('2026-12-10T10:00:00+07:00', 'en')).toBe('Thu, 10 Dec 2026 10:00 WIB');
    // From 17:00 UTC it is already the next day in Jakarta.
    expect(formatJakartaInstant('2026-12-31T18:30:00Z', 'id')).toBe('Jum, 01 Jan 2027 01:30 WIB');
    expect(formatJakartaInstant('2030-01-10T17:30:00Z', 'en')).toBe('Fri, 11 Jan 2030 00:30 WIB');
    expect(formatJakartaInstant('not a date', 'id')).toBe('not a date');
  });

  it("answers an instant's Jakarta date and time", () => {
    expect(inJakarta(new Date('2026-12-31T16:59:00Z'))).toEqual({ date: '2026-12-31', time: '23:59' });
    expect(inJakarta(new Date('2026-12-31T17:00:00Z'))).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(inJakarta(new Date(Number.NaN))).toBeNull();
  });
});
