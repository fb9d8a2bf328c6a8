// Per-night room inventory for a rolling window of INVENTORY_DAYS days, generated in SQL (hundreds of thousands
// of rows: building them in JS and sending them over would be far slower, especially on PGlite).
//
// Prices: the room type's base price times the night's factor, rounded to Rp 1.000 — 1.15 on Friday and
// Saturday nights, 1.2 in the school and year-end holidays, 1.3 on a public holiday, a joint leave day or the
// night before one. Availability: a deterministic hash of (hotel, night) marks about 1% of a hotel's nights
// fully booked (every room type sold out), one of (room type, night) marks about 3-8% of a room type's
// nights sold out, and the rest carry partial occupancy. The same inputs always give the same rows.
//
// Member rates (migration 0011): a room type with a member_discount_percent gets a member_price on every night
// written, the night's price less that percentage, rounded to Rp 1.000 like the price; none when the rounding
// leaves it no lower than the price (the column's check: a member rate is strictly lower).
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../lib/time.ts';
import type { Database, Db } from './database.ts';

export const INVENTORY_DAYS = 400;

function inventoryInsert(from: string, to: string, options: { skipExisting?: boolean } = {}) {
  // Integer arithmetic throughout (factors in percent): numeric math per row is several times slower here.
  const onConflict = options.skipExisting ? sql`ON CONFLICT (room_type_id, date) DO NOTHING` : sql``;
  return sql`
    WITH days AS MATERIALIZED (
      SELECT d::date AS date,
             (d::date - date '2000-01-01') AS day_no,
             greatest(
               CASE WHEN extract(isodow FROM d) IN (5, 6) THEN 115 ELSE 100 END,
               CASE WHEN to_char(d, 'MM-DD') >= '12-20' OR to_char(d, 'MM-DD') <= '01-03'
                      OR to_char(d, 'MM-DD') BETWEEN '06-20' AND '07-15' THEN 120 ELSE 100 END,
               CASE WHEN EXISTS (SELECT 1 FROM holidays h WHERE h.date IN (d::date, d::date + 1)) THEN 130 ELSE 100 END
             ) AS factor
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    )
    INSERT INTO room_inventory (room_type_id, date, price, member_price, allotment, sold, closed)
    SELECT rt.id,
           days.date,
           night.price,
           ${memberPriceSql(sql`night.price`, sql`rt.member_discount_percent`)},
           rt.total_allotment,
           CASE
             WHEN ((rt.hotel_id::bigint * 73856093) # (days.day_no::bigint * 19349663)) % 1000 < 11
               THEN rt.total_allotment
             WHEN ((rt.id::bigint * 83492791) # (days.day_no::bigint * 2654435761)) % 1000
                  < CASE WHEN days.factor >= 130 THEN 160 WHEN days.factor > 100 THEN 60 ELSE 30 END
               THEN rt.total_allotment
             ELSE ((rt.id * 31 + days.day_no * 17) % greatest(rt.total_allotment, 1))
                  * CASE WHEN days.factor > 100 THEN 9 ELSE 6 END / 10
           END,
           false
    FROM room_types rt CROSS JOIN days
    CROSS JOIN LATERAL (
      SELECT least(6000000, (rt.base_price * days.factor + 50000) / 100000 * 1000) AS price
    ) AS night
    ${onConflict}`;
}

/**
 * The member price of a night priced `price` for a room type whose member discount is `percent`: rounded to
 * Rp 1.000 in integer arithmetic, NULL without a discount or when the rounding leaves nothing off.
 */
function memberPriceSql(price: SQL, percent: SQL) {
  const discounted = sql`((${price} * (100 - ${percent}) + 50000) / 100000 * 1000)`;
  return sql`CASE WHEN ${percent} > 0 AND ${discounted} > 0 AND ${discounted} < ${price} THEN ${discounted} END`;
}

/**
 * Fills the window [today, today + INVENTORY_DAYS) for every room type of an empty inventory table.
 *
 * A bulk load: the foreign key and the check constraint are dropped for the insert and added back after,
 * which validates all rows in one pass instead of firing a trigger per row (halves the seeding time).
 * The definitions below must match src/db/schema.ts (test/seed.test.ts checks that they are back).
 */
export async function generateInventory(db: Db, today: string, days = INVENTORY_DAYS): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE room_inventory DROP CONSTRAINT IF EXISTS ${INVENTORY_FK}`));
  await db.execute(sql.raw(`ALTER TABLE room_inventory DROP CONSTRAINT IF EXISTS ${INVENTORY_CHECK}`));
  // search_nights (migration 0003) likewise: filled in one statement and indexed after, rather than by the
  // trigger inserting row by row into its index (that took the seeding from about 15 to 25 s of CPU).
  await db.execute(sql.raw(`ALTER TABLE room_inventory DISABLE TRIGGER ${SEARCH_NIGHTS_TRIGGER}`));
  await db.execute(sql.raw(`ALTER TABLE search_nights DROP CONSTRAINT IF EXISTS ${SEARCH_NIGHTS_PK}`));
  await db.execute(inventoryInsert(today, addDays(today, days - 1)));
  await db.execute(sql`
    INSERT INTO search_nights (hotel_id, date, room_type_id, price, rooms_left, max_adults, max_children,
                               discount_percent, breakfast_included, refundable, pay_at_hotel, member_price)
    SELECT rt.hotel_id, i.date, i.room_type_id, i.price, CASE WHEN i.closed THEN 0 ELSE i.allotment - i.sold END,
           rt.max_adults, rt.max_children, rt.discount_percent, rt.breakfast_included, rt.refundable,
           rt.pay_at_hotel, i.member_price
      FROM room_inventory i JOIN room_types rt ON rt.id = i.room_type_id`);
  await db.execute(
    sql.raw(`ALTER TABLE search_nights ADD CONSTRAINT ${SEARCH_NIGHTS_PK} ${SEARCH_NIGHTS_PK_DEF}`),
  );
  await db.execute(sql.raw(`ALTER TABLE room_inventory ENABLE TRIGGER ${SEARCH_NIGHTS_TRIGGER}`));
  await db.execute(
    sql.raw(
      `ALTER TABLE room_inventory ADD CONSTRAINT ${INVENTORY_FK} FOREIGN KEY (room_type_id) REFERENCES room_types(id) ON DELETE CASCADE`,
    ),
  );
  await db.execute(
    sql.raw(
      `ALTER TABLE room_inventory ADD CONSTRAINT ${INVENTORY_CHECK} CHECK (sold >= 0 AND sold <= allotment)`,
    ),
  );
}

export const INVENTORY_FK = 'room_inventory_room_type_id_room_types_id_fk';
/** Must match migration 0003 (test/seed.test.ts checks the key is back). */
const SEARCH_NIGHTS_TRIGGER = 'room_inventory_search_nights_insert';
export const SEARCH_NIGHTS_PK = 'search_nights_pk';
const SEARCH_NIGHTS_PK_DEF =
  'PRIMARY KEY (hotel_id, date, room_type_id) INCLUDE (price, rooms_left, max_adults, max_children, ' +
  'discount_percent, breakfast_included, refundable, pay_at_hotel, member_price)';
export const INVENTORY_CHECK = 'room_inventory_sold_ck';

/**
 * Extends the window on start-up so a server that keeps running (or restarts months after seeding) still
 * offers INVENTORY_DAYS days ahead (`days`: a shorter window for benchmarks). Only the missing days are
 * generated.
 */
export async function topUpInventory(
  database: Database,
  today: string,
  days = INVENTORY_DAYS,
): Promise<number> {
  const [row] = await database.rows<{ last: string | null }>(
    sql`SELECT max(date)::text AS last FROM room_inventory`,
  );
  if (!row?.last) return 0;
  const end = addDays(today, days - 1);
  if (row.last >= end) return 0;
  const from = row.last >= today ? addDays(row.last, 1) : today;
  await database.db.execute(inventoryInsert(from, end, { skipExisting: true }));
  return 1;
}
