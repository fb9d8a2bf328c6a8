// GET /api/members/bookings (the member's history: period in Jakarta days, status, pages),
// GET /api/members/bookings/{code} (everything the confirmation and the account's booking pages show), and the
// account's actions on one booking: the cancellation quote and the cancellation (cancellation.ts), and the
// e-voucher PDF (voucher-pdf.ts). Own bookings only: on getBooking another member's booking answers 403, as the
// contract has said since checkout; the account's actions answer 404 for it, like an unknown code, so they do
// not tell whether a code exists.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { defineHandlers } from '../../contract/handlers.ts';
import type { components } from '../../generated/openapi.ts';
import { pageMeta } from '../../lib/paging.ts';
import { jakartaStartOfDay, jakartaToday } from '../../lib/time.ts';
import { runIn } from '../../db/run.ts';
import type { Services } from '../../contract/handlers.ts';
import type { Lang } from '../../http/i18n.ts';
import { idempotent } from '../carts/idempotency.ts';
import { assertActive, requireMember } from '../members/tokens.ts';
import { paymentError } from '../payments/messages.ts';
import { type BookingRow, bookingAnswer, bookingRowsSql, bookingSummary } from './answer.ts';
import { cancelBookingIn, quoteAnswer } from './cancellation.ts';
import { bookingError } from './messages.ts';

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

/** The signed-in member's own booking `code` as of now; 404 for an unknown code and for another member's. */
async function ownBooking(services: Services, memberId: number, code: string, now: Date, lang: Lang) {
  const [row] = await services.database.rows<BookingRow>(
    bookingRowsSql(now, sql`b.code = ${code.toUpperCase()}`),
  );
  if (!row || row.member_id !== memberId) throw bookingError(404, 'not_found', 'booking_not_found', { lang });
  return row;
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

  async getCancellationQuote({ params, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const row = await ownBooking(services, member.id, params.code, now, lang);
    return { status: 200, body: { data: quoteAnswer(row, now, lang) } };
  },

  async cancelBooking({ params, headers, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const code = params.code.toUpperCase();
    const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;
    const answer = await idempotent<{ data: components['schemas']['Booking'] }>(
      services.database,
      { scope: `cancelBooking:${member.id}`, key, request: { code }, now, lang },
      async (tx, run) => {
        const id = await cancelBookingIn(
          run,
          { code, memberId: member.id, now, lang, gateway: services.payments },
          tx,
        );
        const [row] = await run<BookingRow>(bookingRowsSql(now, sql`b.id = ${id}`));
        if (!row) throw bookingError(404, 'not_found', 'booking_not_found', { lang });
        return {
          status: 200,
          body: { data: await bookingAnswer({ db: tx, rows: runIn(tx) }, row, lang, now) },
        };
      },
    );
    return { status: 200, body: answer.body };
  },

  async getBookingVoucher({ params, lang, services, request }) {
    const { member } = await requireMember(services, request, lang);
    assertActive(member, lang);
    const now = services.clock();
    const row = await ownBooking(services, member.id, params.code, now, lang);
    if (row.status !== 'paid' && row.status !== 'completed') {
      throw bookingError(409, 'voucher_unavailable', 'voucher_unavailable', { lang });
    }
    const booking = await bookingAnswer(services.database, row, lang, now);
    // Loaded on the first voucher: pdf-lib and qrcode are about 4.5 MB of heap that searches never use, and
    // every full garbage collection marks what is loaded (issue 14).
    const { voucherPdf } = await import('./voucher-pdf.ts');
    const pdf = Buffer.from(await voucherPdf(booking, lang));
    return {
      status: 200,
      // The contract's PDF body is binary: the route sends the Buffer as it is, with these headers.
      body: pdf as never,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="e-voucher-${row.code}.pdf"`,
        'cache-control': 'private, no-store',
      },
    };
  },
});
