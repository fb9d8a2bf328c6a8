// Money and instants as a person reads them in payment instructions and the voucher e-mail.
import { DateTime } from 'luxon';
import type { Lang } from '../../http/i18n.ts';

const RUPIAH = { id: new Intl.NumberFormat('id-ID'), en: new Intl.NumberFormat('en-US') } as const;

/** Rp 1.250.000 (Indonesian grouping) or Rp 1,250,000 (English). */
export function formatRupiah(amount: number, lang: Lang): string {
  return `Rp ${RUPIAH[lang].format(amount)}`;
}

/** 23 Nov 2026 14:05 WIB: every deadline is Jakarta time, whatever the phone's zone. */
export function jakartaDateTime(at: Date, lang: Lang): string {
  return `${DateTime.fromJSDate(at, { zone: 'Asia/Jakarta' })
    .setLocale(lang === 'en' ? 'en-GB' : 'id')
    .toFormat('d LLL yyyy HH:mm')} WIB`;
}

/** Sabtu, 20 Desember 2026 / Saturday, 20 December 2026 (a stay's calendar date). */
export function longDate(isoDate: string, lang: Lang): string {
  return DateTime.fromISO(isoDate, { zone: 'Asia/Jakarta' })
    .setLocale(lang === 'en' ? 'en-GB' : 'id')
    .toFormat('cccc, d LLLL yyyy');
}
