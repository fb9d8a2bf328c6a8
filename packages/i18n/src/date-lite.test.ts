import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isIsoDate, jakartaToday, nightsBetweenDates, plusDays } from './date-lite';
import { formatStayDate } from './format';

describe('date-lite', () => {
  it('agrees with the Luxon formatter in both languages', () => {
    for (const iso of ['2026-11-23', '2027-01-01', '2026-08-17', '2027-05-31']) {
      expect(formatDisplayDate(iso, 'id')).toBe(formatStayDate(iso, 'id'));
      expect(formatDisplayDate(iso, 'en')).toBe(formatStayDate(iso, 'en'));
    }
  });
  it('computes Jakarta today and calendar arithmetic', () => {
    expect(jakartaToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(nightsBetweenDates('2026-12-30', '2027-01-14')).toBe(15);
  });
  it('agrees with the Asia/Jakarta time zone at every hour over the years it computes (fixed UTC+7)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', dateStyle: 'short' });
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 3_600_000 * 7 + 60_000) {
      expect(jakartaToday(new Date(ms))).toBe(zone.format(new Date(ms)));
    }
  });
  it('rejects impossible dates', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});
