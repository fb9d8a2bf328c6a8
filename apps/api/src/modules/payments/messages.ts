// Messages of the payment and booking endpoints, the booking timeline and the voucher e-mail, in Indonesian and
// English, and the helper that turns them into HttpErrors.
import type { Lang } from '../../http/i18n.ts';
import { moduleMessages } from '../../http/module-messages.ts';

const MESSAGES = {
  cart_incomplete: {
    id: 'Lengkapi data pemesan dan setujui syarat dan ketentuan sebelum membayar.',
    en: 'Fill in the contact details and accept the terms and conditions before paying.',
  },
  price_changed: {
    id: 'Harga pesanan berubah menjadi {amount}. Periksa kembali rincian harga sebelum membayar.',
    en: 'The price of your order changed to {amount}. Check the price details again before paying.',
  },
  channel_required: {
    id: 'Pilih bank atau e-wallet untuk metode pembayaran ini.',
    en: 'Choose a bank or e-wallet for this payment method.',
  },
  channel_not_for_method: {
    id: 'Pilihan ini tidak tersedia untuk metode pembayaran tersebut.',
    en: 'This choice is not available for that payment method.',
  },
  pay_at_hotel_unavailable: {
    id: 'Bayar di hotel tidak tersedia untuk kamar ini.',
    en: 'Pay at hotel is not available for this room.',
  },
  installment_unavailable: {
    id: 'Cicilan {tenor} bulan tidak tersedia untuk jumlah ini.',
    en: 'A {tenor}-month instalment plan is not available for this amount.',
  },
  promo_not_for_method: {
    id: 'Kode promo yang dipakai tidak berlaku untuk metode pembayaran ini. Pilih metode lain atau hapus promo.',
    en: 'The applied promo code is not valid for this payment method. Choose another method or remove the promo.',
  },
  gateway_unavailable: {
    id: 'Pembayaran tidak dapat diproses saat ini. Coba lagi sebentar lagi.',
    en: 'The payment cannot be processed right now. Please try again in a moment.',
  },
  payment_not_found: { id: 'Pembayaran tidak ditemukan.', en: 'Payment not found.' },
  invalid_signature: {
    id: 'Tanda tangan notifikasi tidak valid.',
    en: 'The notification signature is invalid.',
  },
  notification_received: { id: 'Notifikasi diterima.', en: 'Notification received.' },
  booking_not_found: { id: 'Pemesanan tidak ditemukan.', en: 'Booking not found.' },
  booking_not_own: {
    id: 'Pemesanan ini milik akun lain.',
    en: 'This booking belongs to another account.',
  },
  // The booking timeline (TrackingStep labels).
  step_created: { id: 'Pesanan dibuat', en: 'Order placed' },
  step_paid: { id: 'Pembayaran diterima', en: 'Payment received' },
  step_confirmed: { id: 'Pemesanan dikonfirmasi', en: 'Booking confirmed' },
  step_checked_in: { id: 'Check-in', en: 'Checked in' },
  step_completed: { id: 'Selesai menginap', en: 'Stay completed' },
  step_expired: { id: 'Waktu pembayaran habis', en: 'Payment time ran out' },
  step_cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
} as const satisfies Record<string, Record<Lang, string>>;

export type PaymentMessage = keyof typeof MESSAGES;

const messages = moduleMessages(MESSAGES);

/** The message in the request's language, `{name}` parameters filled in. */
export const pm = messages.text;

/** An error whose message (and optional field error) is in the request's language. */
export const paymentError = messages.error;
