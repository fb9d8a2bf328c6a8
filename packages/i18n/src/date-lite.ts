// Stay dates as the spec shows them, for the first route. Intl and Date only, so the home page does not pull
// Luxon (about 22 KiB gzip) into the first route's JavaScript budget; Luxon stays for lazily loaded screens
// (see format.ts). Stay dates are calendar dates ("YYYY-MM-DD") in Asia/Jakarta, never instants, so they are
// formatted as UTC midnights, where there is no daylight-saving or offset to get wrong.
import type { Lang } from './languages';

export const JAKARTA_TZ = 'Asia/Jakarta';
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(iso: string): number {
  const m = ISO.exec(iso);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(lang: Lang, part: 'weekday' | 'month'): Intl.DateTimeFormat {
  const key = `${lang}-${part}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
      timeZone: 'UTC',
      ...(part === 'weekday' ? { weekday: 'short' } : { month: 'short' }),
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * The spec's display format "weekday, DD MMM YYYY" ("Sen, 23 Nov 2026" / "Mon, 23 Nov 2026"), assembled
 * from parts because Intl's own ordering differs by locale. Intl and Date only, so the first route needs no
 * Luxon; calendar arithmetic (today in Jakarta, nights) is @nusa/api-client/stay's.
 */
export function formatDisplayDate(iso: string, lang: Lang): string {
  const ms = toUtcMs(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms);
  const weekday = dayFormatter(lang, 'weekday').format(d).replace('.', '');
  const month = dayFormatter(lang, 'month').format(d).replace('.', '');
  return `${weekday}, ${iso.slice(8, 10)} ${month} ${iso.slice(0, 4)}`;
}
