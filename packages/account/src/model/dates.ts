// Dates as the member reads them, in Jakarta time. Written here with Luxon rather than taken from @nusa/i18n/format's
// formatInstant: that module also holds formatIDR, which the home page uses, and a lazy page that used
// formatInstant made the bundler move the module, Luxon with it, into a chunk the first route loads (checkout found
// this; see packages/checkout/src/model/countdown.ts).
import type { Lang } from '@nusa/i18n/languages';
import { DateTime } from 'luxon';

const JAKARTA = 'Asia/Jakarta';

/** An instant as "Kam, 10 Des 2026 10:00 WIB". */
export function formatJakartaInstant(iso: string, lang: Lang): string {
  const at = DateTime.fromISO(iso).setZone(JAKARTA);
  return at.isValid ? at.setLocale(lang).toFormat("ccc, dd LLL yyyy HH:mm 'WIB'") : iso;
}

/** A booking's date and time (already Jakarta's, as the API answers them) as "Jum, 20 Nov 2026 09:15 WIB". */
export function formatBookedAt(date: string, time: string, lang: Lang): string {
  const at = DateTime.fromISO(`${date}T${time}`, { zone: JAKARTA });
  return at.isValid ? at.setLocale(lang).toFormat("ccc, dd LLL yyyy HH:mm 'WIB'") : `${date} ${time}`;
}

/** A stay date (a calendar date, not an instant) as "Kam, 24 Des 2026". */
export function formatStayDate(date: string, lang: Lang): string {
  const at = DateTime.fromISO(date, { zone: JAKARTA });
  return at.isValid ? at.setLocale(lang).toFormat('ccc, dd LLL yyyy') : date;
}

/**
 * Today's date in Jakarta (YYYY-MM-DD), from an injectable clock. Not @nusa/api-client/stay's jakartaToday: importing
 * that module from an account view split it out of the home page's chunk, adding a request and bytes to the first
 * route (measured with `pnpm budget`).
 */
export function jakartaToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(JAKARTA).toISODate() ?? '';
}
