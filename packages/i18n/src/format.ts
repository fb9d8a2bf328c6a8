import { DateTime } from 'luxon';
import type { Lang } from './languages';

export const JAKARTA = 'Asia/Jakarta';

/**
 * Rupiah are whole numbers, so the comma decimal separator never shows; the dot groups thousands in both
 * languages (the spec wants `Rp 1.234.567` whatever the UI language). Grouped by hand rather than with Intl's
 * id-ID: building that formatter loads the locale's data, and because every page shows a price it did so while
 * the first route's script was evaluated, about 20 ms in one task (80 ms on a 4x slower phone: Lighthouse's TBT,
 * issue 14). A test checks the digits against Intl.
 */
export function formatIDR(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${groupThousands(Math.round(Math.abs(amount)))}`;
}

/** 1234567 → "1.234.567" (a whole, non-negative number's digits), with `separator` between the thousands. */
export function groupThousands(whole: number | string, separator = '.'): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, separator);
}

/** An instant (ISO date-time) shown as a Jakarta date and time, e.g. for promo periods. */
export function formatInstant(isoDateTime: string, lang: Lang): string {
  const dt = DateTime.fromISO(isoDateTime).setZone(JAKARTA);
  if (!dt.isValid) return isoDateTime;
  return dt.setLocale(lang === 'id' ? 'id' : 'en').toFormat("ccc, dd LLL yyyy HH:mm 'WIB'");
}
