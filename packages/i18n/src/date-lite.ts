// Stay dates as the spec shows them, for the first route. Intl and Date only, so the home page does not pull
// Luxon (about 22 KiB gzip) into the first route's JavaScript budget; Luxon stays for lazily loaded screens
// (see format.ts). Stay dates are calendar dates ("YYYY-MM-DD") in Asia/Jakarta, never instants, so they are
// formatted as UTC midnights, where there is no daylight-saving or offset to get wrong.
import type { Lang } from './languages';

/**
 * Jakarta keeps Western Indonesia Time, UTC+7 all year (no daylight saving since 1964), so its wall clock is UTC
 * shifted by seven hours. No Intl time-zone formatter: building one loads zone data, which cost a slow phone some
 * 150 ms in the middle of a page's start (a long task, Lighthouse's TBT: issue 14).
 */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/**
 * An instant (epoch ms) as Jakarta's wall clock written like an ISO string ("2026-12-10T10:00:00.000Z": the date
 * and time are Jakarta's, the Z is not), or null for an invalid one. The one place the offset is applied.
 */
export function jakartaWallClock(ms: number): string | null {
  return Number.isFinite(ms) ? new Date(ms + JAKARTA_OFFSET_MS).toISOString() : null;
}
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
