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

/** An instant (ISO date-time) shown as a Jakarta date and time, e.g. for promo periods. */
export function formatInstant(isoDateTime: string, lang: Lang): string {
  const dt = DateTime.fromISO(isoDateTime).setZone(JAKARTA);
  if (!dt.isValid) return isoDateTime;
  return dt.setLocale(lang === 'id' ? 'id' : 'en').toFormat("ccc, dd LLL yyyy HH:mm 'WIB'");
}
