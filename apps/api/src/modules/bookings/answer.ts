// A member's bookings as the contract's BookingSummary and Booking. A booking is written when its cart is paid or
// confirmed (payments/settle.ts), and changes later only by a cancellation (cancellation.ts) or the completion
// job (completion.ts); what changes with time alone is read here against the clock, so the answer never waits for
// a job: a paid stay whose check-out day came is `completed` (and reviewable for 30 days), its check-in and
// check-out steps are reached on their days, and a pending one past its deadline is `expired`.
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Run } from '../../db/run.ts';
import {
  bookings,
  type ContactJson,
  type GuestJson,
  payments,
  type SpecialRequestJson,
  type TrackingStepJson,
} from '../../db/schema.ts';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { addDays, jakartaStartOfDay, jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { stayItems } from '../carts/answer.ts';
import { paymentAnswer } from '../payments/answer.ts';
import { type PaymentMessage, pm } from '../payments/messages.ts';
import { type BookingMessage, bm } from './messages.ts';

/** Reads on the pool, or on a transaction's own connection (a cancellation answers from inside its transaction). */
export interface Reader {
  db: Db;
  rows: Run;
}

type Schemas = components['schemas'];
type Booking = Schemas['Booking'];
type BookingSummary = Schemas['BookingSummary'];
type BookingStatus = Schemas['BookingStatus'];
type TrackingStep = Schemas['TrackingStep'];

/** How long after check-out a stay can be reviewed. */
export const REVIEW_WINDOW_DAYS = 30;

export interface BookingRow extends Record<string, unknown> {
  id: number;
  code: string;
  number: string;
  member_id: number | null;
  cart_id: string | null;
  stored_status: BookingStatus;
  status: BookingStatus;
  payment_method: Schemas['PaymentMethod'] | 'bank_transfer' | null;
  payment_status: Schemas['PaymentStatus'];
  paid_at: Date | string | null;
  expires_at: Date | string | null;
  contact: ContactJson;
  guests: GuestJson[];
  special_request: SpecialRequestJson | null;
  promo_code: string | null;
  subtotal: number;
  taxes_and_fees: number;
  promo_discount: number;
  voucher_discount: number;
  shipping_charges: number;
  service_fee: number;
  installment_fee: number;
  installment_tenor: number | null;
  total: number;
  tracking: TrackingStepJson[];
  created_at: Date | string;
  first_check_in: string;
  last_check_out: string;
  reviewed: boolean;
  reviewed_at: Date | string | null;
  cancelled_at: Date | string | null;
  /** Every item refundable (a booking is cancelled whole). */
  refundable: boolean;
  pay_at_hotel: boolean;
  /** The Jakarta day whose start is the free-cancellation deadline (the earliest of the items'); null if not refundable. */
  free_cancellation_day: string | null;
  refund_status: 'pending' | 'refunded' | 'failed' | null;
  refund_amount: number | null;
  refund_requested_at: Date | string | null;
  refunded_at: Date | string | null;
}

/**
 * The booking columns with the status as of `now`: paid becomes completed from the check-out day (Jakarta), and
 * pending becomes expired at its deadline. `where` picks the bookings (aliased b).
 */
export function bookingRowsSql(now: Date, where: SQL): SQL {
  const today = jakartaToday(() => now);
  return sql`
    SELECT * FROM (
      SELECT b.id, b.code, b.number, b.member_id, b.cart_id, b.status AS stored_status,
             CASE WHEN b.status = 'paid' AND s.last_check_out <= ${today}::date THEN 'completed'
                  WHEN b.status = 'pending' AND b.expires_at <= ${now.toISOString()}::timestamptz THEN 'expired'
                  ELSE b.status END AS status,
             b.payment_method, b.payment_status, b.paid_at, b.expires_at, b.contact, b.guests, b.special_request,
             b.promo_code, b.subtotal, b.taxes_and_fees, b.promo_discount, b.voucher_discount, b.shipping_charges,
             b.service_fee, b.installment_fee, b.installment_tenor, b.total, b.tracking, b.created_at,
             s.first_check_in::text AS first_check_in, s.last_check_out::text AS last_check_out,
             rv.reviewed_at IS NOT NULL AS reviewed, rv.reviewed_at, b.cancelled_at,
             s.refundable, s.pay_at_hotel,
             CASE WHEN s.refundable THEN s.free_cancellation_day::text END AS free_cancellation_day,
             f.status AS refund_status, f.amount AS refund_amount, f.requested_at AS refund_requested_at,
             f.refunded_at
        FROM bookings b
        JOIN LATERAL (SELECT min(i.check_in) AS first_check_in, max(i.check_out) AS last_check_out,
                             coalesce(bool_and(i.refundable), false) AS refundable,
                             coalesce(bool_and(i.pay_at_hotel), false) AS pay_at_hotel,
                             min(i.check_in - coalesce(i.free_cancellation_days, 0)) AS free_cancellation_day
                        FROM booking_items i WHERE i.booking_id = b.id) s ON true
        LEFT JOIN LATERAL (SELECT min(r.created_at) AS reviewed_at FROM reviews r WHERE r.booking_id = b.id) rv ON true
        LEFT JOIN booking_refunds f ON f.booking_id = b.id
       WHERE ${where}
    ) AS booking`;
}

const methodOf = (row: BookingRow) =>
  row.payment_method === 'bank_transfer' ? 'virtual_account' : row.payment_method;

const paymentStatusOf = (row: BookingRow): Schemas['PaymentStatus'] =>
  row.status === 'expired' && row.payment_status === 'pending' ? 'expired' : row.payment_status;

function dateAndTime(at: Date | string): { date: string; time: string } {
  const iso = toJakartaIso(new Date(at));
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The free-cancellation deadline: the start (00:00 Jakarta) of the day free_cancellation_days before check-in. */
export function freeCancellationUntil(row: BookingRow): Date | null {
  return row.free_cancellation_day ? jakartaStartOfDay(row.free_cancellation_day) : null;
}

export async function bookingSummary(reader: Reader, row: BookingRow, lang: Lang): Promise<BookingSummary> {
  const [product] = await stayItems((query) => reader.rows(query), { bookingId: row.id }, lang);
  if (!product) throw new Error(`booking ${row.id} has no items`);
  const { shownPricePerNight: _, ...item } = product;
  return {
    code: row.code,
    number: row.number,
    ...dateAndTime(row.created_at),
    status: row.status,
    payment_method: methodOf(row),
    payment_status: paymentStatusOf(row),
    product: item,
    total: row.total,
  };
}

// The checkout's steps are labelled by the payments module that writes them, the account's by this one.
const CHECKOUT_STEPS: Partial<Record<TrackingStep['key'], PaymentMessage>> = {
  created: 'step_created',
  paid: 'step_paid',
  confirmed: 'step_confirmed',
  checked_in: 'step_checked_in',
  completed: 'step_completed',
  expired: 'step_expired',
  cancelled: 'step_cancelled',
};
const ACCOUNT_STEPS: Partial<Record<TrackingStep['key'], BookingMessage>> = {
  reviewed: 'step_reviewed',
  refunded: 'step_refunded',
};

function stepLabel(lang: Lang, key: TrackingStep['key']): string {
  const checkout = CHECKOUT_STEPS[key];
  if (checkout) return pm(lang, checkout);
  const account = ACCOUNT_STEPS[key];
  if (account) return bm(lang, account);
  throw new Error(`no label for the tracking step ${key}`);
}

/** HH:MM on a calendar date in Jakarta, as an instant. */
function jakartaAt(isoDate: string, hhmm: string): Date {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(jakartaStartOfDay(isoDate).getTime() + (h * 60 + m) * 60_000);
}

/**
 * The whole timeline in order, reached steps with their time: what was recorded (created, paid, confirmed,
 * expired, cancelled), check-in and check-out reached on their days at the hotel's times, the review when sent,
 * and the steps still ahead with `at` null. Pay at hotel has no separate payment step. A cancelled booking shows
 * what it went through, then cancelled and, when money was taken back, refunded (inactive while pending).
 */
function trackingOf(
  row: BookingRow,
  times: { checkIn: string; checkOut: string },
  now: Date,
  lang: Lang,
): TrackingStep[] {
  const recorded = new Map(row.tracking.map((step) => [step.key, step.at]));
  const step = (key: TrackingStep['key'], at: string | null): TrackingStep => ({
    key,
    label: stepLabel(lang, key),
    at: at ? toJakartaIso(at) : null,
    active: at !== null,
  });
  if (row.status === 'expired') {
    const at = recorded.get('expired') ?? (row.expires_at ? new Date(row.expires_at).toISOString() : null);
    return [step('created', recorded.get('created') ?? null), step('expired', at)];
  }
  if (row.status === 'cancelled') {
    const steps = row.tracking.filter((s) => s.key !== 'refunded').map((s) => step(s.key, s.at));
    if (row.refund_status && (row.refund_amount ?? 0) > 0) {
      const done = row.refund_status === 'refunded' && row.refunded_at;
      steps.push(step('refunded', done ? new Date(row.refunded_at as Date | string).toISOString() : null));
    }
    return steps;
  }
  const keys: TrackingStep['key'][] =
    methodOf(row) === 'pay_at_hotel'
      ? ['created', 'confirmed', 'checked_in', 'completed', 'reviewed']
      : ['created', 'paid', 'confirmed', 'checked_in', 'completed', 'reviewed'];
  const checkedIn = jakartaAt(row.first_check_in, times.checkIn);
  const checkedOut = jakartaAt(row.last_check_out, times.checkOut);
  return keys.map((key) => {
    let at = recorded.get(key) ?? null;
    if (!at && row.status !== 'pending') {
      if (key === 'checked_in' && now >= checkedIn) at = checkedIn.toISOString();
      if (key === 'completed' && now >= checkedOut) at = checkedOut.toISOString();
      if (key === 'reviewed' && row.reviewed_at) at = new Date(row.reviewed_at).toISOString();
    }
    return step(key, at);
  });
}

function reviewStatusOf(row: BookingRow, today: string): Booking['review_status'] {
  if (row.reviewed) return 'reviewed';
  if (row.status === 'completed') {
    return addDays(row.last_check_out, REVIEW_WINDOW_DAYS) >= today ? 'awaiting' : 'expired';
  }
  return row.status === 'expired' || row.status === 'cancelled' ? 'expired' : 'not_yet';
}

/** The latest payment of the booking's cart (or of the booking, for one made without a cart). */
async function latestPayment(reader: Reader, row: BookingRow) {
  const [found] = await reader.db
    .select({ row: payments, bookingCode: bookings.code })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(row.cart_id ? eq(payments.cartId, row.cart_id) : eq(payments.bookingId, row.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return found;
}

const isoOrNull = (at: Date | string | null) => (at ? toJakartaIso(new Date(at)) : null);

export async function bookingAnswer(
  reader: Reader,
  row: BookingRow,
  lang: Lang,
  now: Date,
): Promise<Booking> {
  const products = (await stayItems((query) => reader.rows(query), { bookingId: row.id }, lang)).map(
    ({ shownPricePerNight: _, ...item }) => item,
  );
  const first = products[0];
  const last = products.at(-1);
  const latest = await latestPayment(reader, row);
  const payment = latest ? paymentAnswer(latest.row, latest.bookingCode ?? null, lang, now) : null;
  const deadline = freeCancellationUntil(row);
  const channel = payment?.channel ?? null;
  const tenor = row.installment_tenor;
  return {
    code: row.code,
    number: row.number,
    ...dateAndTime(row.created_at),
    created_at: toJakartaIso(new Date(row.created_at)),
    status: row.status,
    payment_method: methodOf(row),
    payment_status: paymentStatusOf(row),
    payment_channel: channel,
    payment,
    paid_at: row.paid_at ? toJakartaIso(new Date(row.paid_at)) : null,
    expires_at: row.status === 'pending' && row.expires_at ? toJakartaIso(new Date(row.expires_at)) : null,
    products,
    contact: row.contact,
    guests: row.guests ?? [],
    special_request: row.special_request,
    promo_code: row.promo_code,
    price_details: {
      subtotal: row.subtotal,
      taxes_and_fees: row.taxes_and_fees,
      promo_discount: row.promo_discount,
      voucher_discount: row.voucher_discount,
      shipping_charges: row.shipping_charges,
      service_fee: row.service_fee,
      installment_fee: row.installment_fee,
      installment_tenor: tenor !== null && tenor >= 1 && tenor <= 36 ? tenor : null,
      total: row.total,
    },
    tracking: trackingOf(
      row,
      { checkIn: first?.hotel.check_in_time ?? '14:00', checkOut: last?.hotel.check_out_time ?? '12:00' },
      now,
      lang,
    ),
    tracking_number: null,
    delivery_service: null,
    review_status: reviewStatusOf(
      row,
      jakartaToday(() => now),
    ),
    free_cancellation_until: deadline ? toJakartaIso(deadline) : null,
    cancelled_at: isoOrNull(row.cancelled_at),
    refund:
      row.refund_status && row.refund_requested_at
        ? {
            status: row.refund_status,
            amount: Number(row.refund_amount ?? 0),
            requested_at: toJakartaIso(new Date(row.refund_requested_at)),
            refunded_at: isoOrNull(row.refunded_at),
          }
        : null,
  };
}
