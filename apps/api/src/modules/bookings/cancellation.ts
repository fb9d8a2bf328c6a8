// Self-service cancellation (issue 12; beyond the spec, as the top travel apps do it). A booking can be cancelled
// when it is paid (or confirmed to pay at the hotel), every room of it is refundable, and the free-cancellation
// deadline has not come: the start (00:00 Asia/Jakarta) of the day `free_cancellation_days` before the first
// check-in, the rule the room's cancellation policy states. The member gets back what was paid; pay at hotel
// charged nothing, so it is cancelled without a refund.
//
// The cancellation is ONE transaction that starts by locking the booking row (FOR UPDATE), then the stay's
// room_inventory rows in date order (the lock order of the checkout, carts/sweeper.ts), so twenty concurrent
// requests cancel once: the first moves the booking from `paid` to `cancelled`, gives the rooms back
// (room_inventory.sold -= rooms, every night once), asks the gateway for the refund and records it; the others
// wait for the lock, then find it cancelled (409, or the stored answer of their Idempotency-Key). The refund call
// happens under the lock, like a charge (payments/payment-handlers.ts): if the gateway refuses, the whole
// cancellation is undone (502) and the booking stays as it was. booking_refunds.booking_id is unique besides.
import { sql } from 'drizzle-orm';
import type { PaymentGateway, RefundRequest } from '../../adapters/payment-types.ts';
import { PaymentGatewayError } from '../../adapters/payment-types.ts';
import type { Run } from '../../db/run.ts';
import type { components } from '../../generated/openapi.ts';
import type { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../http/i18n.ts';
import { toJakartaIso } from '../../lib/time.ts';
import { formatRupiah, jakartaDateTime } from '../payments/format.ts';
import { type BookingRow, bookingRowsSql, freeCancellationUntil } from './answer.ts';
import { bm, bookingError } from './messages.ts';

type Schemas = components['schemas'];
type Quote = Schemas['CancellationQuote'];
type Reason = Schemas['CancellationReason'];

interface Terms {
  reason: Reason | null;
  deadline: Date | null;
  payAtHotel: boolean;
  refundAmount: number;
}

/** Whether `row` can be cancelled at `now`, and what the member gets back. */
function cancellationTerms(row: BookingRow, now: Date): Terms {
  const deadline = freeCancellationUntil(row);
  // How the member chose to pay, not whether the rooms would have allowed paying at the hotel: a booking of such
  // rooms paid by virtual account, e-wallet or card was charged, and is refunded.
  const payAtHotel = row.payment_method === 'pay_at_hotel';
  let reason: Reason | null = null;
  if (row.status === 'cancelled') reason = 'already_cancelled';
  else if (row.status === 'pending' || row.status === 'expired') reason = 'not_paid';
  else if (row.status === 'completed') reason = 'stay_completed';
  else if (!row.refundable || !deadline) reason = 'non_refundable';
  else if (now.getTime() >= deadline.getTime()) reason = 'past_deadline';
  return { reason, deadline, payAtHotel, refundAmount: reason || payAtHotel ? 0 : row.total };
}

export function quoteAnswer(row: BookingRow, now: Date, lang: Lang): Quote {
  const terms = cancellationTerms(row, now);
  const deadline = terms.deadline ? jakartaDateTime(terms.deadline, lang) : '';
  const message = terms.reason
    ? bm(lang, terms.reason, { deadline })
    : terms.payAtHotel
      ? bm(lang, 'cancel_pay_at_hotel', { deadline })
      : bm(lang, 'cancel_refund', { deadline, amount: formatRupiah(terms.refundAmount, lang) });
  return {
    cancellable: terms.reason === null,
    reason: terms.reason,
    message,
    deadline: terms.deadline ? toJakartaIso(terms.deadline) : null,
    refund_amount: terms.refundAmount,
    pay_at_hotel: terms.payAtHotel,
  };
}

function refusal(reason: Reason, deadline: Date | null, lang: Lang): HttpError {
  const params = { deadline: deadline ? jakartaDateTime(deadline, lang) : '' };
  if (reason === 'already_cancelled') return bookingError(409, reason, reason, { lang, params });
  return bookingError(422, reason, reason, { lang, params });
}

/**
 * Gives the rooms of booking `bookingId` back for every night of its stays (room_inventory.sold -= rooms, each
 * night once), inside the caller's transaction, which must hold the booking's row lock. The nights are locked in
 * date order first, the lock order of the checkout (carts/sweeper.ts), so it cannot deadlock with a checkout.
 */
export async function putNightsBackOnSale(run: Run, bookingId: number): Promise<void> {
  const nights = sql`
    SELECT i.room_type_id, d::date AS date, sum(i.rooms)::int AS rooms
      FROM booking_items i, generate_series(i.check_in, i.check_out - 1, interval '1 day') AS d
     WHERE i.booking_id = ${bookingId}
     GROUP BY 1, 2`;
  await run(sql`
    SELECT 1 FROM room_inventory ri JOIN (${nights}) w ON ri.room_type_id = w.room_type_id AND ri.date = w.date
     ORDER BY ri.date, ri.room_type_id
       FOR UPDATE OF ri`);
  await run(sql`
    UPDATE room_inventory ri SET sold = greatest(ri.sold - w.rooms, 0)
      FROM (${nights}) w
     WHERE ri.room_type_id = w.room_type_id AND ri.date = w.date`);
}

/**
 * Cancels the member's booking `code` inside the caller's transaction (`run` on its connection) and answers its
 * id; throws the 404/409/422/502 refusals, changing nothing. Another member's booking is "not found".
 */
export async function cancelBookingIn(
  run: Run,
  options: { code: string; memberId: number; now: Date; lang: Lang; gateway: PaymentGateway },
  tx?: Parameters<PaymentGateway['refund']>[1],
): Promise<number> {
  const { code, memberId, now, lang, gateway } = options;
  const at = now.toISOString();
  const [locked] = await run<{ id: number; member_id: number | null }>(
    sql`SELECT id, member_id FROM bookings WHERE code = ${code} FOR UPDATE`,
  );
  if (!locked || locked.member_id !== memberId) {
    throw bookingError(404, 'not_found', 'booking_not_found', { lang });
  }
  const [row] = await run<BookingRow>(bookingRowsSql(now, sql`b.id = ${locked.id}`));
  if (!row) throw bookingError(404, 'not_found', 'booking_not_found', { lang });
  const terms = cancellationTerms(row, now);
  if (terms.reason) throw refusal(terms.reason, terms.deadline, lang);

  await putNightsBackOnSale(run, row.id);

  const steps: { key: string; at: string }[] = [{ key: 'cancelled', at }];
  const [moved] = await run<{ id: number }>(sql`
    UPDATE bookings SET status = 'cancelled', cancelled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
           tracking = tracking || ${JSON.stringify(steps)}::jsonb
     WHERE id = ${row.id} AND status = 'paid'
    RETURNING id`);
  // The lock makes this unreachable; should it ever be reached, nothing is kept (the transaction is undone).
  if (!moved) throw refusal('already_cancelled', terms.deadline, lang);

  if (!terms.payAtHotel && terms.refundAmount > 0) {
    const [payment] = await run<{ id: string; provider: string; method: string }>(sql`
      SELECT id, provider, method FROM payments
       WHERE booking_id = ${row.id} AND status = 'paid'
       ORDER BY paid_at DESC NULLS LAST, created_at DESC LIMIT 1`);
    let status: 'pending' | 'refunded' = 'pending';
    let reference: string | null = null;
    // A payment taken by another gateway than the one configured now (a deployment switched from the local
    // gateway to Midtrans) cannot be refunded through it: support pays it back.
    if (payment && payment.provider === gateway.kind && payment.method !== 'pay_at_hotel') {
      try {
        const result = await gateway.refund(
          {
            orderId: payment.id,
            amount: terms.refundAmount,
            refundKey: row.code,
            method: payment.method as RefundRequest['method'],
            reason: 'Cancelled by the member before the free-cancellation deadline',
          },
          tx,
        );
        status = result.status;
        reference = result.reference;
      } catch (error) {
        if (error instanceof PaymentGatewayError)
          throw bookingError(502, 'refund_failed', 'refund_failed', { lang });
        throw error;
      }
    }
    await run(sql`
      INSERT INTO booking_refunds (booking_id, payment_id, provider, amount, status, provider_reference,
                                   requested_at, refunded_at, created_at)
      VALUES (${row.id}, ${payment?.id ?? null}, ${payment?.provider ?? gateway.kind}, ${terms.refundAmount},
              ${status}, ${reference}, ${at}::timestamptz,
              ${status === 'refunded' ? at : null}::timestamptz, ${at}::timestamptz)`);
    if (status === 'refunded') {
      await run(sql`
        UPDATE bookings SET tracking = tracking || ${JSON.stringify([{ key: 'refunded', at }])}::jsonb
         WHERE id = ${row.id}`);
    }
  }
  return row.id;
}
