// The account demo data (src/db/seed/account-demo.ts): every active demo member with a password has bookings in
// each history period (dates relative to the seeding day), a completed stay awaiting a review, a refundable
// upcoming booking that can be cancelled (rooms back, refund through the local gateway), and a review with photos
// shown on the hotel's page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../src/generated/openapi.ts';
import { type CartTestApp, cartCall, createCartTestApp } from './carts-support.ts';
import { json } from './helpers.ts';

type Summary = components['schemas']['BookingSummary'];
type MemberReview = components['schemas']['MemberReview'];

// 10:00 in Jakarta on 22 November 2026, the seeding day.
const START = Date.parse('2026-11-22T03:00:00Z');
const clock = () => new Date(START);
let t: CartTestApp;
let members: { id: number; email: string }[];

beforeAll(async () => {
  t = await createCartTestApp(clock);
  members = await t.database.rows<{ id: number; email: string }>(
    sql`SELECT id, email FROM members WHERE status = 'active' AND password_hash IS NOT NULL ORDER BY id`,
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('account demo data', () => {
  it('gives every demo member bookings in each period, a stay awaiting review and a review with photos', async () => {
    expect(members.length).toBeGreaterThanOrEqual(5);
    for (const member of members) {
      const token = await t.tokenFor(member.id);
      const codes = async (query: string) =>
        json<{ data: Summary[] }>(await cartCall(t.app, token, 'GET', `/api/members/bookings${query}`)).data;
      const week = await codes('?period=past_week');
      const month = await codes('?period=30_days');
      const quarter = await codes('?period=3_months');
      const year = await codes('?period=year');
      expect(week.length, member.email).toBeGreaterThanOrEqual(1);
      expect(month.length).toBeGreaterThan(week.length);
      expect(quarter.length).toBeGreaterThan(month.length);
      expect(year.length).toBeGreaterThan(quarter.length);
      for (const status of ['paid', 'completed', 'expired', 'cancelled']) {
        expect((await codes(`?status=${status}`)).length, `${member.email} ${status}`).toBeGreaterThanOrEqual(
          1,
        );
      }
      const reviews = async (status: string) =>
        json<{ data: MemberReview[] }>(
          await cartCall(t.app, token, 'GET', `/api/members/reviews?status=${status}`),
        ).data;
      expect((await reviews('awaiting')).length).toBeGreaterThanOrEqual(1);
      const reviewed = await reviews('reviewed');
      const withPhotos = reviewed.find((r) => (r.review?.media.length ?? 0) === 2);
      expect(withPhotos, member.email).toBeDefined();
    }
  });

  it('has a refundable upcoming booking each member can cancel: refunded, rooms back on sale', async () => {
    const member = members[2] as { id: number };
    const token = await t.tokenFor(member.id);
    const [upcoming] = await t.database.rows<{ code: string; room_type_id: number; check_in: string }>(sql`
      SELECT b.code, i.room_type_id, i.check_in::text AS check_in FROM bookings b
        JOIN booking_items i ON i.booking_id = b.id
       WHERE b.member_id = ${member.id} AND b.code LIKE '%AD%01' AND b.status = 'paid'`);
    if (!upcoming) throw new Error('no upcoming demo booking');
    const sold = async () =>
      (
        await t.database.rows<{ sold: number }>(sql`
          SELECT sold FROM room_inventory WHERE room_type_id = ${upcoming.room_type_id}
             AND date = ${upcoming.check_in}::date`)
      )[0]?.sold;
    const before = Number(await sold());
    const quote = json<{ data: components['schemas']['CancellationQuote'] }>(
      await cartCall(t.app, token, 'GET', `/api/members/bookings/${upcoming.code}/cancellation`),
    ).data;
    expect(quote).toMatchObject({ cancellable: true, pay_at_hotel: false });
    const done = json<{ data: components['schemas']['Booking'] }>(
      await cartCall(t.app, token, 'POST', `/api/members/bookings/${upcoming.code}/cancellation`),
    ).data;
    expect(done.refund).toMatchObject({ status: 'refunded', amount: quote.refund_amount });
    expect(Number(await sold())).toBe(before - 1);
  });
});
