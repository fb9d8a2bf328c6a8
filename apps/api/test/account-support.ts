// What the account tests share (issue 12): rooms with a known cancellation policy, bookings made through the real
// checkout (cart → contact → payment → the local gateway's page), and reading a PDF's text back.
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { type Cart, cartCall, type Room } from './carts-support.ts';
import { json } from './helpers.ts';
import { type Payment, pay, readyCart, settleOnDevPage } from './payments-support.ts';

export interface PolicyRoom extends Room {
  freeCancellationDays: number | null;
}

/** Bookable room types for two adults with the asked terms, in id order. */
export async function roomsWith(
  database: Database,
  terms: { refundable: boolean; payAtHotel?: boolean },
): Promise<PolicyRoom[]> {
  const rows = await database.rows<{
    hotel_id: number;
    id: number;
    max_adults: number;
    pay_at_hotel: boolean;
    free_cancellation_days: number | null;
  }>(sql`
    SELECT rt.hotel_id, rt.id, rt.max_adults, rt.pay_at_hotel, rt.free_cancellation_days
      FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 AND rt.max_children >= 1 AND rt.refundable = ${terms.refundable}
       ${terms.payAtHotel === undefined ? sql`` : sql`AND rt.pay_at_hotel = ${terms.payAtHotel}`}
     ORDER BY rt.id`);
  return rows.map((r) => ({
    hotelId: r.hotel_id,
    roomId: r.id,
    maxAdults: r.max_adults,
    payAtHotel: r.pay_at_hotel,
    freeCancellationDays: r.free_cancellation_days,
  }));
}

/** Books `room` from `checkIn` for `nights` nights and pays it (virtual account settled, or pay at hotel). */
export async function bookAndPay(
  app: FastifyInstance,
  database: Database,
  token: string,
  room: Room,
  checkIn: string,
  options: { nights?: number; payAtHotel?: boolean } = {},
): Promise<string> {
  const cart = await readyCart(app, database, token, room, checkIn, { nights: options.nights ?? 2 });
  const method = options.payAtHotel
    ? { payment_method: 'pay_at_hotel' }
    : { payment_method: 'virtual_account', channel: 'bca' };
  const payment = json<{ data: Payment }>(
    await pay(app, token, { ...method, cart_id: cart.id, amount: cart.price_details.total }),
    201,
  ).data;
  if (!options.payAtHotel) await settleOnDevPage(app, payment.id, 'paid');
  const read = json<{ data: Cart }>(await cartCall(app, token, 'GET', `/api/carts/${cart.id}/`)).data;
  if (!read.booking_code) throw new Error('the cart was not booked');
  return read.booking_code;
}

/** Rooms sold on each night of a stay of `roomId`, in date order. */
export async function soldNights(database: Database, roomId: number, checkIn: string, nights: number) {
  const rows = await database.rows<{ sold: number }>(sql`
    SELECT sold FROM room_inventory
     WHERE room_type_id = ${roomId} AND date >= ${checkIn}::date AND date < ${checkIn}::date + ${nights}::int
     ORDER BY date`);
  return rows.map((r) => Number(r.sold));
}

/**
 * The text a PDF shows, as a simple extractor reads it: every Flate-compressed stream inflated, then the strings
 * of its text operators (hex `<…>` and literal `(…)`) decoded and joined.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = source.slice(start, end);
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(m[1] ? Buffer.from(m[1], 'hex').toString('latin1') : (m[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return out.join('\n');
}
