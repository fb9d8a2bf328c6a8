// Calendar-date helpers for the first route. They use only Intl and Date so the home page does not pull
// Luxon (about 22 KiB gzip) into the first route's JavaScript budget; Luxon stays for lazily loaded screens
// (see format.ts). Stay dates are calendar dates ("YYYY-MM-DD") in Asia/Jakarta, never instants, so the
// arithmetic below is done on UTC midnights, where there is no daylight-saving or offset to get wrong.
import type { Lang } from './languages';

export const JAKARTA_TZ = 'Asia/Jakarta';
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtcMs(iso: string): number {
  const m = ISO.exec(iso);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO.test(value) && fromUtcMs(toUtcMs(value)) === value;
}

/**
 * Jakarta's offset from UTC: Western Indonesia Time is UTC+7 all year (no daylight saving since 1964). Shifting
 * by it instead of formatting with an Intl time zone avoids loading zone data, which costs a slow phone tens of
 * milliseconds the first time, on the first route's critical path.
 */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Today's calendar date in Jakarta. */
export function jakartaToday(now: Date = new Date()): string {
  return fromUtcMs(now.getTime() + JAKARTA_OFFSET_MS);
}

export function plusDays(iso: string, days: number): string {
  return fromUtcMs(toUtcMs(iso) + days * DAY_MS);
}

export function nightsBetweenDates(checkIn: string, checkOut: string): number {
  return Math.round((toUtcMs(checkOut) - toUtcMs(checkIn)) / DAY_MS);
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
 * from parts because Intl's own ordering differs by locale. Matches formatStayDate in format.ts.
 */
export function formatDisplayDate(iso: string, lang: Lang): string {
  const ms = toUtcMs(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms);
  const weekday = dayFormatter(lang, 'weekday').format(d).replace('.', '');
  const month = dayFormatter(lang, 'month').format(d).replace('.', '');
  return `${weekday}, ${iso.slice(8, 10)} ${month} ${iso.slice(0, 4)}`;
}
