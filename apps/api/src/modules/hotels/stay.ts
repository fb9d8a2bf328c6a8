// Stay criteria shared by search, hotel detail and rooms: validated dates and occupancy, and the SQL that
// prices every room type of a set of hotels for the stay straight from room_inventory.
import { type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../http/errors.ts';
import { type Clock, JAKARTA_OFFSET_MS } from '../../lib/time.ts';

const MAX_NIGHTS = 15;
const MAX_CHILDREN_PER_ROOM = 6;

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  adults: number;
  children: number[];
}

const DAY_MS = 86_400_000;

/**
 * A calendar date as a day number (days since 1970-01-01), or a 422 for the field. Plain arithmetic rather than
 * Luxon: every search validates its stay, and Luxon's zoned parsing cost about 0.1 ms per request, a quarter of
 * a cached search.
 */
function parseDate(field: string, value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
      return Math.round(date.getTime() / DAY_MS);
    }
  }
  throw fieldError(field, 'field.date');
}

/** The last day computed by todayInJakarta: its date and the instants [from, to) it covers. */
let lastDay = { from: 0, to: 0, date: '' };

/**
 * Today's date in Jakarta, as jakartaToday() (lib/time.ts) gives it. The day found last is reused while the
 * clock stays inside it (any clock, even a test's that jumps back and forth): no Date formatting per search.
 */
function todayInJakarta(clock: Clock): string {
  const now = clock().getTime();
  const day = lastDay;
  if (now >= day.from && now < day.to) return day.date;
  const start = Math.floor((now + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS;
  lastDay = {
    from: start - JAKARTA_OFFSET_MS,
    to: start - JAKARTA_OFFSET_MS + DAY_MS,
    date: new Date(start).toISOString().slice(0, 10),
  };
  return lastDay.date;
}

/**
 * The one check of validateStay that depends on the clock: a stay validated earlier (same criteria) only needs
 * this one again.
 */
export function assertCheckInNotPast(checkIn: string, clock: Clock): void {
  if (checkIn < todayInJakarta(clock)) throw fieldError('check_in', 'check_in_in_past');
}

/** Checks a stay the way the contract describes (422 with a translated message for the offending field). */
export function validateStay(
  input: { checkIn: string; checkOut: string; rooms: number; adults: number; children?: number[] },
  clock: Clock,
): Stay {
  const checkIn = parseDate('check_in', input.checkIn);
  const checkOut = parseDate('check_out', input.checkOut);
  assertCheckInNotPast(input.checkIn, clock);
  if (input.checkOut <= input.checkIn) throw fieldError('check_out', 'check_out_not_after_check_in');
  const nights = checkOut - checkIn;
  if (nights > MAX_NIGHTS) throw fieldError('check_out', 'stay_too_long', { max: MAX_NIGHTS });
  const children = input.children ?? [];
  if (input.adults < input.rooms) throw fieldError('adults', 'adults_fewer_than_rooms');
  if (children.length > input.rooms * MAX_CHILDREN_PER_ROOM) {
    throw fieldError('children', 'too_many_children', { max: MAX_CHILDREN_PER_ROOM });
  }
  return {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights,
    rooms: input.rooms,
    adults: input.adults,
    children,
  };
}

/**
 * One row per room type of the hotels selected by `hotelIds` (a subquery or list yielding hotel ids) that fits
 * the occupancy (guests spread evenly over the rooms): rooms left on the tightest night (closed nights and
 * unexpired holds count as nothing left), the average price per night and its availability for the stay.
 *
 * One join and one aggregate rather than a subquery per room type (and another per night for the holds): a
 * city search prices thousands of room types, and the per-row subplans cost more than the index lookups.
 * Every inventory lookup goes through room_inventory's (room_type_id, date) primary key; the unexpired holds
 * of these hotels' room types on the stay's nights are summed once and hash-joined.
 *
 * Prices (issue 13, member rates): `public_price_per_night` averages the nights' public prices,
 * `member_price_per_night` their member prices (a night without a member rate counts at its public price), and
 * `price_per_night` is the requester's: the member average for a member (`member`), the public one for a guest.
 */
export function roomOffersSql(
  hotelIds: SQL,
  stay: Stay,
  now: Date,
  member: boolean,
  /** Only this room type (a cart's hold, under its nights' locks: the other room types' holds are not summed). */
  roomTypeId?: number,
): SQL {
  const onlyRoomType = roomTypeId === undefined ? sql`` : sql`AND rt.id = ${roomTypeId}`;
  const onlyHeldOf =
    roomTypeId === undefined
      ? sql`AND rh.room_type_id IN (SELECT h.id FROM room_types h WHERE h.hotel_id IN (${hotelIds}))`
      : sql`AND rh.room_type_id = ${roomTypeId}`;
  const adultsPerRoom = Math.ceil(stay.adults / stay.rooms);
  const childrenPerRoom = Math.ceil(stay.children.length / stay.rooms);
  return sql`
    SELECT rt.id AS room_type_id, rt.hotel_id, rt.breakfast_included, rt.refundable, rt.pay_at_hotel,
           rt.discount_percent, inv.nights_priced,
           CASE WHEN inv.nights_priced = ${stay.nights} THEN greatest(inv.min_left, 0) ELSE 0 END AS rooms_left,
           ${member ? sql.raw('inv.member_price_per_night') : sql.raw('inv.public_price_per_night')} AS price_per_night,
           inv.public_price_per_night, inv.member_price_per_night,
           CASE
             WHEN inv.nights_priced = ${stay.nights} AND inv.min_left >= ${stay.rooms} THEN 'available'
             WHEN inv.nights_priced = ${stay.nights} AND inv.min_left > 0 THEN 'fully_booked'
             ELSE 'sold_out'
           END AS availability
      FROM (
        SELECT rt.id, rt.hotel_id, rt.breakfast_included, rt.refundable, rt.pay_at_hotel, rt.discount_percent,
               rt.base_price,
               count(i.date)::int AS nights_priced,
               min(CASE WHEN i.closed THEN 0 ELSE i.allotment - i.sold - coalesce(held.quantity, 0) END)::int AS min_left,
               sum(i.price)::bigint AS total,
               sum(coalesce(i.member_price, i.price))::bigint AS member_total
          FROM room_types rt
          LEFT JOIN room_inventory i
            ON i.room_type_id = rt.id AND i.date >= ${stay.checkIn}::date AND i.date < ${stay.checkOut}::date
          LEFT JOIN (
            SELECT rh.room_type_id, rh.date, sum(rh.quantity) AS quantity
              FROM room_holds rh
             WHERE rh.expires_at > ${now.toISOString()}::timestamptz
               AND rh.date >= ${stay.checkIn}::date AND rh.date < ${stay.checkOut}::date
               -- Only these hotels' holds (through the (room_type_id, date) index): the join below cannot narrow
               -- an aggregate, and every hold of those nights in the whole inventory was summed on each call,
               -- a cost that grew with the carts open anywhere (the checkout benchmark's spread-out rooms).
               ${onlyHeldOf}
             GROUP BY rh.room_type_id, rh.date
          ) AS held ON held.room_type_id = i.room_type_id AND held.date = i.date
         WHERE rt.hotel_id IN (${hotelIds}) ${onlyRoomType}
           AND rt.max_adults >= ${adultsPerRoom}
           AND rt.max_children >= ${childrenPerRoom}
         GROUP BY rt.id
      ) AS rt
      CROSS JOIN LATERAL (
        SELECT rt.nights_priced, rt.min_left,
               coalesce(round(rt.total::numeric / nullif(rt.nights_priced, 0)), rt.base_price)::int
                 AS public_price_per_night,
               coalesce(round(rt.member_total::numeric / nullif(rt.nights_priced, 0)), rt.base_price)::int
                 AS member_price_per_night
      ) AS inv`;
}

/**
 * round(sum(column) / count(*)) of a group in integer arithmetic: (2 |sum| + n) / (2 n), with the sum's sign. The
 * same value as roomOffersSql's numeric round() (half away from zero; with at most 15 nights no quotient lies
 * within numeric's precision of a half: test/search-cards.test.ts compares them), for 10-15% less time on a city
 * search's thousands of room types than numeric division. The identical sum() expressions are computed once.
 */
export function averagePerNightSql(column: string): SQL {
  return sql.raw(`(CASE WHEN sum(${column}) < 0 THEN -((-2 * sum(${column}) + count(*)) / (2 * count(*)))
                        ELSE (2 * sum(${column}) + count(*)) / (2 * count(*)) END)::int`);
}

/**
 * What search needs of roomOffersSql, from search_nights (migration 0003: room_inventory with the searched
 * room_types columns, kept in step by triggers): one row per room type of the hotels in `hotelIds` that fits
 * the occupancy and has inventory on at least one night of the stay, with its average price per night and its
 * availability, classified exactly as roomOffersSql does (a closed night has rooms_left 0, so holds cannot
 * make it bookable). Room types without any inventory row for the stay are left out: roomOffersSql calls them
 * sold out, and search only reads available and fully booked offers. Prices as roomOffersSql's: the public and
 * member averages, and `price_per_night` the requester's (`member`).
 */
export function searchOffersSql(hotelIds: SQL, stay: Stay, now: Date, member: boolean): SQL {
  const adultsPerRoom = Math.ceil(stay.adults / stay.rooms);
  const childrenPerRoom = Math.ceil(stay.children.length / stay.rooms);
  const publicAverage = averagePerNightSql('s.price');
  const memberAverage = averagePerNightSql('coalesce(s.member_price, s.price)');
  return sql`
    SELECT s.room_type_id, s.hotel_id,
           bool_and(s.breakfast_included) AS breakfast_included, bool_and(s.refundable) AS refundable,
           bool_and(s.pay_at_hotel) AS pay_at_hotel, min(s.discount_percent)::int AS discount_percent,
           ${member ? memberAverage : publicAverage} AS price_per_night,
           ${publicAverage} AS public_price_per_night,
           ${memberAverage} AS member_price_per_night,
           CASE
             WHEN count(*) = ${stay.nights} AND min(s.rooms_left - coalesce(held.quantity, 0)) >= ${stay.rooms} THEN 'available'
             WHEN count(*) = ${stay.nights} AND min(s.rooms_left - coalesce(held.quantity, 0)) > 0 THEN 'fully_booked'
             ELSE 'sold_out'
           END AS availability
      FROM search_nights s
      LEFT JOIN (
        SELECT rh.room_type_id, rh.date, sum(rh.quantity)::int AS quantity
          FROM room_holds rh
         WHERE rh.expires_at > ${now.toISOString()}::timestamptz
           AND rh.date >= ${stay.checkIn}::date AND rh.date < ${stay.checkOut}::date
         GROUP BY rh.room_type_id, rh.date
      ) AS held ON held.room_type_id = s.room_type_id AND held.date = s.date
     WHERE s.hotel_id IN (${hotelIds})
       AND s.date >= ${stay.checkIn}::date AND s.date < ${stay.checkOut}::date
       AND s.max_adults >= ${adultsPerRoom}
       AND s.max_children >= ${childrenPerRoom}
     GROUP BY s.hotel_id, s.room_type_id`;
}

/** The struck-through price of a discounted price, rounded to Rp 1.000 like the prices themselves. */
export function originalPrice(price: number, discountPercent: number): number | null {
  if (!discountPercent) return null;
  return Math.round(price / (1 - discountPercent / 100) / 1000) * 1000;
}

/** The same rounding in SQL, for prices computed there. */
export function originalPriceSql(price: SQL, discount: SQL): SQL {
  return sql`CASE WHEN ${discount} > 0 THEN (round(${price} / (1 - ${discount} / 100.0) / 1000) * 1000)::int END`;
}
