// GET /api/members/bookings (the member's history: period in Jakarta days, status, pages) and
// GET /api/members/bookings/{code} (everything the confirmation and the account's booking pages show). Own
// bookings only: another member's booking answers 403, as the contract says, an unknown code 404.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { defineHandlers } from '../../contract/handlers.ts';
import type { components } from '../../generated/openapi.ts';
import { pageMeta } from '../../lib/paging.ts';
import { jakartaStartOfDay, jakartaToday } from '../../lib/time.ts';
import { assertActive, requireMember } from '../members/tokens.ts';
import { paymentError } from '../payments/messages.ts';
import { type BookingRow, bookingAnswer, bookingRowsSql, bookingSummary } from './answer.ts';

type Period = components['schemas']['BookingPeriod'];

/** The first Jakarta day a period covers, counting today: the last 7 days, 30 days, 3 months or 12 months. */
function periodStart(period: Period, today: string): Date {
  const day = DateTime.fromISO(today, { zone: 'Asia/Jakarta' });
  const first = {
    past_week: day.minus({ days: 6 }),
    '30_days': day.minus({ days: 29 }),
    '3_months': day.minus({ months: 3 }),
    year: day.minus({ months: 12 }),
  }[period];
  return jakartaStartOfDay(first.toISODate() as string);
}

export const bookingHandlers = defineHandlers({
  async listBookings({ query, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const page = query.page ?? 1;
    const perpage = query.perpage ?? 20;
    const since = query.period
      ? periodStart(
          query.period,
          jakartaToday(() => now),
        )
      : null;
    const filtered = sql`
      SELECT * FROM (${bookingRowsSql(now, sql`b.member_id = ${member.id}`)}) AS listed
       WHERE true
             ${since ? sql`AND listed.created_at >= ${since.toISOString()}::timestamptz` : sql``}
             ${query.status ? sql`AND listed.status = ${query.status}` : sql``}`;
    const [count] = await services.database.rows<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM (${filtered}) AS counted`,
    );
    const rows = await services.database.rows<BookingRow>(sql`
      ${filtered} ORDER BY listed.created_at DESC, listed.id DESC
      LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`);
    const data = [];
    for (const row of rows) data.push(await bookingSummary(services.database, row, lang));
    return {
      status: 200,
      body: { data, meta: pageMeta(page, perpage, Number(count?.total ?? 0)) },
    };
  },

  async getBooking({ params, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const [row] = await services.database.rows<BookingRow>(
      bookingRowsSql(now, sql`b.code = ${params.code.toUpperCase()}`),
    );
    if (!row) throw paymentError(404, 'not_found', 'booking_not_found', { lang });
    if (row.member_id !== member.id) throw paymentError(403, 'forbidden', 'booking_not_own', { lang });
    return { status: 200, body: { data: await bookingAnswer(services.database, row, lang, now) } };
  },
});
