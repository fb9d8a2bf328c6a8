// POST /__dev/bookings/{code}/complete: end-to-end tests only (the API runs on TEST_CLOCK_START, never in
// production mode, and only for requests from this machine: src/http/loopback.ts). Moves one paid booking's stay
// into the past, so that it checked out yesterday (Jakarta), then runs the completion job at the server's now
// and answers the booking's new dates and how many bookings the job completed.
//
// Why one booking and not the server's clock: the end-to-end suite runs its tests in parallel against one API
// whose database persists between local runs, and moving the clock weeks ahead would end every other test's codes,
// sessions and holds. A test books a stay of its own through the real checkout and asks for that one to be over.
// The nights it held go back on sale (as if they had been slept in and were past), so repeated runs never use up
// a room's future allotment.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { runIn } from '../../db/run.ts';
import { t } from '../../http/i18n.ts';
import { localOnly } from '../../http/loopback.ts';
import { type Clock, jakartaToday } from '../../lib/time.ts';
import { putNightsBackOnSale } from './cancellation.ts';
import { completeFinishedStays } from './completion.ts';

/** Booking codes: NS + year and month + letters and digits (settle.ts), and the demo's AD0… codes. */
const CODE = /^[A-Z0-9]{6,20}$/;

export interface BookingDevRoutesOptions {
  database: Database;
  clock: Clock;
  /** Registered only when the server runs on a test clock (config.clockStart), which production refuses. */
  enabled: boolean;
}

export function registerBookingDevRoutes(app: FastifyInstance, options: BookingDevRoutesOptions): void {
  if (!options.enabled) return;
  const { database, clock } = options;
  app.post<{ Params: { code: string } }>(
    '/__dev/bookings/:code/complete',
    { onRequest: localOnly },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code } = request.params;
      if (!CODE.test(code))
        return reply.code(400).send({ message: 'code must be a booking code', code: 'bad_request' });
      const today = jakartaToday(clock);
      const moved = await database.transaction(async (tx) => {
        const run = runIn(tx);
        // Only a paid stay can be completed; the row lock keeps a cancellation from running beside.
        const [booking] = await run<{ id: number }>(
          sql`SELECT id FROM bookings WHERE code = ${code} AND status = 'paid' FOR UPDATE`,
        );
        if (!booking) return null;
        await putNightsBackOnSale(run, booking.id);
        // Every stay of the booking moves by the same number of days, so the last check-out is yesterday.
        return run<{ check_in: string; check_out: string }>(sql`
          WITH shift AS (
            SELECT greatest(max(check_out) - (${today}::date - 1), 0) AS days
              FROM booking_items WHERE booking_id = ${booking.id}
          )
          UPDATE booking_items i
             SET check_in = i.check_in - shift.days,
                 check_out = i.check_out - shift.days,
                 nightly_prices = (
                   SELECT coalesce(
                            jsonb_agg(
                              jsonb_set(n, '{date}', to_jsonb(to_char((n ->> 'date')::date - shift.days, 'YYYY-MM-DD')))
                              ORDER BY n ->> 'date'),
                            '[]'::jsonb)
                     FROM jsonb_array_elements(i.nightly_prices) AS n)
            FROM shift
           WHERE i.booking_id = ${booking.id}
          RETURNING to_char(i.check_in, 'YYYY-MM-DD') AS check_in, to_char(i.check_out, 'YYYY-MM-DD') AS check_out`);
      });
      if (!moved) return reply.code(404).send({ message: t(request.lang, 'not_found'), code: 'not_found' });
      return { stays: moved, completed: await completeFinishedStays(database, clock()) };
    },
  );
}
