// Helpers of the account end-to-end spec: a booking of the test's own member made through the real checkout API
// (cart, contact, payment, the local gateway's "paid" on its development route), a completed stay through the
// test-clock-only POST /__dev/bookings/{code}/complete, and small real images to upload. The e2e database persists
// across runs, so no test relies on a demo member's one cancellable booking or one stay awaiting review.
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import type { CreatedMember } from './auth-support';
import { type BookableRoom, findBookableRoom } from './checkout-support';
import { addDays, TODAY } from './clock';

/**
 * A room with rooms to spare for one night 3 to 9 weeks ahead (two adults); `refundable` ones only when asked. The
 * free-cancellation deadline is at most 7 days before check-in, so such a stay can still be cancelled.
 */
export function findRoom(
  request: APIRequestContext,
  options: { refundable?: boolean } = {},
): Promise<BookableRoom> {
  const checkIns = Array.from({ length: 42 }, (_, d) => addDays(TODAY, 21 + d));
  return findBookableRoom(request, { ...options, checkIns });
}

/**
 * Books `room` for `member` (created with a password) as the app does, through the API: a cart, its contact and terms, a BCA virtual
 * account payment, then the local gateway marks it paid (its development route, which posts the signed
 * notification). Answers the booking code.
 */
export async function bookAndPay(
  request: APIRequestContext,
  member: CreatedMember,
  room: BookableRoom,
): Promise<string> {
  // A fresh token: setting the member's password (createMember) ended the session it was registered with.
  const login = await request.post('/api/members/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/carts', {
    headers,
    data: {
      hotel_id: room.hotelId,
      room_id: room.roomId,
      check_in: room.checkIn,
      check_out: room.checkOut,
      rooms: 1,
      adults: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const cartId = ((await created.json()) as { data: { id: string } }).data.id;
  const ready = await request.put(`/api/carts/${cartId}`, {
    headers,
    data: {
      contact: {
        title: 'Mr',
        full_name: member.fullname,
        phone_number_country_code: '62',
        phone_number: member.phone,
        email: member.email,
      },
      booking_for_someone_else: false,
      terms_accepted: true,
    },
  });
  expect(ready.status(), await ready.text()).toBe(200);
  const total = ((await ready.json()) as { data: { price_details: { total: number } } }).data.price_details
    .total;
  const payment = await request.post('/api-payments', {
    headers,
    data: { cart_id: cartId, amount: total, payment_method: 'virtual_account', channel: 'bca' },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  const paymentId = ((await payment.json()) as { data: { id: string } }).data.id;
  const paid = await request.post(`/__dev/payments/${paymentId}/paid`, {
    headers: { Accept: 'application/json' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const cart = await request.get(`/api/carts/${cartId}/`, { headers });
  const code = ((await cart.json()) as { data: { booking_code: string | null } }).data.booking_code;
  expect(code, 'the paid cart has its booking').toBeTruthy();
  return code as string;
}

/** Makes the booking's stay one that checked out yesterday and completes it (test clock only, this machine). */
export async function completeStay(request: APIRequestContext, code: string): Promise<void> {
  const res = await request.post(`/__dev/bookings/${code}/complete`);
  expect(res.status(), await res.text()).toBe(200);
}

/** A real PNG of one colour (the API reads the type from the bytes and re-encodes it, so it must decode). */
export function png(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width * 3 }, (_, i) => rgb[i % 3] ?? 0)),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
