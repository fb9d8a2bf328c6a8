// Stay dates as the spec shows them, for the first route. Date only, so the home page does not pull
// Luxon (about 22 KiB gzip) into the first route's JavaScript budget; Luxon stays for lazily loaded screens
// (see format.ts). Stay dates are calendar dates ("YYYY-MM-DD") in Asia/Jakarta, never instants, so they are
// formatted as UTC midnights, where there is no daylight-saving or offset to get wrong.
// The `.ts` extension because the API's server shells import this module too, through Node's type stripping.
import type { Lang } from './languages.ts';

/**
 * Jakarta keeps Western Indonesia Time, UTC+7 all year (no daylight saving since 1964), so its wall clock is UTC
 * shifted by seven hours. No Intl time-zone formatter: building one loads zone data, which cost a slow phone some
 * 150 ms in the middle of a page's start (a long task, Lighthouse's TBT: issue 14).
 */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

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

/**
 * The short names the display format uses, written out rather than asked of Intl: building an Intl.DateTimeFormat
 * loads the locale's data, which a CPU profile of the detail page's start put at 33 ms of a 4x-slowed phone (a long
 * task, Lighthouse's TBT: issue 14). Written out, they are also the same in every browser and on the server (ICU's
 * en-GB says "Sept" where the spec's MMM is three letters).
 */
const NAMES = {
  id: {
    weekdays: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  },
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
} as const;

/**
 * The spec's display format "weekday, DD MMM YYYY" ("Sen, 23 Nov 2026" / "Mon, 23 Nov 2026"). Date only, so the
 * first route needs no Luxon and no Intl date formatter; calendar arithmetic (today in Jakarta, nights) is
 * @nusa/api-client/stay's. The API's server shells import it too, so both paint the same words.
 */
export function formatDisplayDate(iso: string, lang: Lang): string {
  const ms = toUtcMs(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new Date(ms);
  const names = lang === 'en' ? NAMES.en : NAMES.id;
  return `${names.weekdays[d.getUTCDay()]}, ${iso.slice(8, 10)} ${names.months[d.getUTCMonth()]} ${iso.slice(0, 4)}`;
}
