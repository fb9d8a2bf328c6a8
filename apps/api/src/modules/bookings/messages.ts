// Messages of the account's booking endpoints (timeline steps added by issue 12, cancellation, refund, the
// e-voucher PDF) in Indonesian and English, and the helper that turns them into HttpErrors. The timeline labels
// of the checkout steps stay with the payments module, which writes those steps.
import type { Lang } from '../../http/i18n.ts';
import { moduleMessages } from '../../http/module-messages.ts';

const MESSAGES = {
  booking_not_found: { id: 'Pemesanan tidak ditemukan.', en: 'Booking not found.' },
  step_reviewed: { id: 'Ulasan dikirim', en: 'Review sent' },
  step_refunded: { id: 'Dana dikembalikan', en: 'Refunded' },
  // Cancellation quote and refusals (CancellationReason).
  cancel_refund: {
    id: 'Pemesanan dapat dibatalkan gratis hingga {deadline}. Dana sebesar {amount} akan dikembalikan ke metode pembayaran Anda.',
    en: 'This booking can be cancelled free of charge until {deadline}. {amount} will be refunded to your payment method.',
  },
  cancel_pay_at_hotel: {
    id: 'Pemesanan dapat dibatalkan gratis hingga {deadline}. Tidak ada dana yang ditagih, jadi tidak ada pengembalian dana.',
    en: 'This booking can be cancelled free of charge until {deadline}. Nothing was charged, so there is nothing to refund.',
  },
  non_refundable: {
    id: 'Pemesanan ini tidak dapat dibatalkan karena kamarnya tidak dapat dikembalikan dananya (non-refundable).',
    en: 'This booking cannot be cancelled because its room is non-refundable.',
  },
  past_deadline: {
    id: 'Batas waktu pembatalan gratis sudah lewat ({deadline}). Pemesanan ini tidak dapat dibatalkan lagi.',
    en: 'The free-cancellation deadline has passed ({deadline}). This booking can no longer be cancelled.',
  },
  not_paid: {
    id: 'Pemesanan ini belum dibayar, jadi tidak ada yang perlu dibatalkan. Pesanan yang tidak dibayar akan kedaluwarsa sendiri.',
    en: 'This booking has not been paid, so there is nothing to cancel. An unpaid order expires by itself.',
  },
  already_cancelled: {
    id: 'Pemesanan ini sudah dibatalkan.',
    en: 'This booking has already been cancelled.',
  },
  stay_completed: {
    id: 'Masa menginap sudah selesai. Pemesanan ini tidak dapat dibatalkan.',
    en: 'The stay is over. This booking can no longer be cancelled.',
  },
  refund_failed: {
    id: 'Pengembalian dana tidak dapat diproses saat ini, jadi pemesanan belum dibatalkan. Coba lagi sebentar lagi.',
    en: 'The refund cannot be processed right now, so the booking was not cancelled. Please try again in a moment.',
  },
  voucher_unavailable: {
    id: 'E-voucher tersedia setelah pemesanan dikonfirmasi.',
    en: 'The e-voucher is available once the booking is confirmed.',
  },
  // The e-voucher PDF.
  voucher_title: { id: 'E-Voucher Hotel', en: 'Hotel E-Voucher' },
  voucher_code: { id: 'Kode pemesanan', en: 'Booking code' },
  voucher_number: { id: 'Nomor pesanan', en: 'Order number' },
  voucher_hotel: { id: 'Hotel', en: 'Hotel' },
  voucher_address: { id: 'Alamat', en: 'Address' },
  voucher_check_in: { id: 'Check-in', en: 'Check-in' },
  voucher_check_out: { id: 'Check-out', en: 'Check-out' },
  voucher_from: { id: '{date}, mulai {time}', en: '{date}, from {time}' },
  voucher_until: { id: '{date}, sebelum {time}', en: '{date}, until {time}' },
  voucher_room: { id: 'Kamar', en: 'Room' },
  voucher_room_line: {
    id: '{rooms} x {room} ({nights} malam)',
    en: '{rooms} x {room} ({nights} nights)',
  },
  voucher_occupancy: { id: '{adults} dewasa, {children} anak', en: '{adults} adults, {children} children' },
  voucher_guests: { id: 'Tamu', en: 'Guests' },
  voucher_breakfast: { id: 'Termasuk sarapan', en: 'Breakfast included' },
  voucher_no_breakfast: { id: 'Tanpa sarapan', en: 'Room only' },
  voucher_pay_at_hotel: {
    id: 'Bayar di hotel: {amount} dibayar saat check-in.',
    en: 'Pay at hotel: {amount} is paid at check-in.',
  },
  voucher_paid: { id: 'Lunas: {amount}', en: 'Paid: {amount}' },
  voucher_special_request: { id: 'Permintaan khusus', en: 'Special requests' },
  voucher_rules_title: { id: 'Ketentuan check-in', en: 'Check-in rules' },
  voucher_rule_id: {
    id: 'Tunjukkan e-voucher ini dan KTP (WNI) atau paspor (WNA) yang masih berlaku saat check-in.',
    en: 'Show this e-voucher and a valid KTP (Indonesian ID card) or passport at check-in.',
  },
  voucher_rule_name: {
    id: 'Nama pada kartu identitas harus sama dengan nama tamu pada pemesanan.',
    en: 'The name on the ID must match the guest name on the booking.',
  },
  voucher_rule_deposit: {
    id: 'Hotel dapat meminta deposit yang dikembalikan saat check-out.',
    en: 'The hotel may ask for a deposit, returned at check-out.',
  },
  voucher_rule_times: {
    id: 'Check-in mulai pukul {check_in}, check-out paling lambat pukul {check_out} waktu setempat.',
    en: 'Check-in from {check_in}, check-out by {check_out} local time.',
  },
  voucher_scan: {
    id: 'Pindai kode QR ini di resepsionis hotel.',
    en: 'Scan this QR code at the hotel front desk.',
  },
  voucher_support: {
    id: 'Butuh bantuan? Hubungi layanan pelanggan Nusa Stay (24 jam) lewat menu Bantuan di aplikasi.',
    en: 'Need help? Contact Nusa Stay customer service (24 hours) through Help in the app.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type BookingMessage = keyof typeof MESSAGES;

const messages = moduleMessages(MESSAGES);

/** The message in the request's language, `{name}` parameters filled in. */
export const bm = messages.text;

/** An HttpError with the message in the request's language. */
export const bookingError = messages.error;
