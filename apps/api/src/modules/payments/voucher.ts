// The confirmation e-mail with the hotel voucher, sent once per booking through the e-mail adapter (SMTP, or the
// local outbox). A sender first claims the booking (voucher_claimed_at, one conditional UPDATE), sends, then marks
// it sent: 50 copies of a notification send one e-mail, and a send that failed (SMTP down) releases its claim so
// the gateway's next notification, or a replay, sends it. A claim left by a crashed process is taken over after
// five minutes. The text is in Indonesian and English: the notification that triggers it carries no language.
import { sql } from 'drizzle-orm';
import type { Services } from '../../contract/handlers.ts';
import type { ContactJson, GuestJson } from '../../db/schema.ts';
import type { Lang } from '../../http/i18n.ts';
import { stayItems } from '../carts/answer.ts';
import { formatRupiah, longDate } from './format.ts';
import { BANK_NAMES } from './instructions.ts';

const CLAIM_TIMEOUT_MS = 5 * 60_000;

interface VoucherBooking extends Record<string, unknown> {
  id: number;
  code: string;
  number: string;
  contact: ContactJson;
  guests: GuestJson[];
  payment_method: string | null;
  payment_status: string;
  total: number;
  channel: string | null;
}

const COPY = {
  id: {
    subject: 'Voucher hotel Anda: {code}',
    greeting: 'Halo {name},',
    intro: 'Pemesanan Anda sudah dikonfirmasi. Tunjukkan voucher ini dan KTP atau paspor saat check-in.',
    code: 'Kode booking',
    number: 'Nomor pesanan',
    hotel: 'Hotel',
    address: 'Alamat',
    room: 'Kamar',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    from: 'mulai',
    until: 'sebelum',
    nights: '{n} malam, {rooms} kamar',
    guests: 'Tamu',
    adults: '{n} dewasa',
    children: '{n} anak',
    paid: 'Dibayar',
    payAtHotel: 'Bayar di hotel saat check-in',
    via: 'melalui',
    next: 'Selanjutnya: simpan e-mail ini; detail pemesanan ada di Akun > Pemesanan Saya: {link}',
    thanks: 'Terima kasih telah memesan di Nusa Stay.',
  },
  en: {
    subject: 'Your hotel voucher: {code}',
    greeting: 'Hello {name},',
    intro: 'Your booking is confirmed. Show this voucher and your ID card or passport at check-in.',
    code: 'Booking code',
    number: 'Order number',
    hotel: 'Hotel',
    address: 'Address',
    room: 'Room',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    from: 'from',
    until: 'before',
    nights: '{n} nights, {rooms} rooms',
    guests: 'Guests',
    adults: '{n} adults',
    children: '{n} children',
    paid: 'Paid',
    payAtHotel: 'Pay at the hotel at check-in',
    via: 'by',
    next: 'Next: keep this e-mail; the booking details are under Account > My bookings: {link}',
    thanks: 'Thank you for booking with Nusa Stay.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const METHOD_NAMES: Record<string, Record<Lang, string>> = {
  virtual_account: { id: 'Virtual Account', en: 'virtual account' },
  e_wallet: { id: 'e-wallet', en: 'e-wallet' },
  qris: { id: 'QRIS', en: 'QRIS' },
  credit_card: { id: 'kartu kredit/debit', en: 'credit/debit card' },
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

async function voucherText(
  services: Services,
  booking: VoucherBooking,
  lang: Lang,
): Promise<{ subject: string; text: string }> {
  const copy = COPY[lang];
  const items = await stayItems((query) => services.database.rows(query), { bookingId: booking.id }, lang);
  const lead = booking.guests[0]?.full_name ?? booking.contact.full_name;
  const lines = [
    fill(copy.greeting, { name: booking.contact.full_name }),
    '',
    copy.intro,
    '',
    `${copy.code}: ${booking.code}`,
    `${copy.number}: ${booking.number}`,
  ];
  for (const item of items) {
    const guests = [fill(copy.adults, { n: item.adults })];
    if (item.children.length > 0) guests.push(fill(copy.children, { n: item.children.length }));
    lines.push(
      '',
      `${copy.hotel}: ${item.hotel.name}`,
      `${copy.address}: ${item.hotel.address}, ${item.hotel.city_name}`,
      `${copy.room}: ${item.room_name} (${item.bed_type})`,
      `${copy.checkIn}: ${longDate(item.check_in, lang)}, ${copy.from} ${item.hotel.check_in_time}`,
      `${copy.checkOut}: ${longDate(item.check_out, lang)}, ${copy.until} ${item.hotel.check_out_time}`,
      fill(copy.nights, { n: item.nights, rooms: item.rooms }),
      `${copy.guests}: ${lead} (${guests.join(', ')})`,
    );
  }
  const method = booking.payment_method ?? '';
  const channel =
    booking.channel && booking.channel in BANK_NAMES
      ? BANK_NAMES[booking.channel as keyof typeof BANK_NAMES]
      : null;
  lines.push(
    '',
    method === 'pay_at_hotel'
      ? `${copy.payAtHotel}: ${formatRupiah(booking.total, lang)}`
      : `${copy.paid}: ${formatRupiah(booking.total, lang)} ${copy.via} ${channel ?? METHOD_NAMES[method]?.[lang] ?? method}`,
    '',
    fill(copy.next, { link: `${services.config.auth.publicAppUrl}/account/my-booking` }),
    '',
    copy.thanks,
  );
  return { subject: fill(copy.subject, { code: booking.code }), text: lines.join('\n') };
}

/**
 * Sends the booking's voucher unless it was sent (or another sender holds a fresh claim). Failures are logged
 * without the recipient and leave the voucher to the next attempt.
 */
export async function sendVoucher(
  services: Services,
  bookingId: number,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const { database, clock } = services;
  const now = clock();
  const [claimed] = await database.rows<{ id: number }>(sql`
    UPDATE bookings SET voucher_claimed_at = ${now.toISOString()}::timestamptz
     WHERE id = ${bookingId} AND voucher_sent_at IS NULL AND status = 'paid'
       AND (voucher_claimed_at IS NULL
            OR voucher_claimed_at < ${new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()}::timestamptz)
    RETURNING id`);
  if (!claimed) return;
  try {
    const [booking] = await database.rows<VoucherBooking>(sql`
      SELECT b.id, b.code, b.number, b.contact, b.guests, b.payment_method, b.payment_status, b.total,
             (SELECT p.channel FROM payments p WHERE p.booking_id = b.id ORDER BY p.created_at DESC LIMIT 1) AS channel
        FROM bookings b WHERE b.id = ${bookingId}`);
    if (!booking) return;
    const id = await voucherText(services, booking, 'id');
    const en = await voucherText(services, booking, 'en');
    await services.delivery.email.send({
      to: booking.contact.email,
      subject: `${id.subject} / ${en.subject}`,
      text: `${id.text}\n\n— English —\n\n${en.text}`,
    });
    await database.rows(sql`
      UPDATE bookings SET voucher_sent_at = ${clock().toISOString()}::timestamptz WHERE id = ${bookingId}`);
  } catch (error) {
    await database
      .rows(
        sql`UPDATE bookings SET voucher_claimed_at = NULL WHERE id = ${bookingId} AND voucher_sent_at IS NULL`,
      )
      .catch(() => {});
    log.warn({ bookingId, err: error }, 'voucher e-mail not sent; the next notification retries it');
  }
}
