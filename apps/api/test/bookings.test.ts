// The member's bookings (issue 11): GET /api/members/bookings (newest first, period in Jakarta days, status,
// pages) and GET /api/members/bookings/{code} (what the confirmation and the account pages show: items, price
// details, the latest payment, the timeline with times), own bookings only; a paid stay becomes completed on its
// check-out day and reviewable for 30 days. Also the checkout demo data (Putu's pending payment and expired cart).
// Bookings are made through the real flow (cart → contact → payment → the local gateway's page) at times set on
// the app's injectable clock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EXPIRED_CART_ID,
  DEMO_PENDING_CART_ID,
  DEMO_PENDING_PAYMENT_ID,
  DEMO_PENDING_VA,
} from '../src/db/seed/checkout-demo.ts';
import type { components } from '../src/generated/openapi.ts';
import {
  type Cart,
  type CartTestApp,
  cartCall,
  createCartTestApp,
  createMembers,
  type Room,
  rooms,
} from './carts-support.ts';
import { json } from './helpers.ts';
import { type Payment, pay, readyCart, settleOnDevPage } from './payments-support.ts';

type Booking = components['schemas']['Booking'];
type Summary = components['schemas']['BookingSummary'];

// 10:00 in Jakarta on 22 November 2026.
const START = Date.parse('2026-11-22T03:00:00Z');
const DAY = 24 * 3_600_000;
let now = START;
const clock = () => new Date(now);
const EN = { 'accept-language': 'en' };

let t: CartTestApp;
let room: Room;
let memberId: number;
let token: string;
/** Codes of the bookings made below, by name. */
const codes: Record<string, string> = {};

const list = async (query = '', who = token) =>
  json<{ data: Summary[]; meta: { page: number; perpage: number; total: number; last_page: number } }>(
    await cartCall(t.app, who, 'GET', `/api/members/bookings${query}`),
  );
const detail = async (code: string, headers: Record<string, string> = {}) =>
  json<{ data: Booking }>(
    await cartCall(t.app, token, 'GET', `/api/members/bookings/${code}`, undefined, headers),
  ).data;

/** Books `checkIn` for `nights` at the clock's current time and pays it with `method`. */
async function book(checkIn: string, nights: number, method: Record<string, unknown>): Promise<string> {
  const cart = await readyCart(t.app, t.database, token, room, checkIn, { nights });
  const payment = json<{ data: Payment }>(
    await pay(t.app, token, { ...method, cart_id: cart.id, amount: cart.price_details.total }),
    201,
  ).data;
  if (method.payment_method !== 'pay_at_hotel') await settleOnDevPage(t.app, payment.id, 'paid');
  const read = json<{ data: Cart }>(await cartCall(t.app, token, 'GET', `/api/carts/${cart.id}/`)).data;
  return read.booking_code as string;
}

beforeAll(async () => {
  t = await createCartTestApp(clock);
  [room] = (await rooms(t.database, { payAtHotel: false })) as [Room];
  [memberId] = (await createMembers(t.database, 'bookings', 1)) as [number];
  token = await t.tokenFor(memberId);
  // Made 40, 20 and 3 days before "today", and one today; the first stay is over by today. The demo inventory
  // starts on the seeding day: the October nights are added.
  await t.database.rows(sql`
    INSERT INTO room_inventory (room_type_id, date, price, allotment, sold)
    VALUES (${room.roomId}, '2026-10-20', 750000, 10, 0), (${room.roomId}, '2026-10-21', 750000, 10, 0)
    ON CONFLICT DO NOTHING`);
  now = START - 40 * DAY;
  codes.old = await book('2026-10-20', 2, { payment_method: 'virtual_account', channel: 'mandiri' });
  now = START - 20 * DAY;
  codes.month = await book('2026-12-01', 3, { payment_method: 'e_wallet', channel: 'dana' });
  now = START - 3 * DAY;
  codes.week = await book('2026-12-20', 1, { payment_method: 'qris' });
  now = START;
  codes.today = await book('2026-12-24', 2, { payment_method: 'credit_card' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/members/bookings', () => {
  it('lists the member’s bookings newest first, with the status as of today', async () => {
    now = START;
    const all = await list();
    expect(all.data.map((b) => b.code)).toEqual([codes.today, codes.week, codes.month, codes.old]);
    expect(all.data.map((b) => b.status)).toEqual(['paid', 'paid', 'paid', 'completed']);
    expect(all.meta).toEqual({ page: 1, perpage: 20, total: 4, last_page: 1 });
    expect(all.data[3]).toMatchObject({
      date: '2026-10-13',
      time: '10:00',
      payment_method: 'virtual_account',
      payment_status: 'paid',
      product: { check_in: '2026-10-20', check_out: '2026-10-22', nights: 2, room_id: room.roomId },
    });
    const paged = await list('?perpage=3&page=2');
    expect(paged.data.map((b) => b.code)).toEqual([codes.old]);
    expect(paged.meta).toEqual({ page: 2, perpage: 3, total: 4, last_page: 2 });
  });

  it('filters by period in Jakarta days and by status', async () => {
    now = START;
    expect((await list('?period=past_week')).data.map((b) => b.code)).toEqual([codes.today, codes.week]);
    expect((await list('?period=30_days')).data.map((b) => b.code)).toEqual([
      codes.today,
      codes.week,
      codes.month,
    ]);
    expect((await list('?period=3_months')).meta.total).toBe(4);
    expect((await list('?status=completed')).data.map((b) => b.code)).toEqual([codes.old]);
    expect((await list('?status=paid&period=past_week')).meta.total).toBe(2);
    expect((await list('?status=expired')).data).toEqual([]);
    // Made on 19 November (Jakarta): in the past week until 25 November 23:59 WIB, out from 26 November 00:00.
    now = Date.parse('2026-11-25T16:59:00Z');
    expect((await list('?period=past_week')).data.map((b) => b.code)).toContain(codes.week);
    now = Date.parse('2026-11-25T17:00:00Z');
    expect((await list('?period=past_week')).data.map((b) => b.code)).not.toContain(codes.week);
    now = START;
  });

  it('needs a token and answers only the member’s own', async () => {
    expect((await cartCall(t.app, undefined, 'GET', '/api/members/bookings')).statusCode).toBe(401);
    const [other] = (await createMembers(t.database, 'bookings-other', 1)) as [number];
    expect((await list('', await t.tokenFor(other))).meta.total).toBe(0);
    for (const bad of ['?status=unknown', '?period=decade', '?page=0', '?perpage=101', '?page=1e400']) {
      expect((await cartCall(t.app, token, 'GET', `/api/members/bookings${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/members/bookings/{code}', () => {
  it('has the items, the price details, the latest payment and the timeline', async () => {
    now = START;
    const booking = await detail(codes.today as string, EN);
    expect(booking).toMatchObject({
      code: codes.today,
      status: 'paid',
      payment_method: 'credit_card',
      payment_status: 'paid',
      payment_channel: null,
      paid_at: '2026-11-22T10:00:00+07:00',
      expires_at: null,
      contact: { full_name: 'Andi Pratama', email: 'andi@example.com' },
      guests: [{ title: 'Mr', full_name: 'Andi Pratama' }],
      promo_code: null,
      tracking_number: null,
      delivery_service: null,
      review_status: 'not_yet',
      payment: { status: 'paid', method: 'credit_card', booking_code: codes.today, instructions: null },
    });
    const item = booking.products[0] as Booking['products'][number];
    const p = booking.price_details;
    expect(p.subtotal + p.taxes_and_fees - p.promo_discount + p.installment_fee).toBe(p.total);
    expect(p.subtotal + p.taxes_and_fees).toBe(item.total_price);
    expect(p).toMatchObject({
      voucher_discount: 0,
      shipping_charges: 0,
      service_fee: 0,
      installment_tenor: null,
    });
    expect(booking.tracking.map((s) => [s.key, s.label, s.at, s.active])).toEqual([
      ['created', 'Order placed', '2026-11-22T10:00:00+07:00', true],
      ['paid', 'Payment received', '2026-11-22T10:00:00+07:00', true],
      ['confirmed', 'Booking confirmed', '2026-11-22T10:00:00+07:00', true],
      ['checked_in', 'Checked in', null, false],
      ['completed', 'Stay completed', null, false],
      ['reviewed', 'Review sent', null, false],
    ]);
    expect((await detail(codes.month as string)).payment_channel).toBe('dana');
    // Codes are read as written or in lower case.
    expect((await detail((codes.today as string).toLowerCase())).code).toBe(codes.today);
  });

  it('reaches check-in and check-out on their days, then opens the review for 30 days', async () => {
    const code = codes.week as string;
    now = Date.parse('2026-12-20T08:00:00Z');
    const staying = await detail(code);
    expect(staying.status).toBe('paid');
    const hotel = (staying.products[0] as Booking['products'][number]).hotel;
    expect(staying.tracking.find((s) => s.key === 'checked_in')).toMatchObject({
      at: `2026-12-20T${hotel.check_in_time}:00+07:00`,
      active: true,
    });
    now = Date.parse('2026-12-21T17:00:00Z');
    const done = await detail(code);
    expect(done).toMatchObject({ status: 'completed', review_status: 'awaiting' });
    expect(done.tracking.at(-2)).toMatchObject({
      key: 'completed',
      at: `2026-12-21T${hotel.check_out_time}:00+07:00`,
    });
    now = Date.parse('2027-01-21T17:00:00Z');
    // A month on, the member signs in again (tokens last 30 days).
    const signedIn = token;
    token = await t.tokenFor(memberId);
    expect((await detail(code)).review_status).toBe('expired');
    token = signedIn;
    now = START;
  });

  it('answers another member’s booking 403 and an unknown code 404', async () => {
    now = START;
    const [other] = (await createMembers(t.database, 'bookings-stranger', 1)) as [number];
    const stranger = await t.tokenFor(other);
    const foreign = await cartCall(
      t.app,
      stranger,
      'GET',
      `/api/members/bookings/${codes.today}`,
      undefined,
      EN,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: 'forbidden',
      message: 'This booking belongs to another account.',
    });
    expect((await cartCall(t.app, token, 'GET', '/api/members/bookings/NS0000AAAAAA')).statusCode).toBe(404);
    expect((await cartCall(t.app, token, 'GET', '/api/members/bookings/bad%20code')).statusCode).toBe(400);
    expect((await cartCall(t.app, undefined, 'GET', `/api/members/bookings/${codes.today}`)).statusCode).toBe(
      401,
    );
  });
});

describe('the demo data', () => {
  it('has Andi’s seeded stays: completed, upcoming and expired, with their timelines', async () => {
    now = START;
    const andi = await t.tokenFor(1);
    // generate.ts's bookings; the account demo's (codes …AD0<member><n>, account-demo.ts) are tested with it.
    const seeded = { data: (await list('', andi)).data.filter((b) => !/AD0\d{3}$/.test(b.code)) };
    expect(seeded.data.map((b) => b.status).sort()).toEqual(['completed', 'completed', 'expired', 'paid']);
    const expired = seeded.data.find((b) => b.status === 'expired') as Summary;
    expect(expired.payment_status).toBe('expired');
    const read = json<{ data: Booking }>(
      await cartCall(t.app, andi, 'GET', `/api/members/bookings/${expired.code}`, undefined, EN),
    ).data;
    expect(read.tracking.map((s) => s.key)).toEqual(['created', 'expired']);
    expect(read.review_status).toBe('expired');
    const reviewed = seeded.data.filter((b) => b.status === 'completed');
    const statuses = await Promise.all(
      reviewed.map(
        async (b) =>
          json<{ data: Booking }>(await cartCall(t.app, andi, 'GET', `/api/members/bookings/${b.code}`)).data
            .review_status,
      ),
    );
    expect(statuses.sort()).toEqual(['awaiting', 'reviewed']);
  });

  it('has Putu’s cart being paid by BCA virtual account, payable on the development page, and an expired cart', async () => {
    now = START;
    const [putu] = await t.database.rows<{ id: number }>(
      sql`SELECT id FROM members WHERE email = 'putu@example.com'`,
    );
    const putuToken = await t.tokenFor(putu?.id as number);
    const pending = json<{ data: Cart }>(
      await cartCall(t.app, putuToken, 'GET', `/api/carts/${DEMO_PENDING_CART_ID}/`),
    ).data;
    expect(pending).toMatchObject({
      status: 'active',
      ready_for_payment: true,
      expires_at: '2026-11-23T00:01:00+07:00',
      payment: {
        id: DEMO_PENDING_PAYMENT_ID,
        status: 'pending',
        method: 'virtual_account',
        channel: 'bca',
        amount: pending.price_details.total,
        instructions: { account_number: DEMO_PENDING_VA },
      },
    });
    const expired = json<{ data: Cart }>(
      await cartCall(t.app, putuToken, 'GET', `/api/carts/${DEMO_EXPIRED_CART_ID}/`),
    ).data;
    expect(expired).toMatchObject({ status: 'expired', payment: null, booking_code: null });

    expect(await settleOnDevPage(t.app, DEMO_PENDING_PAYMENT_ID, 'paid')).toMatchObject({ status: 'paid' });
    const paid = json<{ data: Cart }>(
      await cartCall(t.app, putuToken, 'GET', `/api/carts/${DEMO_PENDING_CART_ID}/`),
    ).data;
    expect(paid.status).toBe('paid');
    // The newest of Putu's bookings (the account demo's are older: account-demo.ts).
    expect((await list('', putuToken)).data.map((b) => b.code)[0]).toEqual(paid.booking_code);
  });
});
