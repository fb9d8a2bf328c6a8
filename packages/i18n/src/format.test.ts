import { describe, expect, it } from 'vitest';
import { formatIDR, formatInstant } from './format';

describe('formatIDR', () => {
  it('uses dot thousands and no decimals', () => {
    expect(formatIDR(1234567)).toBe('Rp 1.234.567');
    expect(formatIDR(0)).toBe('Rp 0');
    expect(formatIDR(950000.4)).toBe('Rp 950.000');
    expect(formatIDR(-15000)).toBe('-Rp 15.000');
    expect(formatIDR(999)).toBe('Rp 999');
    expect(formatIDR(1000)).toBe('Rp 1.000');
    expect(formatIDR(2147483647)).toBe('Rp 2.147.483.647');
  });

  it("groups the digits as Intl's id-ID does, for amounts of every length", () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    for (let amount = 1; amount < 3_000_000_000; amount = amount * 7 + 3) {
      expect(formatIDR(amount)).toBe(`Rp ${intl.format(amount)}`);
      expect(formatIDR(-amount)).toBe(`-Rp ${intl.format(amount)}`);
    }
  });
});

describe('formatInstant', () => {
  it('shows an instant in Jakarta time (WIB) whatever zone it was written in', () => {
    // 20:30 UTC on 22 Nov is 03:30 on 23 Nov in Jakarta (UTC+7).
    expect(formatInstant('2026-11-22T20:30:00Z', 'id')).toBe('Sen, 23 Nov 2026 03:30 WIB');
    expect(formatInstant('2026-11-23T10:30:00+07:00', 'en')).toBe('Mon, 23 Nov 2026 10:30 WIB');
    expect(formatInstant('not a date', 'en')).toBe('not a date');
  });
});
