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

  it('agrees with an Intl formatter of the Asia/Jakarta zone every 7 hours from 2024 to 2030', () => {
    // The fixed UTC+7 offset is what the app uses (no time-zone formatter at start-up); the zone database is the
    // reference. 7 hours apart so every hour of the day comes round, across years and leap days.
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.UTC(2024, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    let checked = 0;
    for (let ms = from; ms < to; ms += 7 * 3_600_000 + 13 * 60_000) {
      const parts = Object.fromEntries(zone.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
      expect(inJakarta(new Date(ms))).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(7000);
  });
});
