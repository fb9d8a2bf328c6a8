// Checkout demo data (issue 11), written after the room inventory so the holds respect it, dated relative to the
// seeding day. Besides the bookings of generate.ts (Andi: two completed stays, an upcoming paid stay and an
// expired order; Siti: an upcoming paid stay), Putu has:
// - a cart being paid by BCA virtual account: held and pending from 00:01 WIB on the seeding day for 24 hours
//   (the virtual account rule), with the local gateway's transaction, so /__dev/payments can mark it paid;
// - a cart whose 30-minute hold ended the day before, never paid (the booking-expired notice).
// Fixed ids, so a person (or an end-to-end test) can open them: /checkout?cart=<id>.
import { sql } from 'drizzle-orm';
import { splitTaxesAndFees } from '../../lib/pricing.ts';
import { addDays, jakartaStartOfDay } from '../../lib/time.ts';
import type { Db } from '../database.ts';

export const DEMO_PENDING_CART_ID = '5e7d0c4a-6b1f-4c2e-9a11-000000000001';
export const DEMO_PENDING_PAYMENT_ID = '5e7d0c4a-6b1f-4c2e-9a11-0000000000a1';
export const DEMO_EXPIRED_CART_ID = '5e7d0c4a-6b1f-4c2e-9a11-000000000002';
// Fixed too, so two seeds of the same day are the same data.
const DEMO_GATEWAY_TRANSACTION_ID = '5e7d0c4a-6b1f-4c2e-9a11-0000000000b1';
/** The pending payment's BCA virtual account number (the local gateway's BCA prefix). */
export const DEMO_PENDING_VA = '1297600000000001';

interface DemoRoom extends Record<string, unknown> {
  id: number;
  hotel_id: number;
  name: string;
  bed_type: string;
  breakfast_included: boolean;
  refundable: boolean;
  pay_at_hotel: boolean;
  free_cancellation_days: number | null;
  prices: number[];
}

const run = async <T extends Record<string, unknown>>(tx: Db, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A room type for two adults, without pay at hotel, with a room free on every night of the stay: the last such by
 * id, away from the first ones that tests and demos usually pick, so the demo hold takes no room they count on.
 */
async function freeRoom(
  tx: Db,
  checkIn: string,
  nights: number,
  skip: number[],
): Promise<DemoRoom | undefined> {
  const [room] = await run<DemoRoom>(
    tx,
    sql`
    SELECT rt.id, rt.hotel_id, rt.name, rt.bed_type, rt.breakfast_included, rt.refundable, rt.pay_at_hotel,
           rt.free_cancellation_days,
           array_agg(ri.price ORDER BY ri.date) AS prices
      FROM room_types rt
      JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
      JOIN room_inventory ri ON ri.room_type_id = rt.id
           AND ri.date >= ${checkIn}::date AND ri.date < ${addDays(checkIn, nights)}::date
     WHERE rt.max_adults >= 2 AND NOT rt.pay_at_hotel
       ${
         skip.length
           ? sql`AND rt.id NOT IN (${sql.join(
               skip.map((id) => sql`${id}`),
               sql`, `,
             )})`
           : sql``
       }
     GROUP BY rt.id
    HAVING count(*) = ${nights} AND bool_and(NOT ri.closed AND ri.allotment - ri.sold >= 1)
     ORDER BY rt.id DESC
     LIMIT 1`,
  );
  return room;
}

async function writeCart(
  tx: Db,
  options: {
    id: string;
    memberId: number;
    room: DemoRoom;
    checkIn: string;
    nights: number;
    status: 'active' | 'expired';
    createdAt: Date;
    expiresAt: Date;
    contact: { title: 'Mr' | 'Mrs' | 'Ms'; full_name: string; email: string; phone_number: string };
  },
): Promise<{ total: number; itemId: number }> {
  const { room, checkIn, nights } = options;
  const pricePerNight = Math.round(room.prices.reduce((sum, p) => sum + p, 0) / nights);
  const total = pricePerNight * nights;
  const { roomTotal, taxesAndFees } = splitTaxesAndFees(total);
  const contact = { ...options.contact, phone_number_country_code: '62' };
  await run(
    tx,
    sql`
    INSERT INTO carts (id, member_id, status, expires_at, contact, booking_for_someone_else, guests, terms_accepted,
                       room_total, taxes_and_fees, promo_discount, total, created_at, updated_at)
    VALUES (${options.id}, ${options.memberId}, ${options.status}, ${options.expiresAt.toISOString()}::timestamptz,
            ${JSON.stringify(contact)}::jsonb, false,
            ${JSON.stringify([{ title: contact.title, full_name: contact.full_name }])}::jsonb, true,
            ${roomTotal}, ${taxesAndFees}, 0, ${total}, ${options.createdAt.toISOString()}::timestamptz,
            ${options.createdAt.toISOString()}::timestamptz)`,
  );
  const nightly = room.prices.map((price, i) => ({ date: addDays(checkIn, i), price }));
  const [item] = await run<{ id: number }>(
    tx,
    sql`
    INSERT INTO cart_items (cart_id, hotel_id, room_type_id, check_in, check_out, nights, adults, children,
                            room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                            free_cancellation_days, price_per_night, nightly_prices, total_price, sort, rooms)
    VALUES (${options.id}, ${room.hotel_id}, ${room.id}, ${checkIn}::date, ${addDays(checkIn, nights)}::date,
            ${nights}, 2, '[]'::jsonb, ${room.name}, ${room.bed_type}, ${room.breakfast_included},
            ${room.refundable}, ${room.pay_at_hotel}, ${room.free_cancellation_days}, ${pricePerNight},
            ${JSON.stringify(nightly)}::jsonb, ${total}, 1, 1)
    RETURNING id`,
  );
  return { total, itemId: item?.id as number };
}

export async function writeCheckoutDemo(tx: Db, today: string): Promise<void> {
  const [putu] = await run<{
    id: number;
    title: string | null;
    full_name: string;
    email: string;
    phone: string;
  }>(
    tx,
    sql`SELECT id, title, full_name, email, phone_number AS phone FROM members WHERE email = 'putu@example.com'`,
  );
  if (!putu) return;
  const contact = {
    title: (putu.title === 'Mr' || putu.title === 'Mrs' ? putu.title : 'Ms') as 'Mr' | 'Mrs' | 'Ms',
    full_name: putu.full_name,
    email: putu.email,
    phone_number: putu.phone,
  };

  // Far enough ahead to be bookable, near enough for a shortened inventory window (benchmarks).
  const pendingCheckIn = addDays(today, 21);
  const pendingRoom = await freeRoom(tx, pendingCheckIn, 2, []);
  if (pendingRoom) {
    const createdAt = new Date(jakartaStartOfDay(today).getTime() + 60_000);
    const expiresAt = new Date(createdAt.getTime() + 24 * 3_600_000);
    const { total, itemId } = await writeCart(tx, {
      id: DEMO_PENDING_CART_ID,
      memberId: putu.id,
      room: pendingRoom,
      checkIn: pendingCheckIn,
      nights: 2,
      status: 'active',
      createdAt,
      expiresAt,
      contact,
    });
    await run(
      tx,
      sql`
      INSERT INTO room_holds (cart_id, cart_item_id, room_type_id, date, quantity, expires_at)
      SELECT ${DEMO_PENDING_CART_ID}, ${itemId}, ${pendingRoom.id}, d::date, 1, ${expiresAt.toISOString()}::timestamptz
        FROM generate_series(${pendingCheckIn}::date, ${addDays(pendingCheckIn, 1)}::date, interval '1 day') AS d`,
    );
    const paymentAt = new Date(createdAt.getTime() + 5 * 60_000);
    const [ledger] = await run<{ transaction_id: string }>(
      tx,
      sql`
      INSERT INTO local_gateway_transactions (order_id, transaction_id, payment_type, gross_amount, status,
                                              expires_at, created_at, updated_at)
      VALUES (${DEMO_PENDING_PAYMENT_ID}, ${DEMO_GATEWAY_TRANSACTION_ID}, 'bank_transfer', ${total}, 'pending',
              ${expiresAt.toISOString()}::timestamptz,
              ${paymentAt.toISOString()}::timestamptz, ${paymentAt.toISOString()}::timestamptz)
      RETURNING transaction_id::text`,
    );
    await run(
      tx,
      sql`
      INSERT INTO payments (id, cart_id, method, channel, amount, status, provider, provider_reference, va_number,
                            expires_at, created_at, updated_at)
      VALUES (${DEMO_PENDING_PAYMENT_ID}, ${DEMO_PENDING_CART_ID}, 'virtual_account', 'bca', ${total}, 'pending',
              'local', ${ledger?.transaction_id ?? null}, ${DEMO_PENDING_VA}, ${expiresAt.toISOString()}::timestamptz,
              ${paymentAt.toISOString()}::timestamptz, ${paymentAt.toISOString()}::timestamptz)`,
    );
  }

  const expiredCheckIn = addDays(today, 10);
  const expiredRoom = await freeRoom(tx, expiredCheckIn, 1, pendingRoom ? [pendingRoom.id] : []);
  if (expiredRoom) {
    const createdAt = new Date(jakartaStartOfDay(addDays(today, -1)).getTime() + 15 * 3_600_000);
    await writeCart(tx, {
      id: DEMO_EXPIRED_CART_ID,
      memberId: putu.id,
      room: expiredRoom,
      checkIn: expiredCheckIn,
      nights: 1,
      status: 'expired',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      contact,
    });
  }
}
