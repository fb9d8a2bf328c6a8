// Decimal numbers for the hotel pages (review scores, distances). A module of its own rather than part of format.ts:
// format.ts rides on the first route (every page shows a price), and everything in a module goes where the module
// goes; this one goes with the results, hotel and recommended-hotels chunks.
import { groupThousands } from './format';
import type { Lang } from './languages';

/**
 * A number the way the language writes it ("4,5" and "1.200" in Indonesian, "4.5" and "1,200" in English), with
 * `min` to `max` decimals, rounded half away from zero on its decimal digits as Intl does. By hand for the same
 * reason as format.ts's formatIDR: review scores and distances show on the first render of results, hotel and home pages, and
 * the first Intl.NumberFormat of a locale loads its data in the middle of that render. A test compares it with Intl.
 */
export function formatDecimal(value: number, lang: Lang | (string & {}), { min = 0, max = 0 } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  // Rounded on the decimal digits ("1.005e2"), not the binary value, as Intl rounds: 1.005 → "1.01".
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${max}`))}e-${max}`);
  let [whole = '0', fraction = ''] = rounded.toFixed(max).split('.');
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const [group, point] = lang === 'en' ? [',', '.'] : ['.', ','];
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole, group)}${fraction ? `${point}${fraction}` : ''}`;
}
