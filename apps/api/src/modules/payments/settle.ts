// What a payment's outcome does to the cart, the rooms and the booking, each in ONE transaction that starts by
// locking the cart row (the lock order of carts/sweeper.ts: carts, then room_inventory by date, then room_holds,
// then landing_pages, then payments). Every change of a cart and its payments happens under that lock, and each
// step first checks the state it moves from, so a notification sent twice, replayed later or racing 49 copies of
// itself changes things once: one booking, sold rooms counted once, holds released once.
//
// - paid (or pay at hotel, which confirms without a charge): a booking with a unique code, its items copied from
//   the cart's, the cart `paid`, the cart's rooms sold (room_inventory.sold += rooms for every night) and its
//   holds deleted. A payment that arrives after its hold ended still gets its rooms if they are free; if they
//   are gone, the booking is recorded as cancelled (the money must be refunded) rather than overselling.
// - failed / expired: the payment is marked with its time; without another pending payment the cart expires
//   at once (carts/sweeper.ts expireCarts: holds and promo use released).
//
// The voucher e-mail goes after the commit (voucher.ts); gateway cancellations too.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GatewayStatus } from '../../adapters/payment-types.ts';
import type { Db } from '../../db/database.ts';
import type { ContactJson, GuestJson, SpecialRequestJson, TrackingStepJson } from '../../db/schema.ts';
import { jakartaToday } from '../../lib/time.ts';
import { priceDetails } from '../carts/answer.ts';
import { type Run, runIn } from '../../db/run.ts';
import { expireCarts } from '../carts/sweeper.ts';

export interface CartForSettling extends Record<string, unknown> {
  id: string;
  member_id: number | null;
  status: 'active' | 'expired' | 'paid';
  created_at: Date | string;
  contact: ContactJson | null;
  guests: GuestJson[];
  special_request: SpecialRequestJson | null;
  promo_code: string | null;
  click_id: string | null;
  offer_id: string | null;
  room_total: number;
  taxes_and_fees: number;
  promo_discount: number;
  total: number;
}

/**
 * Locks the cart (FOR UPDATE) and answers it, with its price details computed as the cart answer computes them
 * (carts/answer.ts priceDetails, from the items as held): what the member saw is what is charged and booked.
 * Every change of a cart and its payments starts here.
 */
export async function lockCart(run: Run, cartId: string): Promise<CartForSettling | undefined> {
  const [cart] = await run<CartForSettling & { items_total: number }>(sql`
    SELECT id, member_id, status, created_at, contact, guests, special_request, promo_code, promo_discount,
           click_id, offer_id,
           (SELECT coalesce(sum(i.total_price), 0) FROM cart_items i WHERE i.cart_id = carts.id)::int AS items_total
      FROM carts WHERE id = ${cartId} FOR UPDATE`);
  if (!cart) return undefined;
  const { items_total: itemsTotal, ...rest } = cart;
  const details = priceDetails(Number(itemsTotal), Number(cart.promo_discount));
  return {
    ...rest,
    room_total: details.room_total,
    taxes_and_fees: details.taxes_and_fees,
    promo_discount: details.promo_discount,
    total: details.total,
  };
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** NS + check-in year and month + 6 characters without look-alikes (0/O, 1/I): NS2612K7Q2MX. */
function bookingCode(checkIn: string): string {
  const tail = Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(0, CODE_LETTERS.length)]).join('');
  return `NS${checkIn.slice(2, 4)}${checkIn.slice(5, 7)}${tail}`;
}

function orderNumber(now: Date): string {
  return `ORD-${jakartaToday(() => now).replaceAll('-', '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Sells the cart's rooms: locks the stay's room_inventory rows (by date), checks every night still has the rooms
 * (the cart's own unexpired holds count for it), then adds them to `sold` and deletes the cart's holds. Answers
 * false, changing nothing, when some night has no room left for it.
 */
async function sellRooms(run: Run, cartId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const nights = await run<{
    room_type_id: number;
    date: string;
    rooms: number;
    allotment: number;
    sold: number;
    closed: boolean;
    own: number;
    others: number;
  }>(sql`
    WITH wanted AS (
      SELECT i.room_type_id, d::date AS date, sum(i.rooms)::int AS rooms
        FROM cart_items i, generate_series(i.check_in, i.check_out - 1, interval '1 day') AS d
       WHERE i.cart_id = ${cartId}
       GROUP BY 1, 2
    )
    SELECT w.room_type_id, w.date::text AS date, w.rooms, ri.allotment, ri.sold, ri.closed,
           coalesce((SELECT sum(h.quantity) FROM room_holds h
                      WHERE h.room_type_id = w.room_type_id AND h.date = w.date AND h.cart_id = ${cartId}
                        AND h.expires_at > ${at}::timestamptz), 0)::int AS own,
           coalesce((SELECT sum(h.quantity) FROM room_holds h
                      WHERE h.room_type_id = w.room_type_id AND h.date = w.date AND h.cart_id <> ${cartId}
                        AND h.expires_at > ${at}::timestamptz), 0)::int AS others
      FROM wanted w JOIN room_inventory ri ON ri.room_type_id = w.room_type_id AND ri.date = w.date
     ORDER BY w.date, w.room_type_id
       FOR UPDATE OF ri`);
  const free = (n: (typeof nights)[number]) =>
    n.allotment - n.sold >= n.rooms &&
    (n.own >= n.rooms || (!n.closed && n.allotment - n.sold - n.others >= n.rooms));
  // A night without inventory (outside the window) cannot be sold; nights of two items may coincide, so the
  // count compares distinct nights per room type with what was found.
  const [distinct] = await run<{ n: number }>(sql`
    SELECT count(DISTINCT (i.room_type_id, d::date))::int AS n
      FROM cart_items i, generate_series(i.check_in, i.check_out - 1, interval '1 day') AS d
     WHERE i.cart_id = ${cartId}`);
  if (nights.length === 0 || nights.length !== Number(distinct?.n ?? -1) || !nights.every(free)) return false;
  await run(sql`
    UPDATE room_inventory ri SET sold = ri.sold + w.rooms
      FROM (SELECT i.room_type_id, d::date AS date, sum(i.rooms)::int AS rooms
              FROM cart_items i, generate_series(i.check_in, i.check_out - 1, interval '1 day') AS d
             WHERE i.cart_id = ${cartId}
             GROUP BY 1, 2) w
     WHERE ri.room_type_id = w.room_type_id AND ri.date = w.date`);
  await run(sql`DELETE FROM room_holds WHERE cart_id = ${cartId}`);
  return true;
}

export interface ConfirmedBooking {
  id: number;
  code: string;
  /** False when the rooms were gone: the booking is recorded as cancelled and the payment must be refunded. */
  confirmed: boolean;
}

/**
 * Makes the booking of a locked cart paid by `payment` (or confirmed for pay at hotel): sells its rooms, writes
 * the booking and its items, marks the cart paid and links the payment. The caller checked the cart is not paid.
 */
export async function confirmCart(
  run: Run,
  cart: CartForSettling,
  payment: { id: string; method: string; installment_fee: number; installment_tenor: number | null },
  now: Date,
  options: { paid: boolean },
): Promise<ConfirmedBooking> {
  const at = now.toISOString();
  const sold = await sellRooms(run, cart.id, now);
  const [first] = await run<{ check_in: string }>(sql`
    SELECT check_in::text AS check_in FROM cart_items WHERE cart_id = ${cart.id} ORDER BY check_in LIMIT 1`);
  const created = new Date(cart.created_at).toISOString();
  const tracking: TrackingStepJson[] = [{ key: 'created', at: created }];
  if (options.paid) tracking.push({ key: 'paid', at });
  tracking.push(sold ? { key: 'confirmed', at } : { key: 'cancelled', at });
  const status = sold ? 'paid' : 'cancelled';
  const total = cart.total + payment.installment_fee;
  let booking: { id: number; code: string } | undefined;
  // Codes are random: on the rare collision with an existing one, draw again.
  for (let attempt = 0; !booking && attempt < 8; attempt++) {
    [booking] = await run<{ id: number; code: string }>(sql`
      INSERT INTO bookings (code, number, member_id, cart_id, status, payment_method, payment_status, paid_at,
                            expires_at, contact, guests, special_request, promo_code, subtotal, taxes_and_fees,
                            promo_discount, installment_fee, installment_tenor, total, tracking, click_id, offer_id,
                            created_at, updated_at)
      VALUES (${bookingCode(first?.check_in ?? jakartaToday(() => now))}, ${orderNumber(now)}, ${cart.member_id},
              ${cart.id}, ${status}, ${payment.method}, ${options.paid ? 'paid' : 'pending'},
              ${options.paid ? at : null}::timestamptz, NULL, ${JSON.stringify(cart.contact)}::jsonb,
              ${JSON.stringify(cart.guests ?? [])}::jsonb, ${cart.special_request ? JSON.stringify(cart.special_request) : null}::jsonb,
              ${cart.promo_code}, ${cart.room_total}, ${cart.taxes_and_fees}, ${cart.promo_discount},
              ${payment.installment_fee}, ${payment.installment_tenor}, ${total},
              ${JSON.stringify(tracking)}::jsonb, ${cart.click_id}, ${cart.offer_id}, ${at}::timestamptz,
              ${at}::timestamptz)
      ON CONFLICT (code) DO NOTHING
      RETURNING id, code`);
  }
  if (!booking) throw new Error('could not draw a free booking code');
  await run(sql`
    INSERT INTO booking_items (booking_id, hotel_id, room_type_id, check_in, check_out, nights, adults, children,
                               room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                               free_cancellation_days, price_per_night, nightly_prices, total_price, sort, rooms)
    SELECT ${booking.id}, hotel_id, room_type_id, check_in, check_out, nights, adults, children, room_name,
           bed_type, breakfast_included, refundable, pay_at_hotel, free_cancellation_days, price_per_night,
           nightly_prices, total_price, sort, rooms
      FROM cart_items WHERE cart_id = ${cart.id} ORDER BY sort, id`);
  if (sold) {
    await run(sql`UPDATE carts SET status = 'paid', updated_at = ${at}::timestamptz WHERE id = ${cart.id}`);
  } else {
    // Its rooms went to someone else after its hold ended: it cannot be paid again.
    await run(sql`UPDATE carts SET expires_at = LEAST(expires_at, ${at}::timestamptz) WHERE id = ${cart.id}`);
    await expireCarts(run, now, { cartId: cart.id });
  }
  await run(sql`
    UPDATE payments SET booking_id = ${booking.id},
           ${options.paid ? sql`status = 'paid', paid_at = ${at}::timestamptz,` : sql``}
           updated_at = ${at}::timestamptz
     WHERE id = ${payment.id}`);
  return { ...booking, confirmed: sold };
}

/** Marks the cart's other pending payments expired (a paid cart needs no other); answers their ids to cancel. */
export async function retireOtherPayments(
  run: Run,
  cartId: string,
  keepId: string,
  now: Date,
): Promise<string[]> {
  const at = now.toISOString();
  const rows = await run<{ id: string }>(sql`
    UPDATE payments SET status = 'expired', expired_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
     WHERE cart_id = ${cartId} AND status = 'pending' AND id <> ${keepId}
    RETURNING id`);
  return rows.map((row) => row.id);
}

export interface SettleResult {
  /** A booking whose voucher should go out (also on a replay, in case the first send failed). */
  voucherBookingId: number | null;
  /** Pending payments this one made pointless, to cancel at the gateway. */
  cancel: string[];
}

/**
 * Applies the gateway's (re-fetched) status to the payment `paymentId` in one transaction. Answers what to do
 * after the commit. Nothing changes when the payment already left the state the outcome moves from.
 */
export async function applyGatewayStatus(
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>,
  paymentId: string,
  cartId: string,
  status: GatewayStatus,
  now: Date,
  log: { warn(details: object, message: string): void },
): Promise<SettleResult> {
  return transaction(async (tx) => {
    const run = runIn(tx);
    const at = now.toISOString();
    const result: SettleResult = { voucherBookingId: null, cancel: [] };
    const cart = await lockCart(run, cartId);
    const [payment] = await run<{
      id: string;
      status: string;
      method: string;
      amount: number;
      installment_fee: number;
      installment_tenor: number | null;
      booking_id: number | null;
      gateway_status: string | null;
    }>(sql`
      SELECT id, status, method, amount, installment_fee, installment_tenor, booking_id, gateway_status
        FROM payments WHERE id = ${paymentId}`);
    if (!cart || !payment) return result;
    if (payment.gateway_status !== status.transactionStatus) {
      await run(
        sql`UPDATE payments SET gateway_status = ${status.transactionStatus} WHERE id = ${paymentId}`,
      );
    }
    if (status.outcome === 'paid') {
      if (payment.status === 'paid') {
        result.voucherBookingId = payment.booking_id;
        return result;
      }
      if (cart.status === 'paid') {
        // Paid twice (a replaced payment settled anyway): keep the record, make no second booking.
        await run(sql`
          UPDATE payments SET status = 'paid', paid_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
           WHERE id = ${paymentId}`);
        log.warn({ paymentId, cartId }, 'a second payment of an already paid cart settled: refund it');
        return result;
      }
      const booking = await confirmCart(run, cart, payment, now, { paid: true });
      if (!booking.confirmed) {
        log.warn(
          { paymentId, cartId },
          'paid after the rooms were gone: booking cancelled, refund the payment',
        );
      }
      result.cancel = await retireOtherPayments(run, cartId, paymentId, now);
      result.voucherBookingId = booking.confirmed ? booking.id : null;
      return result;
    }
    if (status.outcome === 'failed' || status.outcome === 'expired') {
      if (payment.status !== 'pending') return result;
      await run(sql`
        UPDATE payments SET status = ${status.outcome}, updated_at = ${at}::timestamptz,
               ${status.outcome === 'failed' ? sql`failed_at` : sql`expired_at`} = ${at}::timestamptz
         WHERE id = ${paymentId}`);
      const [other] = await run<{ id: string }>(sql`
        SELECT id FROM payments WHERE cart_id = ${cartId} AND status = 'pending' LIMIT 1`);
      if (cart.status === 'active' && !other && payment.method !== 'pay_at_hotel') {
        await run(
          sql`UPDATE carts SET expires_at = LEAST(expires_at, ${at}::timestamptz) WHERE id = ${cartId}`,
        );
        await expireCarts(run, now, { cartId });
      }
    }
    return result;
  });
}
