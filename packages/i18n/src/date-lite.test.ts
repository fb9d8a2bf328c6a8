import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './date-lite';

describe('formatDisplayDate', () => {
  it("writes the spec's 'weekday, DD MMM YYYY' in both languages", () => {
    expect(formatDisplayDate('2026-11-23', 'id')).toBe('Sen, 23 Nov 2026');
    expect(formatDisplayDate('2026-11-23', 'en')).toBe('Mon, 23 Nov 2026');
    expect(formatDisplayDate('2027-08-17', 'id')).toBe('Sel, 17 Agu 2027');
    expect(formatDisplayDate('2027-01-01', 'en')).toBe('Fri, 01 Jan 2027');
  });
  it("names every weekday and month as Intl's Indonesian and British English do, but September's three letters", () => {
    // The names are written out (no Intl formatter at start-up); Intl is the reference. ICU's en-GB writes "Sept",
    // the spec's MMM is three letters.
    const intl = (locale: string, part: 'weekday' | 'month', ms: number) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', [part]: 'short' }).format(ms).replace('.', '');
    for (let day = 0; day < 366; day++) {
      const ms = Date.UTC(2028, 0, 1 + day);
      const iso = new Date(ms).toISOString().slice(0, 10);
      const [id, en] = [formatDisplayDate(iso, 'id'), formatDisplayDate(iso, 'en')];
      expect(id).toBe(
        `${intl('id-ID', 'weekday', ms)}, ${iso.slice(8, 10)} ${intl('id-ID', 'month', ms)} 2028`,
      );
      expect(en).toBe(
        `${intl('en-GB', 'weekday', ms)}, ${iso.slice(8, 10)} ${intl('en-GB', 'month', ms).replace('Sept', 'Sep')} 2028`,
      );
    }
    expect(formatDisplayDate('2028-09-05', 'en')).toBe('Tue, 05 Sep 2028');
  });

  it('leaves anything that is not a calendar date as it is', () => {
    expect(formatDisplayDate('soon', 'id')).toBe('soon');
  });
});
