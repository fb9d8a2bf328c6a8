// Holding rooms for a new cart. Available rooms of a night = allotment - sold - unexpired holds, none on a closed
// night or a night without inventory. Checking that and taking the hold must be one step, or two checkouts that
// both saw the last room would both get it: the stay's room_inventory rows of the room type are locked FOR
// UPDATE, in date order (so two stays that overlap lock their common nights in the same order and cannot
// deadlock), and only then is availability read and the hold written. A concurrent checkout of any of those
// nights waits for this transaction to commit, then reads availability again, its own hold rows included.
//
// The price is the rooms endpoint's (hotels/stay.ts roomOffersSql), read after the lock, so what is held is what
// the detail page shows for the stay: per room per night, taxes and fees included, averaged over the nights. Carts
// belong to members, so it is always the member price (issue 13, member rates: a night's member_price where it has
// one), the price the signed-in member was shown.
import { sql } from 'drizzle-orm';
import type { Lang } from '../../http/i18n.ts';
import { fieldError } from '../../http/errors.ts';
import { roomOffersSql, type Stay } from '../hotels/stay.ts';
import { HOTEL_BRIEF_COLUMNS, type HotelBriefRow } from './answer.ts';
import { cartError } from './messages.ts';
import type { Run } from '../../db/run.ts';

/** How long a new cart holds its rooms (a payment extends it to the payment's deadline). */
export const HOLD_MINUTES = 30;

/** A room type as a cart item snapshots it, with its hotel's identity (for the answer). */
export interface RoomType extends HotelBriefRow, Record<string, unknown> {
  id: number;
  hotel_id: number;
  room_name: string;
  room_name_en: string;
  max_adults: number;
  max_children: number;
  bed_type: string;
  breakfast_included: boolean;
  refundable: boolean;
  free_cancellation_days: number | null;
  pay_at_hotel: boolean;
}

/**
 * The room type `roomId` of hotel `hotelId` (an active hotel), fitting the stay's guests spread over its rooms as
 * the rooms endpoint spreads them; 422 on the offending field otherwise.
 */
export async function bookableRoom(
  run: Run,
  hotelId: number,
  roomId: number,
  stay: Stay,
  lang: Lang,
): Promise<RoomType> {
  const [found] = await run<Omit<RoomType, 'id'> & { id: number | null; hotel_active: boolean }>(sql`
    SELECT rt.id, h.id AS hotel_id, rt.name AS room_name, rt.name_en AS room_name_en, rt.max_adults, rt.max_children, rt.bed_type,
           rt.breakfast_included, rt.refundable, rt.free_cancellation_days, rt.pay_at_hotel,
           h.status = 'active' AS hotel_active, ${HOTEL_BRIEF_COLUMNS}
      FROM hotels h LEFT JOIN room_types rt ON rt.hotel_id = h.id AND rt.id = ${roomId}
     WHERE h.id = ${hotelId}`);
  if (!found?.hotel_active) throw fieldError('hotel_id', 'hotel_not_found');
  if (found.id === null)
    throw cartError(422, 'validation_failed', 'room_not_found', { lang, field: 'room_id' });
  const room = found as unknown as RoomType;
  const adultsPerRoom = Math.ceil(stay.adults / stay.rooms);
  const childrenPerRoom = Math.ceil(stay.children.length / stay.rooms);
  if (adultsPerRoom > room.max_adults || childrenPerRoom > room.max_children) {
    throw cartError(422, 'validation_failed', 'room_occupancy', {
      lang,
      field: adultsPerRoom > room.max_adults ? 'adults' : 'children',
      params: { adults: room.max_adults, children: room.max_children },
    });
  }
  return room;
}

export interface Held {
  pricePerNight: number;
  nightlyPrices: { date: string; price: number }[];
}

/**
 * Locks the stay's nights of `room`, checks that `stay.rooms` rooms are left on every one and answers the price;
 * 409 room_not_available (this room type has too few left on some night) or fully_booked (no room type of the
 * hotel that fits the guests has a room for the whole stay). The caller writes the holds in the same transaction.
 */
export async function lockAndPrice(
  run: Run,
  room: RoomType,
  stay: Stay,
  now: Date,
  lang: Lang,
): Promise<Held> {
  const nights = await run<{ date: string; price: number }>(sql`
    SELECT date::text AS date, coalesce(member_price, price) AS price FROM room_inventory
     WHERE room_type_id = ${room.id} AND date >= ${stay.checkIn}::date AND date < ${stay.checkOut}::date
     ORDER BY date
       FOR UPDATE`);
  type Offer = { room_type_id: number; rooms_left: number; price_per_night: number };
  const offersOf = (roomTypeId?: number) =>
    run<Offer>(sql`
      SELECT o.room_type_id, o.rooms_left, o.price_per_night
        FROM (${roomOffersSql(sql`${room.hotel_id}`, stay, now, true, roomTypeId)}) o`);
  // Under the lock only this room type's holds are summed (the lock queue of a popular room type waits on this
  // statement); the hotel's other room types are read only to tell a refusal's reason.
  const [offer] = await offersOf(room.id);
  if (!offer || nights.length !== stay.nights || offer.rooms_left < stay.rooms) {
    const hotelHasRoom = (await offersOf()).some((o) => o.rooms_left > 0);
    throw hotelHasRoom
      ? cartError(409, 'room_not_available', 'room_not_available', { lang })
      : cartError(409, 'fully_booked', 'fully_booked', { lang });
  }
  return {
    pricePerNight: offer.price_per_night,
    nightlyPrices: nights.map((n) => ({ date: n.date, price: n.price })),
  };
}
