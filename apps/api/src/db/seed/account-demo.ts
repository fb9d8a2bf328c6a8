// Account demo data (issue 12), written after the room inventory and the checkout demo, dated relative to the
// seeding day (never fixed calendar dates). Every active demo member gets, besides what generate.ts and
// checkout-demo.ts give them, bookings across the history filter periods:
// - booked 3 days ago (past week): an upcoming refundable stay 21 days ahead, paid by GoPay, that can still be
//   cancelled (its rooms counted as sold in the inventory, the local gateway holding the settled payment, so the
//   cancellation gives both back);
// - booked 20 days ago (30 days): a stay that ended 10 days ago, awaiting a review;
// - booked 70 days ago (3 months): a stay that ended 57 days ago, reviewed with two photos (demo pictures of the
//   hotel), and an order never paid (expired);
// - booked 200 days ago (a year): a stay cancelled before its deadline and refunded.
// Codes are NS + the check-in's yymm + "AD" + the member id and the booking's number (the codes generate.ts draws
// use no 0 or 1, so they never collide). The review photos are the hotel's demo pictures (size_bytes is an
// estimate: the pictures are rendered after seeding).
import { sql } from 'drizzle-orm';
import { splitTaxesAndFees } from '../../lib/pricing.ts';
import { addDays, jakartaStartOfDay } from '../../lib/time.ts';
import { imageSet } from '../../media/catalog.ts';
import type { Db } from '../database.ts';

/** Fixed ids, so two seeds of the same day are the same data: member, booking number and kind (1 cart, 2 payment). */
const demoUuid = (memberId: number, n: number, kind: number) =>
  `acc0de00-0012-4000-8000-${String(memberId).padStart(4, '0')}${String(n).padStart(4, '0')}${String(kind).padStart(4, '0')}`;

const run = async <T extends Record<string, unknown>>(tx: Db, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

interface Member extends Record<string, unknown> {
  id: number;
  title: string | null;
  full_name: string;
  email: string;
  phone_number: string | null;
}

interface Room extends Record<string, unknown> {
  id: number;
  hotel_id: number;
  name_en: string;
  bed_type: string;
  breakfast_included: boolean;
  refundable: boolean;
  free_cancellation_days: number | null;
  base_price: number;
}

type Plan = {
  n: number;
  /** Days from the seeding day. */
  bookedOffset: number;
  checkInOffset: number;
  nights: number;
  status: 'paid' | 'completed' | 'expired' | 'cancelled';
  method: 'e_wallet' | 'virtual_account' | 'credit_card';
  channel: string | null;
  review?: boolean;
};

const PLANS: Plan[] = [
  {
    n: 1,
    bookedOffset: -3,
    checkInOffset: 21,
    nights: 2,
    status: 'paid',
    method: 'e_wallet',
    channel: 'gopay',
  },
  {
    n: 2,
    bookedOffset: -20,
    checkInOffset: -12,
    nights: 2,
    status: 'completed',
    method: 'credit_card',
    channel: null,
  },
  {
    n: 3,
    bookedOffset: -70,
    checkInOffset: -60,
    nights: 3,
    status: 'completed',
    method: 'virtual_account',
    channel: 'bni',
    review: true,
  },
  {
    n: 4,
    bookedOffset: -75,
    checkInOffset: -40,
    nights: 1,
    status: 'expired',
    method: 'virtual_account',
    channel: 'bri',
  },
  {
    n: 5,
    bookedOffset: -200,
    checkInOffset: -150,
    nights: 2,
    status: 'cancelled',
    method: 'credit_card',
    channel: null,
  },
];

/** Refundable rooms for two adults, latest ids first (away from those tests pick), one per member and plan. */
async function roomsFor(tx: Db, today: string, count: number): Promise<Room[]> {
  const checkIn = addDays(today, 21);
  return run<Room>(
    tx,
    sql`
    SELECT rt.id, rt.hotel_id, rt.name_en, rt.bed_type, rt.breakfast_included, rt.refundable,
           rt.free_cancellation_days, rt.base_price
      FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 AND rt.refundable AND rt.free_cancellation_days IS NOT NULL AND NOT rt.pay_at_hotel
       AND (SELECT count(*) FROM room_inventory ri
             WHERE ri.room_type_id = rt.id AND ri.date >= ${checkIn}::date AND ri.date < ${addDays(checkIn, 2)}::date
               AND NOT ri.closed AND ri.sold < ri.allotment) = 2
     ORDER BY rt.id DESC
     LIMIT ${count}`,
  );
}

export async function writeAccountDemo(tx: Db, today: string): Promise<void> {
  const members = await run<Member>(
    tx,
    sql`SELECT id, title, full_name, email, phone_number FROM members
         WHERE status = 'active' AND password_hash IS NOT NULL ORDER BY id`,
  );
  const rooms = await roomsFor(tx, today, members.length * PLANS.length);
  const dayAt = (offset: number, hour: number) =>
    new Date(jakartaStartOfDay(addDays(today, offset)).getTime() + hour * 3_600_000);
  for (const [m, member] of members.entries()) {
    for (const plan of PLANS) {
      const room = rooms[(m * PLANS.length + plan.n - 1) % rooms.length];
      if (!room) throw new Error('account demo: no refundable room left');
      const checkIn = addDays(today, plan.checkInOffset);
      const checkOut = addDays(checkIn, plan.nights);
      const total = room.base_price * plan.nights;
      const { roomTotal, taxesAndFees } = splitTaxesAndFees(total);
      const createdAt = dayAt(plan.bookedOffset, 9 + ((member.id + plan.n) % 10));
      const paid = plan.status !== 'expired';
      const paidAt = paid ? new Date(createdAt.getTime() + 20 * 60_000) : null;
      const deadline = new Date(createdAt.getTime() + 2 * 3_600_000);
      const contact = {
        title: (member.title ?? 'Mr') as 'Mr' | 'Mrs' | 'Ms',
        full_name: member.full_name,
        email: member.email,
        phone_number_country_code: '62',
        phone_number: member.phone_number ?? '81200000000',
      };
      const guests = [{ title: contact.title, full_name: contact.full_name }];
      const code = `NS${checkIn.slice(2, 4)}${checkIn.slice(5, 7)}AD${String(member.id).padStart(2, '0')}0${plan.n}`;
      const number = `ORD-${addDays(today, plan.bookedOffset).replaceAll('-', '')}-9${String(member.id).padStart(3, '0')}${plan.n}`;
      const cartId = demoUuid(member.id, plan.n, 1);
      const at = (d: Date | null) => (d ? d.toISOString() : null);
      const tracking: { key: string; at: string | null }[] = [{ key: 'created', at: at(createdAt) }];
      if (paid) tracking.push({ key: 'paid', at: at(paidAt) }, { key: 'confirmed', at: at(paidAt) });
      else tracking.push({ key: 'expired', at: at(deadline) });
      const cancelledAt = plan.status === 'cancelled' ? dayAt(plan.bookedOffset + 4, 11) : null;
      if (cancelledAt)
        tracking.push({ key: 'cancelled', at: at(cancelledAt) }, { key: 'refunded', at: at(cancelledAt) });
      const nightly = Array.from({ length: plan.nights }, (_, i) => ({
        date: addDays(checkIn, i),
        price: room.base_price,
      }));
      await run(
        tx,
        sql`
        INSERT INTO carts (id, member_id, status, expires_at, contact, guests, terms_accepted, room_total,
                           taxes_and_fees, total, created_at, updated_at)
        VALUES (${cartId}, ${member.id}, ${paid ? 'paid' : 'expired'}, ${deadline.toISOString()}::timestamptz,
                ${JSON.stringify(contact)}::jsonb, ${JSON.stringify(guests)}::jsonb, true, ${roomTotal},
                ${taxesAndFees}, ${total}, ${createdAt.toISOString()}::timestamptz,
                ${(paidAt ?? deadline).toISOString()}::timestamptz)`,
      );
      const item = sql`${room.hotel_id}, ${room.id}, ${checkIn}::date, ${checkOut}::date, ${plan.nights}, 2,
        '[]'::jsonb, ${room.name_en}, ${room.bed_type}, ${room.breakfast_included}, true, false,
        ${room.free_cancellation_days}, ${room.base_price}, ${JSON.stringify(nightly)}::jsonb, ${total}, 1, 1`;
      await run(
        tx,
        sql`
        INSERT INTO cart_items (cart_id, hotel_id, room_type_id, check_in, check_out, nights, adults, children,
                                room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                                free_cancellation_days, price_per_night, nightly_prices, total_price, sort, rooms)
        VALUES (${cartId}, ${item})`,
      );
      const [booking] = await run<{ id: number }>(
        tx,
        sql`
        INSERT INTO bookings (code, number, member_id, cart_id, status, payment_method, payment_status, paid_at,
                              expires_at, contact, guests, subtotal, taxes_and_fees, total, tracking, cancelled_at,
                              completed_at, created_at, updated_at)
        VALUES (${code}, ${number}, ${member.id}, ${cartId}, ${plan.status}, ${plan.method},
                ${paid ? 'paid' : 'expired'}, ${at(paidAt)}::timestamptz, ${paid ? null : at(deadline)}::timestamptz,
                ${JSON.stringify(contact)}::jsonb, ${JSON.stringify(guests)}::jsonb, ${roomTotal}, ${taxesAndFees},
                ${total}, ${JSON.stringify(tracking)}::jsonb, ${at(cancelledAt)}::timestamptz,
                ${plan.status === 'completed' ? at(jakartaStartOfDay(checkOut)) : null}::timestamptz,
                ${createdAt.toISOString()}::timestamptz, ${(cancelledAt ?? paidAt ?? deadline).toISOString()}::timestamptz)
        RETURNING id`,
      );
      if (!booking) throw new Error('account demo: booking not written');
      const [itemRow] = await run<{ id: number }>(
        tx,
        sql`
        INSERT INTO booking_items (booking_id, hotel_id, room_type_id, check_in, check_out, nights, adults, children,
                                   room_name, bed_type, breakfast_included, refundable, pay_at_hotel,
                                   free_cancellation_days, price_per_night, nightly_prices, total_price, sort, rooms)
        VALUES (${booking.id}, ${item})
        RETURNING id`,
      );
      const paymentId = demoUuid(member.id, plan.n, 2);
      await run(
        tx,
        sql`
        INSERT INTO payments (id, cart_id, booking_id, method, channel, amount, status, provider, provider_reference,
                              expires_at, paid_at, expired_at, created_at, updated_at)
        VALUES (${paymentId}, ${cartId}, ${booking.id}, ${plan.method}, ${plan.channel}, ${total},
                ${paid ? 'paid' : 'expired'}, 'local', ${`LOCAL-${code}`}, ${deadline.toISOString()}::timestamptz,
                ${at(paidAt)}::timestamptz, ${paid ? null : at(deadline)}::timestamptz,
                ${new Date(createdAt.getTime() + 5 * 60_000).toISOString()}::timestamptz,
                ${(paidAt ?? deadline).toISOString()}::timestamptz)`,
      );
      // What the local gateway would keep: a settled (or refunded) transaction, so a cancellation refunds it.
      await run(
        tx,
        sql`
        INSERT INTO local_gateway_transactions (order_id, payment_type, gross_amount, status, expires_at, created_at,
                                                updated_at)
        VALUES (${paymentId}, ${plan.method === 'e_wallet' ? 'gopay' : plan.method === 'credit_card' ? 'credit_card' : 'bank_transfer'},
                ${total}, ${cancelledAt ? 'refund' : paid ? 'settlement' : 'expire'},
                ${deadline.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz,
                ${(cancelledAt ?? paidAt ?? deadline).toISOString()}::timestamptz)`,
      );
      if (cancelledAt) {
        await run(
          tx,
          sql`
          INSERT INTO booking_refunds (booking_id, payment_id, provider, amount, status, provider_reference,
                                       requested_at, refunded_at, created_at)
          VALUES (${booking.id}, ${paymentId}, 'local', ${total}, 'refunded', ${`LOCAL-REFUND-${code}`},
                  ${cancelledAt.toISOString()}::timestamptz, ${cancelledAt.toISOString()}::timestamptz,
                  ${cancelledAt.toISOString()}::timestamptz)`,
        );
      }
      if (plan.status === 'paid') {
        // The upcoming stay holds its rooms, as a paid booking does (cancelling it gives them back).
        await run(
          tx,
          sql`
          UPDATE room_inventory SET sold = sold + 1
           WHERE room_type_id = ${room.id} AND date >= ${checkIn}::date AND date < ${checkOut}::date`,
        );
      }
      if (plan.review && itemRow) await writeReview(tx, member, room, booking.id, itemRow.id, checkOut);
    }
  }
  // Reviews generate.ts wrote for its demo bookings are of their booking's (only) item.
  await run(
    tx,
    sql`
    UPDATE reviews r SET booking_item_id = (SELECT i.id FROM booking_items i WHERE i.booking_id = r.booking_id
                                             ORDER BY i.sort, i.id LIMIT 1)
     WHERE r.booking_id IS NOT NULL AND r.booking_item_id IS NULL`,
  );
  await run(
    tx,
    sql`
    UPDATE hotels AS h SET review_count = s.cnt, review_score = s.score
      FROM (SELECT hotel_id, count(*)::int AS cnt,
                   round(avg((cleanliness + comfort + services + value_for_money) / 4.0), 1)::float8 AS score
              FROM reviews GROUP BY hotel_id) AS s
     WHERE s.hotel_id = h.id`,
  );
}

/** A review of the stay with two of the hotel's demo pictures as its photos. */
async function writeReview(
  tx: Db,
  member: Member,
  room: Room,
  bookingId: number,
  itemId: number,
  checkOut: string,
) {
  const createdAt = jakartaStartOfDay(addDays(checkOut, 2));
  const [review] = await run<{ id: number }>(
    tx,
    sql`
    INSERT INTO reviews (hotel_id, room_type_id, member_id, booking_id, booking_item_id, reviewer_name, title,
                         description, language, cleanliness, comfort, services, value_for_money, type_of_travel,
                         hide_name, created_at)
    VALUES (${room.hotel_id}, ${room.id}, ${member.id}, ${bookingId}, ${itemId}, ${member.full_name},
            'Nyaman dan bersih', 'Kamar luas dan bersih, sarapan enak, staf sangat membantu. Foto dari kamar kami.',
            'id', 5, 4, 5, 4, 'personal', ${member.id % 2 === 0}, ${createdAt.toISOString()}::timestamptz)
    RETURNING id`,
  );
  const photos = await run<{ image_key: string }>(
    tx,
    sql`SELECT image_key FROM hotel_photos WHERE hotel_id = ${room.hotel_id} ORDER BY sort, id LIMIT 2`,
  );
  for (const photo of photos) {
    const set = imageSet(photo.image_key, '');
    await run(
      tx,
      sql`
      INSERT INTO review_media (member_id, review_id, type, storage_key, url, thumbnail_url, mime_type, size_bytes,
                                created_at)
      VALUES (${member.id}, ${review?.id}, 'photo', ${`demo/${photo.image_key}`}, ${set.url}, ${set.thumbnail},
              'image/webp', 40000, ${createdAt.toISOString()}::timestamptz)`,
    );
  }
}
