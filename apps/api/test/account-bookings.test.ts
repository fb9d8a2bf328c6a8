// The account's actions on a booking (issue 12): the cancellation quote and the self-service cancellation
// (refundable bookings, before the free-cancellation deadline in Jakarta time: rooms back on sale, the refund
// through the payment gateway and on the timeline, once even under 20 concurrent requests), the refusals
// (past the deadline, non-refundable, another member's, a gateway refusing the refund) that change nothing, the
// completion job, and the e-voucher PDF whose text carries the booking code. Bookings are made through the real
// checkout at times set on the app's injectable clock. Runs on PostgreSQL when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, type PaymentGateway } from '../src/adapters/payment-types.ts';
import { buildApp } from '../src/app.ts';
import type { components } from '../src/generated/openapi.ts';
import { addDays, jakartaStartOfDay, toJakartaIso } from '../src/lib/time.ts';
import { completeFinishedStays } from '../src/modules/bookings/completion.ts';
import { bookAndPay, type PolicyRoom, pdfText, roomsWith, soldNights } from './account-support.ts';
import {
  CART_TEST_ENV,
  type CartTestApp,
  cartCall,
  createCartTestApp,
  createMembers,
} from './carts-support.ts';
import { json } from './helpers.ts';

type Booking = components['schemas']['Booking'];
type Quote = components['schemas']['CancellationQuote'];

// 10:00 in Jakarta on 22 November 2026.
const START = Date.parse('2026-11-22T03:00:00Z');
const DAY = 24 * 3_600_000;
let now = START;
const clock = () => new Date(now);
const EN = { 'accept-language': 'en' };

let t: CartTestApp;
let refundable: PolicyRoom[];
let nonRefundable: PolicyRoom;
let token: string;
let otherToken: string;
let memberId: number;

const quote = async (code: string, who = token, headers: Record<string, string> = {}) =>
  cartCall(t.app, who, 'GET', `/api/members/bookings/${code}/cancellation`, undefined, headers);
const cancel = (code: string, who = token, headers: Record<string, string> = {}) =>
  cartCall(t.app, who, 'POST', `/api/members/bookings/${code}/cancellation`, undefined, headers);
const detail = async (code: string) =>
  json<{ data: Booking }>(await cartCall(t.app, token, 'GET', `/api/members/bookings/${code}`)).data;
const refunds = async (code: string) =>
  (
    await t.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM booking_refunds f JOIN bookings b ON b.id = f.booking_id
       WHERE b.code = ${code}`)
  )[0]?.n;

beforeAll(async () => {
  now = START;
  t = await createCartTestApp(clock);
  refundable = (await roomsWith(t.database, { refundable: true, payAtHotel: false })).filter(
    (r) => r.freeCancellationDays !== null,
  );
  [nonRefundable] = (await roomsWith(t.database, { refundable: false })) as [PolicyRoom];
  [memberId] = (await createMembers(t.database, 'account-bookings', 2)) as [number, number];
  token = await t.tokenFor(memberId);
  otherToken = await t.tokenFor(memberId + 1);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('cancellation of a refundable booking', () => {
  it('quotes the deadline in Jakarta time and the refund, then cancels once: rooms back, refund on the timeline', async () => {
    const room = refundable[0] as PolicyRoom;
    const checkIn = '2026-12-20';
    const code = await bookAndPay(t.app, t.database, token, room, checkIn, { nights: 2 });
    const booked = await detail(code);
    const deadline = jakartaStartOfDay(addDays(checkIn, -(room.freeCancellationDays ?? 0)));
    expect(booked.free_cancellation_until).toBe(toJakartaIso(deadline));
    expect(await soldNights(t.database, room.roomId, checkIn, 2)).toEqual([1, 1]);

    const q = json<{ data: Quote }>(await quote(code, token, EN)).data;
    expect(q).toMatchObject({
      cancellable: true,
      reason: null,
      refund_amount: booked.price_details.total,
      pay_at_hotel: false,
      deadline: toJakartaIso(deadline),
    });
    expect(q.message).toContain('refunded');

    const key = { 'idempotency-key': 'cancel-once-123' };
    const first = json<{ data: Booking }>(await cancel(code, token, key)).data;
    expect(first.status).toBe('cancelled');
    expect(first.cancelled_at).toBe(toJakartaIso(new Date(now)));
    expect(first.refund).toEqual({
      status: 'refunded',
      amount: booked.price_details.total,
      requested_at: toJakartaIso(new Date(now)),
      refunded_at: toJakartaIso(new Date(now)),
    });
    const steps = first.tracking.map((s) => [s.key, s.active]);
    expect(steps).toEqual([
      ['created', true],
      ['paid', true],
      ['confirmed', true],
      ['cancelled', true],
      ['refunded', true],
    ]);
    expect(await soldNights(t.database, room.roomId, checkIn, 2)).toEqual([0, 0]);
    const [ledger] = await t.database.rows<{ status: string }>(sql`
      SELECT g.status FROM local_gateway_transactions g JOIN payments p ON p.id::text = g.order_id
        JOIN bookings b ON b.id = p.booking_id WHERE b.code = ${code}`);
    expect(ledger?.status).toBe('refund');

    // The same key answers the same booking; a new request is refused; nothing moves again.
    const again = await cancel(code, token, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: first });
    const twice = await cancel(code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'already_cancelled' });
    expect(await soldNights(t.database, room.roomId, checkIn, 2)).toEqual([0, 0]);
    expect(await refunds(code)).toBe(1);
    expect(json<{ data: Quote }>(await quote(code)).data).toMatchObject({
      cancellable: false,
      reason: 'already_cancelled',
      refund_amount: 0,
    });
    const history = json<{ data: { code: string; status: string }[] }>(
      await cartCall(t.app, token, 'GET', '/api/members/bookings?status=cancelled'),
    ).data;
    expect(history.map((b) => b.code)).toContain(code);
  });

  it('cancels once under 20 concurrent requests: one cancellation, one refund, rooms released once', {
    timeout: 120_000,
  }, async () => {
    const room = refundable[1] as PolicyRoom;
    const checkIn = '2026-12-27';
    const code = await bookAndPay(t.app, t.database, token, room, checkIn, { nights: 3 });
    // Another guest's booking of the same nights: only ours may be given back.
    const otherCode = await bookAndPay(t.app, t.database, otherToken, room, checkIn, { nights: 3 });
    // readyCart set the nights afresh for the second cart: both bookings count again.
    await t.database.rows(sql`
      UPDATE room_inventory SET sold = 2
       WHERE room_type_id = ${room.roomId} AND date >= ${checkIn}::date AND date < ${addDays(checkIn, 3)}::date`);
    expect(await soldNights(t.database, room.roomId, checkIn, 3)).toEqual([2, 2, 2]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(code)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await soldNights(t.database, room.roomId, checkIn, 3)).toEqual([1, 1, 1]);
    expect(await refunds(code)).toBe(1);
    const [row] = await t.database.rows<{ steps: number }>(sql`
      SELECT jsonb_array_length(tracking) AS steps FROM bookings WHERE code = ${code}`);
    // created, paid, confirmed, cancelled, refunded: each written once.
    expect(Number(row?.steps)).toBe(5);
    expect((await detail(code)).status).toBe('cancelled');
    const other = json<{ data: Booking }>(
      await cartCall(t.app, otherToken, 'GET', `/api/members/bookings/${otherCode}`),
    ).data;
    expect(other.status).toBe('paid');
  });

  it('refunds a booking paid by virtual account even when its rooms also allowed paying at the hotel', async () => {
    const [room] = (await roomsWith(t.database, { refundable: true, payAtHotel: true })).filter(
      (r) => r.freeCancellationDays !== null,
    ) as [PolicyRoom];
    const checkIn = '2027-01-12';
    const code = await bookAndPay(t.app, t.database, token, room, checkIn);
    const booked = await detail(code);
    const q = json<{ data: Quote }>(await quote(code)).data;
    expect(q).toMatchObject({ cancellable: true, refund_amount: booked.price_details.total, pay_at_hotel: false });
    const done = json<{ data: Booking }>(await cancel(code)).data;
    expect(done.refund).toMatchObject({ status: 'refunded', amount: booked.price_details.total });
    expect(await refunds(code)).toBe(1);
  });

  it('cancels a pay-at-hotel booking without a refund', async () => {
    const [room] = (await roomsWith(t.database, { refundable: true, payAtHotel: true })).filter(
      (r) => r.freeCancellationDays !== null,
    ) as [PolicyRoom];
    const checkIn = '2027-01-05';
    const code = await bookAndPay(t.app, t.database, token, room, checkIn, { payAtHotel: true });
    const q = json<{ data: Quote }>(await quote(code)).data;
    expect(q).toMatchObject({ cancellable: true, refund_amount: 0, pay_at_hotel: true });
    const done = json<{ data: Booking }>(await cancel(code)).data;
    expect(done.status).toBe('cancelled');
    expect(done.refund).toBeNull();
    expect(done.tracking.map((s) => s.key)).toEqual(['created', 'confirmed', 'cancelled']);
    expect(await soldNights(t.database, room.roomId, checkIn, 2)).toEqual([0, 0]);
    expect(await refunds(code)).toBe(0);
  });
});

describe('refusals change nothing', () => {
  it('refuses past the deadline (Jakarta midnight), in the request’s language', async () => {
    const room = refundable[2] as PolicyRoom;
    const checkIn = '2026-12-10';
    const code = await bookAndPay(t.app, t.database, token, room, checkIn);
    const deadline = jakartaStartOfDay(addDays(checkIn, -(room.freeCancellationDays ?? 0)));
    try {
      // One minute before the deadline it can be cancelled; at the deadline not any more.
      now = deadline.getTime() - 60_000;
      expect(json<{ data: Quote }>(await quote(code)).data.cancellable).toBe(true);
      now = deadline.getTime();
      expect(json<{ data: Quote }>(await quote(code)).data).toMatchObject({
        cancellable: false,
        reason: 'past_deadline',
      });
      const refused = await cancel(code, token, EN);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'past_deadline' });
      expect(refused.json().message).toMatch(/free-cancellation deadline has passed/);
      const id = await cancel(code);
      expect(id.json().message).toMatch(/Batas waktu pembatalan gratis sudah lewat/);
      expect((await detail(code)).status).toBe('paid');
      expect(await soldNights(t.database, room.roomId, checkIn, 2)).toEqual([1, 1]);
      expect(await refunds(code)).toBe(0);
    } finally {
      now = START;
    }
  });

  it('refuses a non-refundable booking and says why', async () => {
    const code = await bookAndPay(t.app, t.database, token, nonRefundable, '2026-12-14');
    expect(json<{ data: Quote }>(await quote(code, token, EN)).data).toMatchObject({
      cancellable: false,
      reason: 'non_refundable',
      deadline: null,
      message: 'This booking cannot be cancelled because its room is non-refundable.',
    });
    const refused = await cancel(code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'non_refundable' });
    expect((await detail(code)).status).toBe('paid');
  });

  it('answers 404 for another member’s booking and for an unknown code', async () => {
    const room = refundable[3] as PolicyRoom;
    const code = await bookAndPay(t.app, t.database, token, room, '2026-12-16');
    for (const res of [
      await quote(code, otherToken),
      await cancel(code, otherToken),
      await cartCall(t.app, otherToken, 'GET', `/api/members/bookings/${code}/voucher`),
      await cancel('NS0000NOPE00'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await detail(code)).status).toBe('paid');
    expect(await soldNights(t.database, room.roomId, '2026-12-16', 2)).toEqual([1, 1]);
    expect((await cancel(code, '')).statusCode).toBe(401);
  });

  it('answers 502 and keeps the booking when the gateway refuses the refund', async () => {
    const room = refundable[4] as PolicyRoom;
    const code = await bookAndPay(t.app, t.database, token, room, '2026-12-18');
    const failing: PaymentGateway = {
      kind: 'local',
      charge: async () => {
        throw new PaymentGatewayError('charge failed');
      },
      status: async () => null,
      cancel: async () => undefined,
      refund: async () => {
        throw new PaymentGatewayError('refund answered 503', 503);
      },
      verifySignature: () => false,
    };
    const down = await buildApp({
      clock,
      database: t.database,
      seed: false,
      media: false,
      logger: false,
      paymentGateway: failing,
      env: CART_TEST_ENV,
      config: { mediaDir: '/tmp/nusa-account-test-media', webDist: '/tmp/nusa-no-web-dist' },
    });
    try {
      const res = await down.inject({
        method: 'POST',
        url: `/api/members/bookings/${code}/cancellation`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'refund_failed' });
    } finally {
      await down.close();
    }
    expect((await detail(code)).status).toBe('paid');
    expect(await soldNights(t.database, room.roomId, '2026-12-18', 2)).toEqual([1, 1]);
    expect(await refunds(code)).toBe(0);
  });
});

describe('completion job', () => {
  it('completes stays after their check-out day (Jakarta), which opens them for review', async () => {
    const room = refundable[5] as PolicyRoom;
    const code = await bookAndPay(t.app, t.database, token, room, '2026-11-28', { nights: 2 });
    const status = async () =>
      (
        await t.database.rows<{ status: string; completed_at: Date | null }>(
          sql`SELECT status, completed_at FROM bookings WHERE code = ${code}`,
        )
      )[0];
    try {
      // 23:59 on the last night (Jakarta): still paid.
      now = jakartaStartOfDay('2026-11-30').getTime() - 60_000;
      await completeFinishedStays(t.database, new Date(now));
      expect((await status())?.status).toBe('paid');
      now = jakartaStartOfDay('2026-11-30').getTime() + 60_000;
      expect(await completeFinishedStays(t.database, new Date(now))).toBeGreaterThanOrEqual(1);
      expect(await status()).toMatchObject({ status: 'completed', completed_at: expect.anything() });
      // Run again: nothing left to change.
      const completedAt = (await status())?.completed_at;
      await completeFinishedStays(t.database, new Date(now + DAY));
      expect((await status())?.completed_at).toEqual(completedAt);
      const booking = await detail(code);
      expect(booking.status).toBe('completed');
      expect(booking.review_status).toBe('awaiting');
      expect(json<{ data: Quote }>(await quote(code)).data.reason).toBe('stay_completed');
    } finally {
      now = START;
    }
  });
});

describe('e-voucher', () => {
  it('is a PDF whose text has the booking code, the hotel and the check-in rules, in the request’s language', async () => {
    const room = refundable[6] as PolicyRoom;
    const code = await bookAndPay(t.app, t.database, token, room, '2026-12-22');
    const booking = await detail(code);
    const res = await cartCall(t.app, token, 'GET', `/api/members/bookings/${code}/voucher`, undefined, EN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="e-voucher-${code}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(code);
    expect(text).toContain(booking.number);
    expect(text).toContain(booking.products[0]?.hotel.name);
    expect(text).toContain('Check-in rules');
    expect(text).toMatch(/KTP .*passport/);
    const id = pdfText(
      (await cartCall(t.app, token, 'GET', `/api/members/bookings/${code}/voucher`)).rawPayload,
    );
    expect(id).toContain(code);
    expect(id).toContain('Ketentuan check-in');
    expect(id).toMatch(/KTP.*paspor/);
  });

  it('is refused (409) for a cancelled booking', async () => {
    const room = refundable[7] as PolicyRoom;
    const code = await bookAndPay(t.app, t.database, token, room, '2026-12-24');
    expect(json(await cancel(code)).data).toBeDefined();
    const res = await cartCall(t.app, token, 'GET', `/api/members/bookings/${code}/voucher`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'voucher_unavailable' });
  });
});
