// What the payment tests share: a member's complete cart (created, contact and terms saved) through the cart API,
// payments through POST /api-payments, the local gateway's development page, and counts of what a settlement
// writes (bookings, sold rooms, holds, voucher e-mails).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import type { components } from '../src/generated/openapi.ts';
import { type Cart, cartCall, postCart, type Room, setNights, stayOf } from './carts-support.ts';
import { json } from './helpers.ts';

export type Payment = components['schemas']['Payment'];

export const CONTACT = {
  title: 'Mr',
  full_name: 'Andi Pratama',
  phone_number_country_code: '62',
  phone_number: '81234567801',
  email: 'andi@example.com',
};

/** A cart of `rooms` rooms for `nights` nights from `checkIn`, ready to be paid (contact and terms saved). */
export async function readyCart(
  app: FastifyInstance,
  database: Database,
  token: string,
  room: Room,
  checkIn: string,
  options: {
    nights?: number;
    rooms?: number;
    allotment?: number;
    email?: string;
    terms?: boolean;
    /** Headers of the cart's creation (e.g. the affiliate's X-Click-Id). */
    headers?: Record<string, string>;
  } = {},
): Promise<Cart> {
  const nights = options.nights ?? 2;
  await setNights(database, room.roomId, checkIn, nights, { allotment: options.allotment ?? 10 });
  const cart = json<{ data: Cart }>(
    await postCart(app, token, stayOf(room, checkIn, nights, { rooms: options.rooms ?? 1 }), options.headers),
    201,
  ).data;
  const put = await cartCall(app, token, 'PUT', `/api/carts/${cart.id}`, {
    contact: { ...CONTACT, email: options.email ?? CONTACT.email },
    booking_for_someone_else: false,
    terms_accepted: options.terms ?? true,
  });
  return json<{ data: Cart }>(put).data;
}

export function pay(
  app: FastifyInstance,
  token: string | undefined,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return cartCall(app, token, 'POST', '/api-payments', body, headers);
}

/** Marks a local-gateway payment paid, failed or expired on the development page (JSON answer). */
export async function settleOnDevPage(
  app: FastifyInstance,
  paymentId: string,
  action: 'paid' | 'failed' | 'expired',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/__dev/payments/${paymentId}/${action}`,
    headers: { accept: 'application/json' },
    remoteAddress: '127.0.0.1',
  });
  return json<{ data: { status: string; gateway_status: string; notification_status: number } }>(res).data;
}

/** What settling a cart writes, to compare before and after. */
export async function ledger(database: Database, cartId: string, roomId: number) {
  const [row] = await database.rows<{
    bookings: number;
    holds: number;
    sold: number;
    vouchers: number;
    cart_status: string;
  }>(sql`
    SELECT (SELECT count(*) FROM bookings WHERE cart_id = ${cartId})::int AS bookings,
           (SELECT coalesce(sum(quantity), 0) FROM room_holds WHERE cart_id = ${cartId})::int AS holds,
           (SELECT coalesce(sum(ri.sold), 0) FROM room_inventory ri JOIN cart_items i
               ON i.cart_id = ${cartId} AND ri.room_type_id = ${roomId}
              AND ri.date >= i.check_in AND ri.date < i.check_out)::int AS sold,
           (SELECT count(*) FROM outbox_messages o JOIN bookings b ON b.cart_id = ${cartId}
             WHERE o.channel = 'email' AND o.subject LIKE '%' || b.code || '%')::int AS vouchers,
           (SELECT status FROM carts WHERE id = ${cartId}) AS cart_status`);
  if (!row) throw new Error('no ledger');
  return row;
}
