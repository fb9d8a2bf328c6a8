// Dates as the member reads them, in Jakarta time, with Intl and @nusa/i18n's date-lite rather than Luxon: the
// booking detail and the history are pages people land on from a link, and Luxon (about 20 KiB gzip) was the
// largest file on their way to the first content (Lighthouse's request chain). date-lite is what the first route
// already uses for stay dates, so the format is the spec's everywhere ("Kam, 10 Des 2026").
import { formatDisplayDate, JAKARTA_TZ } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';

/** Jakarta's calendar date and wall-clock time of an instant, from Intl (no offset arithmetic of our own). */
const jakartaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: JAKARTA_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function inJakarta(at: Date): { date: string; time: string } | null {
  if (Number.isNaN(at.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    jakartaParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** An instant as "Kam, 10 Des 2026 10:00 WIB". */
export function formatJakartaInstant(iso: string, lang: Lang): string {
  const at = inJakarta(new Date(iso));
  return at ? `${formatDisplayDate(at.date, lang)} ${at.time} WIB` : iso;
}

/** A booking's date and time (already Jakarta's, as the API answers them) as "Jum, 20 Nov 2026 09:15 WIB". */
export function formatBookedAt(date: string, time: string, lang: Lang): string {
  const shown = formatDisplayDate(date, lang);
  const hhmm = /^(\d{2}):(\d{2})/.exec(time);
  return shown === date || !hhmm ? `${date} ${time}` : `${shown} ${hhmm[1]}:${hhmm[2]} WIB`;
}

/** A stay date (a calendar date, not an instant) as "Kam, 24 Des 2026". */
export function formatStayDate(date: string, lang: Lang): string {
  return formatDisplayDate(date, lang);
}

/**
 * Today's date in Jakarta (YYYY-MM-DD), from an injectable clock. Not @nusa/api-client/stay's jakartaToday: importing
 * that module from an account view split it out of the home page's chunk, adding a request and bytes to the first
 * route (measured with `pnpm budget`).
 */
export function jakartaToday(now: Date = new Date()): string {
  return inJakarta(now)?.date ?? '';
}
