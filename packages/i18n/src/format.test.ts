import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, formatIDR, formatStayDate, nightsBetween, todayInJakarta } from './format';

describe('formatIDR', () => {
  it('uses dot thousands and no decimals', () => {
    expect(formatIDR(1234567)).toBe('Rp 1.234.567');
    expect(formatIDR(0)).toBe('Rp 0');
    expect(formatIDR(950000.4)).toBe('Rp 950.000');
    expect(formatIDR(-15000)).toBe('-Rp 15.000');
  });
});

describe('stay dates', () => {
  it('formats weekday, DD MMM YYYY in both languages', () => {
    expect(formatStayDate('2026-11-23', 'en')).toBe('Mon, 23 Nov 2026');
    expect(formatStayDate('2026-11-23', 'id')).toBe('Sen, 23 Nov 2026');
  });
  it('counts nights and adds days on calendar dates', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('knows today in Jakarta even when UTC is still yesterday', () => {
    // 20:00 UTC on 22 Nov is 03:00 on 23 Nov in Jakarta (UTC+7).
    expect(todayInJakarta(DateTime.fromISO('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});
