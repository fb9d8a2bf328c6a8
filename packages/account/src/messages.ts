// Copy used by several account screens, translated with the active catalog.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_METHOD_NAMES } from '@nusa/api-client/payment-channels';
import type { components } from '@nusa/api-client/schema';
import { DEFAULT_LANG, isLang, type Lang } from '@nusa/i18n/languages';
import type { BadgeTone } from '@nusa/ui-kit/badge';

type Schemas = components['schemas'];
export type BookingStatus = Schemas['BookingStatus'];
export type BookingPeriod = Schemas['BookingPeriod'];

/** The active language, for dates. */
export const langOf = (i18n: I18n): Lang => (isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG);

/** The history's status filter in the spec's order, with the badge each status wears (paid and pending styles). */
export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'paid',
  'completed',
  'cancelled',
  'expired',
];

export const STATUS_TONE: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  completed: 'primary',
  cancelled: 'danger',
  expired: 'neutral',
};

export function statusName(i18n: I18n, status: BookingStatus): string {
  switch (status) {
    case 'pending':
      return i18n._(msg`Menunggu pembayaran`);
    case 'paid':
      return i18n._(msg`Lunas / terkonfirmasi`);
    case 'completed':
      return i18n._(msg`Selesai`);
    case 'cancelled':
      return i18n._(msg`Dibatalkan`);
    case 'expired':
      return i18n._(msg`Kedaluwarsa`);
  }
}

/** The spec's history periods: past week, 30 days, 3 months, a year. */
export const BOOKING_PERIODS: readonly BookingPeriod[] = ['past_week', '30_days', '3_months', 'year'];

export function periodName(i18n: I18n, period: BookingPeriod): string {
  switch (period) {
    case 'past_week':
      return i18n._(msg`Seminggu terakhir`);
    case '30_days':
      return i18n._(msg`30 hari terakhir`);
    case '3_months':
      return i18n._(msg`3 bulan terakhir`);
    case 'year':
      return i18n._(msg`1 tahun terakhir`);
  }
}

export function paymentMethodName(i18n: I18n, method: Schemas['PaymentMethod'] | null): string {
  return method === null ? i18n._(msg`Belum dipilih`) : i18n._(PAYMENT_METHOD_NAMES[method]);
}

export function paymentStatusName(i18n: I18n, status: Schemas['PaymentStatus']): string {
  switch (status) {
    case 'pending':
      return i18n._(msg`Menunggu pembayaran`);
    case 'paid':
      return i18n._(msg`Dibayar`);
    case 'failed':
      return i18n._(msg`Gagal`);
    case 'expired':
      return i18n._(msg`Kedaluwarsa`);
  }
}

/** The support mailbox for "contact support" (build-time VITE_SUPPORT_EMAIL, like the sign-in notice). */
export const supportEmail = (): string => import.meta.env.VITE_SUPPORT_EMAIL || 'cs@nusastay.id';
