// The loading shell of the member's own pages (issue 14): the checkout of a cart, the booking history and one
// booking. Their largest paint is the member's data (a line of the booking review, of the first booking, of the
// stay), which the browser could only paint after its scripts, its catalog and one authenticated round trip. The
// page request carries the session cookie (JASMINE_TOKEN, docs/decisions/007), so the server asks its own API for
// what the page shows first, as the page would (`Authorization: Bearer <the cookie's token>`, through app.inject:
// the same routes, token checks, session version and ownership checks as the browser's own request), and paints
// the page's first card with it, in the page's words and order, styled like the page (apps/web global.css,
// `nusa-shell__` classes), so the page that replaces it does not move.
//
// Why reading the cookie here is safe while the API authenticates only the bearer header (docs/decisions/012):
// this is a GET of a page that changes nothing, its answer is readable only by the page's own origin (a cross-site
// request can make the browser send the cookie but cannot read the HTML), and it is sent `private, no-store`.
// The answer is never embedded as a first answer (that reader ignores Authorization): the page makes its own
// requests; the shell only paints. Nothing of the member goes to the log here.
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { FastifyInstance } from 'fastify';
import { formatRupiah } from '../modules/payments/format.ts';
import { BANK_NAMES } from '../modules/payments/instructions.ts';
import { escapeHtml, shellFrame } from './first-paint.ts';
import type { Lang } from './i18n.ts';
import { moduleMessages } from './module-messages.ts';
import type { PageKind } from './preload.ts';

export type MemberPageKind = Extract<PageKind, 'checkout' | 'accountHistory' | 'accountBooking'>;

export const isMemberPage = (kind: PageKind): kind is MemberPageKind =>
  kind === 'checkout' || kind === 'accountHistory' || kind === 'accountBooking';

/** The words of the pages' first cards, as their catalogs have them (packages/checkout, packages/account). */
const m = moduleMessages({
  checkout_title: { id: 'Pemesanan Hotel', en: 'Hotel Booking' },
  review_title: { id: 'Tinjau pesanan hotel', en: 'Hotel booking review' },
  room: { id: 'Kamar', en: 'Room' },
  bed: { id: 'Tempat tidur', en: 'Bed' },
  check_in: { id: 'Check-in', en: 'Check-in' },
  check_out: { id: 'Check-out', en: 'Check-out' },
  checkout_from: { id: 'mulai {time}', en: 'from {time}' },
  checkout_by: { id: 'sebelum {time}', en: 'by {time}' },
  length_of_stay: { id: 'Lama menginap', en: 'Length of stay' },
  rooms_guests: { id: 'Kamar & tamu', en: 'Rooms & guests' },
  guests_one: {
    id: '{rooms} kamar, {adults} dewasa, {children} anak',
    en: '{rooms} room, {adults} adult(s), {children} child(ren)',
  },
  guests_other: {
    id: '{rooms} kamar, {adults} dewasa, {children} anak',
    en: '{rooms} rooms, {adults} adult(s), {children} child(ren)',
  },
  nights_one: { id: '{n} malam', en: '{n} night' },
  nights_other: { id: '{n} malam', en: '{n} nights' },
  breakfast: { id: 'Sarapan', en: 'Breakfast' },
  breakfast_included: { id: 'Termasuk sarapan', en: 'Breakfast included' },
  breakfast_excluded: { id: 'Tanpa sarapan', en: 'Breakfast not included' },
  cancellation: { id: 'Kebijakan pembatalan', en: 'Cancellation policy' },
  refundable: { id: 'Bisa dibatalkan.', en: 'Refundable.' },
  non_refundable: { id: 'Tidak bisa dibatalkan.', en: 'Non-refundable.' },
  pay_at_hotel: { id: 'Bayar di hotel', en: 'Pay at hotel' },
  available: { id: 'Tersedia', en: 'Available' },
  not_available: { id: 'Tidak tersedia', en: 'Not available' },
  history_title: { id: 'Pesanan saya', en: 'My bookings' },
  period: { id: 'Periode', en: 'Period' },
  all_time: { id: 'Semua waktu', en: 'All time' },
  status: { id: 'Status', en: 'Status' },
  all_statuses: { id: 'Semua status', en: 'All statuses' },
  history_count: { id: '{shown} dari {total} pesanan', en: '{shown} of {total} bookings' },
  order_number: { id: 'No. pesanan {number}', en: 'Order no. {number}' },
  hotel: { id: 'Hotel', en: 'Hotel' },
  dates: { id: 'Tanggal', en: 'Dates' },
  rooms_of: { id: '{rooms} × {room}', en: '{rooms} × {room}' },
  room_price_one: {
    id: 'Harga kamar ({rooms} kamar × {nights} malam)',
    en: 'Room price ({rooms} room(s) × {nights} night)',
  },
  room_price_other: {
    id: 'Harga kamar ({rooms} kamar × {nights} malam)',
    en: 'Room price ({rooms} room(s) × {nights} nights)',
  },
  total: { id: 'Total', en: 'Total' },
  'booking.pending': { id: 'Menunggu pembayaran', en: 'Waiting for payment' },
  'booking.paid': { id: 'Lunas / terkonfirmasi', en: 'Paid / confirmed' },
  'booking.completed': { id: 'Selesai', en: 'Completed' },
  'booking.cancelled': { id: 'Dibatalkan', en: 'Cancelled' },
  'booking.expired': { id: 'Kedaluwarsa', en: 'Expired' },
  booking_title: { id: 'Detail pesanan', en: 'Booking details' },
  booking_code: { id: 'Kode pemesanan', en: 'Booking code' },
  order_no: { id: 'No. pesanan', en: 'Order no.' },
  booked_on: { id: 'Tanggal pesan', en: 'Booked on' },
  payment_method: { id: 'Metode pembayaran', en: 'Payment method' },
  payment_status: { id: 'Status pembayaran', en: 'Payment status' },
  'method.virtual_account': { id: 'Virtual account', en: 'Virtual account' },
  'method.e_wallet': { id: 'Dompet digital', en: 'E-wallet' },
  'method.qris': { id: 'QRIS', en: 'QRIS' },
  'method.credit_card': { id: 'Kartu kredit', en: 'Credit card' },
  'method.pay_at_hotel': { id: 'Bayar di hotel', en: 'Pay at hotel' },
  'method.none': { id: 'Belum dipilih', en: 'Not chosen yet' },
  'payment.pending': { id: 'Menunggu pembayaran', en: 'Waiting for payment' },
  'payment.paid': { id: 'Dibayar', en: 'Paid' },
  'payment.failed': { id: 'Gagal', en: 'Failed' },
  'payment.expired': { id: 'Kedaluwarsa', en: 'Expired' },
  stay_title: { id: 'Detail menginap', en: 'Stay details' },
  stay_from: { id: 'mulai {time}', en: 'from {time}' },
  stay_before: { id: 'sebelum {time}', en: 'before {time}' },
  duration: { id: 'Durasi', en: 'Length of stay' },
  with_breakfast: { id: 'termasuk sarapan', en: 'breakfast included' },
});
type Key = Parameters<typeof m.text>[1];

const SESSION_COOKIE = 'JASMINE_TOKEN';
/** A JWT as the API issues them (three base64url parts); anything else is not worth a request. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,2048}$/;
/** A cart id or a booking code as the routes take them; anything else is answered by the page itself. */
const ID_SHAPE = /^[A-Za-z0-9-]{1,64}$/;
/** The history's first page (packages/account prefetch.ts HISTORY_PER_PAGE): its count line says how many. */
const HISTORY_PER_PAGE = 10;
/** Booking cards painted: more than a phone's screen shows (the shell is fixed and clips the rest). */
const HISTORY_CARDS = 3;

/** The session token of a Cookie header (the first JASMINE_TOKEN, as the browser sends the most specific first). */
function sessionTokenOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const token = part.slice(eq + 1).trim();
    return TOKEN_SHAPE.test(token) ? token : null;
  }
  return null;
}

/** The API request behind a member page's first card, or null when the page shows no member data at once. */
function memberRequestOf(kind: MemberPageKind, query: Record<string, unknown>): string | null {
  if (kind === 'accountHistory') return `/api/members/bookings?perpage=${HISTORY_PER_PAGE}`;
  const id = kind === 'checkout' ? query.cart : query.code;
  if (typeof id !== 'string' || !ID_SHAPE.test(id)) return null;
  return kind === 'checkout' ? `/api/carts/${id}/` : `/api/members/bookings/${id}`;
}

/** What the API answered the member's request: a 200's body, or `frame` (a page that will show something else). */
export type MemberAnswer = { body: { data?: unknown; meta?: { total?: unknown } } } | 'frame';

/**
 * The answer to a member page's first request with the cookie's token, or null for no shell at all: no cookie
 * or a token the API refuses (401, 403: the app sends the visitor to sign in), or a page without such a request.
 * Any other failure (an unknown cart or booking, a 5xx, an exception) gives frames: the page shows its own notice.
 */
export async function memberAnswerOf(
  app: FastifyInstance,
  kind: MemberPageKind,
  query: Record<string, unknown>,
  cookie: string | string[] | undefined,
  lang: Lang,
): Promise<MemberAnswer | null> {
  const token = sessionTokenOf(cookie);
  const url = memberRequestOf(kind, query);
  if (token === null || url === null) return null;
  try {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang, 'x-platform': 'mobile-web' },
    });
    if (response.statusCode === 401 || response.statusCode === 403) return null;
    if (response.statusCode !== 200) return 'frame';
    const body = response.json() as { data?: unknown } | null;
    return body && typeof body === 'object' && body.data ? { body } : 'frame';
  } catch {
    return 'frame';
  }
}

/** Rp 1.234.567 in both languages, as the pages' formatIDR (@nusa/i18n/format) writes it. */
const formatIDR = (amount: number) => formatRupiah(amount, 'id');

// The answers' shapes as far as the shells read them (openapi components Cart, BookingSummary, Booking). Every
// field is checked before use: a shell paints what it can read, frames for the rest, and never throws.
interface StayLike {
  hotel?: { name?: unknown; address?: unknown; check_in_time?: unknown; check_out_time?: unknown };
  room_name?: unknown;
  bed_type?: unknown;
  check_in?: unknown;
  check_out?: unknown;
  nights?: unknown;
  rooms?: unknown;
  adults?: unknown;
  children?: unknown;
  breakfast_included?: unknown;
  refundable?: unknown;
  pay_at_hotel?: unknown;
  cancellation_policy?: unknown;
  total_price?: unknown;
}

const str = (v: unknown): string => (typeof v === 'string' ? escapeHtml(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const date = (v: unknown, lang: Lang): string =>
  typeof v === 'string' ? escapeHtml(formatDisplayDate(v, lang)) : '';
const plural = (lang: Lang, n: number, one: Key, other: Key, params: Record<string, string | number>) =>
  escapeHtml(m.text(lang, n === 1 ? one : other, params));
const nights = (lang: Lang, n: number) => plural(lang, n, 'nights_one', 'nights_other', { n });

const fact = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;
const facts = (rows: string[], className = 'nusa-shell__facts') =>
  `<dl class="${className}">${rows.join('')}</dl>`;
const block = (modifier: string) => `<div class="nusa-shell__block nusa-shell__block--${modifier}"></div>`;
const title = (text: string) => `<p class="nusa-shell__h1">${escapeHtml(text)}</p>`;
const sectionTitle = (html: string) => `<p class="nusa-shell__h2">${html}</p>`;
const section = (inner: string, className = '') =>
  `<div class="nusa-shell__section${className ? ` ${className}` : ''}">${inner}</div>`;
/** The status badge; `solid` as a paid booking's (account STATUS_TONE and Badge's `solid`). */
const badge = (status: unknown, lang: Lang) => {
  const known = ['pending', 'paid', 'completed', 'cancelled', 'expired'];
  if (typeof status !== 'string' || !known.includes(status)) return '';
  return `<span class="nusa-shell__badge" data-status="${status}">${escapeHtml(m.text(lang, `booking.${status}` as Key))}</span>`;
};

/** The checkout's first view: its title, the hold's countdown (a frame) and the booking review card. */
function checkoutMain(answer: MemberAnswer, lang: Lang): string {
  const head = title(m.text(lang, 'checkout_title')) + block('hold');
  const cart =
    answer === 'frame'
      ? null
      : (answer.body.data as { items?: unknown; status?: unknown; payment?: unknown });
  const item = Array.isArray(cart?.items) ? (cart.items[0] as StayLike | undefined) : undefined;
  // A paid, expired or paying cart shows another view (confirmation, notice, payment page): frames there.
  if (!item || cart?.status !== 'active' || cart.payment) return head + block('card');
  const t = (key: Key, params?: Record<string, string | number>) => escapeHtml(m.text(lang, key, params));
  const hotel = item.hotel ?? {};
  const children = Array.isArray(item.children) ? item.children.length : 0;
  const rooms = num(item.rooms);
  const policy = typeof item.cancellation_policy === 'string' ? ` ${str(item.cancellation_policy)}` : '';
  return (
    head +
    section(
      sectionTitle(t('review_title')) +
        '<div class="nusa-shell__hotel"><div class="nusa-shell__thumb"></div><div>' +
        `<p class="nusa-shell__hotel-name">${str(hotel.name)}</p><p class="nusa-shell__muted">${str(hotel.address)}</p></div></div>` +
        facts([
          fact(t('room'), str(item.room_name)),
          fact(t('bed'), str(item.bed_type)),
          fact(
            t('check_in'),
            `${date(item.check_in, lang)} · ${t('checkout_from', { time: String(hotel.check_in_time ?? '') })}`,
          ),
          fact(
            t('check_out'),
            `${date(item.check_out, lang)} · ${t('checkout_by', { time: String(hotel.check_out_time ?? '') })}`,
          ),
          fact(t('length_of_stay'), nights(lang, num(item.nights))),
          fact(
            t('rooms_guests'),
            plural(lang, rooms, 'guests_one', 'guests_other', { rooms, adults: num(item.adults), children }),
          ),
          fact(
            t('breakfast'),
            t(item.breakfast_included === true ? 'breakfast_included' : 'breakfast_excluded'),
          ),
          fact(
            t('cancellation'),
            `${t(item.refundable === true ? 'refundable' : 'non_refundable')}${policy}`,
          ),
          fact(t('pay_at_hotel'), t(item.pay_at_hotel === true ? 'available' : 'not_available')),
        ]),
    )
  );
}

/** "Jum, 20 Nov 2026 09:15 WIB", as packages/account model/dates.ts formatBookedAt. */
function bookedAt(day: unknown, time: unknown, lang: Lang): string {
  if (typeof day !== 'string' || typeof time !== 'string') return '';
  const shown = formatDisplayDate(day, lang);
  const hhmm = /^(\d{2}):(\d{2})/.exec(time);
  return escapeHtml(shown === day || !hhmm ? `${day} ${time}` : `${shown} ${hhmm[1]}:${hhmm[2]} WIB`);
}

/** The history's first view: title, the two filters as the page shows them at first, the count, the first cards. */
function historyMain(answer: MemberAnswer, lang: Lang): string {
  const t = (key: Key, params?: Record<string, string | number>) => escapeHtml(m.text(lang, key, params));
  const select = (label: Key, value: Key) =>
    `<div class="nusa-shell__select"><span>${t(label)}</span><span class="nusa-shell__control">${t(value)}</span></div>`;
  const head =
    title(m.text(lang, 'history_title')) +
    `<div class="nusa-shell__filters">${select('period', 'all_time')}${select('status', 'all_statuses')}</div>`;
  const body = answer === 'frame' ? null : answer.body;
  const list = Array.isArray(body?.data) ? (body.data as Record<string, unknown>[]) : null;
  if (!list) return head + block('card');
  // No bookings: the page shows its empty state, whose words depend on nothing the shell knows better.
  if (list.length === 0) return head;
  const count = `<p class="nusa-shell__muted">${t('history_count', { shown: list.length, total: num(body?.meta?.total) })}</p>`;
  const cards = list.slice(0, HISTORY_CARDS).map((booking) => {
    const stay = (booking.product ?? {}) as StayLike;
    const rooms = num(stay.rooms);
    const n = num(stay.nights);
    return section(
      `<div class="nusa-shell__row"><p class="nusa-shell__number">${t('order_number', { number: String(booking.number ?? '') })}</p>${badge(booking.status, lang)}</div>` +
        `<p class="nusa-shell__muted">${bookedAt(booking.date, booking.time, lang)}</p>` +
        facts([
          fact(t('hotel'), str(stay.hotel?.name)),
          fact(t('dates'), `${date(stay.check_in, lang)} – ${date(stay.check_out, lang)}`),
          fact(
            t('room'),
            `${t('rooms_of', { rooms, room: String(stay.room_name ?? '') })}, ${nights(lang, n)}`,
          ),
        ]) +
        facts(
          [
            fact(
              plural(lang, n, 'room_price_one', 'room_price_other', { rooms, nights: n }),
              escapeHtml(formatIDR(num(stay.total_price))),
            ),
            `<dt class="nusa-shell__total">${t('total')}</dt><dd class="nusa-shell__total">${escapeHtml(formatIDR(num(booking.total)))}</dd>`,
          ],
          'nusa-shell__prices',
        ),
    );
  });
  return `${head}${count}<div class="nusa-shell__list">${cards.join('')}</div>`;
}

/** One booking's first view: title, the summary card, the actions (a frame) and the stay card. */
function bookingMain(answer: MemberAnswer, lang: Lang): string {
  const t = (key: Key, params?: Record<string, string | number>) => escapeHtml(m.text(lang, key, params));
  const head = title(m.text(lang, 'booking_title'));
  const order = answer === 'frame' ? null : (answer.body.data as Record<string, unknown>);
  const stay = Array.isArray(order?.products) ? (order.products[0] as StayLike | undefined) : undefined;
  if (!order || !stay) return head + block('card');
  const methods = ['virtual_account', 'e_wallet', 'qris', 'credit_card', 'pay_at_hotel'];
  const method = methods.includes(String(order.payment_method))
    ? `method.${order.payment_method}`
    : 'method.none';
  const payments = ['pending', 'paid', 'failed', 'expired'];
  const paymentStatus = payments.includes(String(order.payment_status))
    ? t(`payment.${order.payment_status}` as Key)
    : '';
  const channel =
    typeof order.payment_channel === 'string' && Object.hasOwn(BANK_NAMES, order.payment_channel)
      ? BANK_NAMES[order.payment_channel as keyof typeof BANK_NAMES]
      : undefined;
  const hotel = stay.hotel ?? {};
  const summary = section(
    `<div class="nusa-shell__row">${sectionTitle(`${t('booking_code')} <span class="nusa-shell__code">${str(order.code)}</span>`)}${badge(order.status, lang)}</div>` +
      facts([
        fact(t('order_no'), str(order.number)),
        fact(t('booked_on'), bookedAt(order.date, order.time, lang)),
        fact(t('payment_method'), `${t(method as Key)}${channel ? ` (${escapeHtml(channel)})` : ''}`),
        fact(t('payment_status'), paymentStatus),
      ]),
  );
  // A payment still open shows its instructions under the summary (packages/account PendingPayment).
  const pending = order.status === 'pending' ? block('card') : '';
  const room = `${t('rooms_of', { rooms: num(stay.rooms), room: String(stay.room_name ?? '') })}${stay.breakfast_included === true ? `, ${t('with_breakfast')}` : ''}`;
  const stayCard = section(
    sectionTitle(t('stay_title')) +
      facts([
        fact(
          t('hotel'),
          `<span class="nusa-shell__link">${str(hotel.name)}</span><br><span class="nusa-shell__muted">${str(hotel.address)}</span>`,
        ),
        fact(t('room'), room),
        fact(
          t('check_in'),
          `${date(stay.check_in, lang)}, ${t('stay_from', { time: String(hotel.check_in_time ?? '') })}`,
        ),
        fact(
          t('check_out'),
          `${date(stay.check_out, lang)}, ${t('stay_before', { time: String(hotel.check_out_time ?? '') })}`,
        ),
        fact(t('duration'), nights(lang, num(stay.nights))),
      ]),
  );
  // Without the e-voucher button (not yet paid, cancelled, expired) the actions are one row shorter.
  const voucher = order.status === 'paid' || order.status === 'completed';
  return head + summary + pending + block(voucher ? 'actions' : 'actions-short') + stayCard;
}

/** The loading shell of a member page from its first answer (see memberAnswerOf), or '' without one. */
export function memberShellHtml(
  kind: MemberPageKind,
  answer: MemberAnswer | null,
  lang: Lang,
  options: { embedded?: boolean } = {},
): string {
  if (answer === null) return '';
  const main =
    kind === 'checkout'
      ? checkoutMain(answer, lang)
      : kind === 'accountHistory'
        ? historyMain(answer, lang)
        : bookingMain(answer, lang);
  return shellFrame(`<div class="nusa-shell__page">${main}</div>`, {
    back: true,
    embedded: options.embedded,
  });
}
