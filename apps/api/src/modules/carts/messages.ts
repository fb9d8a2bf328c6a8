// Messages of the carts endpoints in Indonesian and English (the spec's error catalogue wording where it gives
// one: room not available, hotel fully booked for the dates, pick another date, booking expired), and the helper
// that turns them into HttpErrors.
import type { Lang } from '../../http/i18n.ts';
import { moduleMessages } from '../../http/module-messages.ts';

const MESSAGES = {
  cart_not_found: { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' },
  room_not_found: {
    id: 'Kamar tidak ditemukan di hotel ini.',
    en: 'This room was not found at this hotel.',
  },
  room_occupancy: {
    id: 'Kamar ini untuk paling banyak {adults} dewasa dan {children} anak per kamar.',
    en: 'This room takes at most {adults} adults and {children} children per room.',
  },
  room_not_available: {
    id: 'Kamar tidak tersedia untuk tanggal yang dipilih. Silakan pilih kamar lain.',
    en: 'This room is not available for the selected dates. Please choose another room.',
  },
  fully_booked: {
    id: 'Hotel sudah penuh untuk tanggal yang dipilih. Silakan pilih tanggal lain.',
    en: 'The hotel is fully booked for the selected dates. Please pick other dates.',
  },
  cart_expired: {
    id: 'Waktu pemesanan sudah habis. Silakan mulai pesanan baru.',
    en: 'Your booking has expired. Please start a new order.',
  },
  cart_paid: { id: 'Pesanan ini sudah dibayar.', en: 'This order has already been paid.' },
  idempotency_key_reused: {
    id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  idempotency_key_busy: {
    id: 'Permintaan yang sama masih diproses. Coba lagi sebentar lagi.',
    en: 'The same request is still being processed. Try again in a moment.',
  },
  promo_unknown: { id: 'Kode promo tidak ditemukan.', en: 'This promo code does not exist.' },
  promo_not_started: {
    id: 'Promo ini belum dimulai. Kode berlaku mulai {date}.',
    en: 'This promotion has not started yet. The code is valid from {date}.',
  },
  promo_ended: { id: 'Promo ini sudah berakhir.', en: 'This promotion has ended.' },
  promo_not_for_hotel: {
    id: 'Kode promo ini tidak berlaku untuk hotel ini.',
    en: 'This promo code is not valid for this hotel.',
  },
  promo_below_minimum: {
    id: 'Kode promo ini berlaku untuk transaksi minimal {amount}.',
    en: 'This promo code needs a minimum transaction of {amount}.',
  },
  promo_used_up: {
    id: 'Kuota kode promo ini sudah habis.',
    en: 'This promo code has been fully used.',
  },
  promo_member_limit: {
    id: 'Anda sudah memakai kode promo ini.',
    en: 'You have already used this promo code.',
  },
  promo_in_other_cart: {
    id: 'Kode promo ini sedang dipakai di pesanan Anda yang lain.',
    en: 'This promo code is in use on another of your orders.',
  },
  promo_title_percent: {
    id: 'Diskon {percent}%',
    en: '{percent}% off',
  },
  promo_title_percent_capped: {
    id: 'Diskon {percent}% hingga {amount}',
    en: '{percent}% off, up to {amount}',
  },
  promo_title_amount: { id: 'Potongan {amount}', en: '{amount} off' },
} as const satisfies Record<string, Record<Lang, string>>;

export type CartMessage = keyof typeof MESSAGES;

const messages = moduleMessages(MESSAGES);

/** The message in the request's language, `{name}` parameters filled in. */
export const cm = messages.text;

/** An error whose message (and optional field error) is in the request's language. */
export const cartError = messages.error;
