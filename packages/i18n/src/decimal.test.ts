import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

describe('formatDecimal', () => {
  it('writes scores and distances the way each language does', () => {
    expect(formatDecimal(4.5, 'id', { min: 1, max: 1 })).toBe('4,5');
    expect(formatDecimal(4, 'en', { min: 1, max: 1 })).toBe('4.0');
    expect(formatDecimal(1200, 'id')).toBe('1.200');
    expect(formatDecimal(1200, 'en')).toBe('1,200');
    expect(formatDecimal(3, 'id', { max: 1 })).toBe('3');
    expect(formatDecimal(-0.04, 'en', { max: 1 })).toBe('0');
  });

  // Negative values that round to zero are written "0" (Intl writes "-0"); none of ours is negative anyway.
  it('agrees with Intl (id-ID, en-US) on values of every size and on rounding ties', () => {
    const values = [
      0, 0.05, 0.15, 0.25, 1.005, 2.675, 3.45, 4.449, 4.45, 4.95, 9.99, 12.5, 999.95, 1234.56, 98765.43,
    ];
    for (let v = 0.01; v < 5_000_000; v = v * 3.7 + 0.013) values.push(v, -(v + 1));
    for (const [lang, locale] of [
      ['id', 'id-ID'],
      ['en', 'en-US'],
    ] as const)
      for (const [min, max] of [
        [0, 0],
        [0, 1],
        [1, 1],
        [0, 2],
      ])
        for (const value of values) {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: min,
            maximumFractionDigits: max,
          });
          expect(formatDecimal(value, lang, { min, max }), `${value} ${lang} ${min}-${max}`).toBe(
            intl.format(value),
          );
        }
  });
});
