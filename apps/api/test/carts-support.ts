// What the cart tests share: an app on a controlled clock whose member tokens the test can issue itself, members
// made in bulk, a bookable room with inventory set to a known state, and cart requests.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import type { components } from '../src/generated/openapi.ts';
import { addDays } from '../src/lib/time.ts';
import { issueToken } from '../src/modules/members/tokens.ts';
import { createTestApp, type TestApp } from './helpers.ts';

export type Cart = components['schemas']['Cart'];

/** A fixed JWT key, so the test signs tokens for the members it creates (logging in 200 members costs seconds). */
export const CART_TEST_ENV = {
  ...process.env,
  NODE_ENV: 'test',
  JWT_SECRET: 'nusa-carts-test-signing-key-0123456789-abcdefghij',
};

export interface CartTestApp extends TestApp {
  /** A bearer token for a member. */
  tokenFor(memberId: number): Promise<string>;
}

export async function createCartTestApp(clock: () => Date): Promise<CartTestApp> {
  const t = await createTestApp({ clock, env: CART_TEST_ENV });
  const config = loadConfig(CART_TEST_ENV);
  return {
    ...t,
    async tokenFor(memberId: number) {
      return (await issueToken(config.auth, { id: memberId, sessionVersion: 0 }, clock())).token;
    },
  };
}

/** `count` new active members (e-mails cart-<tag>-<i>@example.com); their ids in order. */
export async function createMembers(database: Database, tag: string, count: number): Promise<number[]> {
  const rows = await database.rows<{ id: number }>(sql`
    INSERT INTO members (email, full_name, first_name, status)
    SELECT 'cart-' || ${tag} || '-' || i || '@example.com', 'Tamu Uji ' || i, 'Tamu', 'active'
      FROM generate_series(1, ${count}) AS i
    RETURNING id`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export interface Room {
  hotelId: number;
  roomId: number;
  maxAdults: number;
  payAtHotel: boolean;
}

/** Active hotels' room types for two adults, in id order, optionally only those allowing pay at hotel or not. */
export async function rooms(database: Database, options: { payAtHotel?: boolean } = {}): Promise<Room[]> {
  const rows = await database.rows<{
    hotel_id: number;
    id: number;
    max_adults: number;
    pay_at_hotel: boolean;
  }>(sql`
    SELECT rt.hotel_id, rt.id, rt.max_adults, rt.pay_at_hotel
      FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 AND rt.max_children >= 1
       ${options.payAtHotel === undefined ? sql`` : sql`AND rt.pay_at_hotel = ${options.payAtHotel}`}
     ORDER BY rt.id`);
  return rows.map((r) => ({
    hotelId: r.hotel_id,
    roomId: r.id,
    maxAdults: r.max_adults,
    payAtHotel: r.pay_at_hotel,
  }));
}

/** Sets every night of [checkIn, checkIn + nights) of a room type: rooms offered and sold, open. */
export async function setNights(
  database: Database,
  roomId: number,
  checkIn: string,
  nights: number,
  state: { allotment: number; sold?: number; closed?: boolean },
): Promise<void> {
  await database.rows(sql`
    UPDATE room_inventory SET allotment = ${state.allotment}, sold = ${state.sold ?? 0},
           closed = ${state.closed ?? false}
     WHERE room_type_id = ${roomId} AND date >= ${checkIn}::date AND date < ${addDays(checkIn, nights)}::date`);
}

/** Sold plus unexpired holds against the allotment, per night: a positive `over` is an oversold night. */
export async function oversoldNights(database: Database, roomId: number, now: Date): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM room_inventory i
     WHERE i.room_type_id = ${roomId}
       AND i.sold + coalesce((SELECT sum(h.quantity) FROM room_holds h
                               WHERE h.room_type_id = i.room_type_id AND h.date = i.date
                                 AND h.expires_at > ${now.toISOString()}::timestamptz), 0) > i.allotment`);
  return Number(row?.n ?? 0);
}

export interface CartRequest {
  hotel_id: number;
  room_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
  children?: number[];
  shown_price_per_night?: number;
}

export function stayOf(
  room: Room,
  checkIn: string,
  nights: number,
  over: Partial<CartRequest> = {},
): CartRequest {
  return {
    hotel_id: room.hotelId,
    room_id: room.roomId,
    check_in: checkIn,
    check_out: addDays(checkIn, nights),
    rooms: 1,
    adults: 2,
    ...over,
  };
}

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

export function postCart(
  app: FastifyInstance,
  token: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { 'content-type': 'application/json', ...bearer(token), ...headers },
    payload: JSON.stringify(body),
  });
}

export function cartCall(
  app: FastifyInstance,
  token: string | undefined,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...bearer(token),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
