// Dates as the member reads them, in Jakarta time, with Intl and @nusa/i18n's date-lite rather than Luxon (instants:
// @nusa/i18n/instant's formatJakartaInstant): the
// booking detail and the history are pages people land on from a link, and Luxon (about 20 KiB gzip) was the
// largest file on their way to the first content (Lighthouse's request chain). date-lite is what the first route
// already uses for stay dates, so the format is the spec's everywhere ("Kam, 10 Des 2026").
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { inJakarta } from '@nusa/i18n/instant';
import type { Lang } from '@nusa/i18n/languages';

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
