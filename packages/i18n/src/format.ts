import { DateTime } from 'luxon';
import type { Lang } from './languages';

export const JAKARTA = 'Asia/Jakarta';

/**
 * Rupiah are whole numbers, so the comma decimal separator never shows; the dot groups thousands in both
 * languages (the spec wants `Rp 1.234.567` whatever the UI language). Intl's id-ID output uses a
 * non-breaking space after "Rp", which we normalise so copy and tests read the same everywhere.
 */
const idr = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
export function formatIDR(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${idr.format(Math.round(Math.abs(amount)))}`;
}

/** Stay dates are calendar dates (YYYY-MM-DD) in Jakarta, not instants. */
export function parseStayDate(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: JAKARTA });
}

export function toStayDate(dt: DateTime): string {
  return dt.setZone(JAKARTA).toISODate() ?? '';
}

export function todayInJakarta(now: DateTime = DateTime.now()): string {
  return toStayDate(now.setZone(JAKARTA).startOf('day'));
}

export function addDays(iso: string, days: number): string {
  return toStayDate(parseStayDate(iso).plus({ days }));
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(parseStayDate(checkOut).diff(parseStayDate(checkIn), 'days').days);
}

/** The spec's display format: "weekday, DD MMM YYYY", e.g. "Sen, 23 Nov 2026" / "Mon, 23 Nov 2026". */
export function formatStayDate(iso: string, lang: Lang): string {
  const dt = parseStayDate(iso);
  if (!dt.isValid) return iso;
  return dt.setLocale(lang === 'id' ? 'id' : 'en').toFormat('ccc, dd LLL yyyy');
}

/** An instant (ISO date-time) shown as a Jakarta date and time, e.g. for promo periods. */
export function formatInstant(isoDateTime: string, lang: Lang): string {
  const dt = DateTime.fromISO(isoDateTime).setZone(JAKARTA);
  if (!dt.isValid) return isoDateTime;
  return dt.setLocale(lang === 'id' ? 'id' : 'en').toFormat("ccc, dd LLL yyyy HH:mm 'WIB'");
}
