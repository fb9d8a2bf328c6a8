// The completion job: a paid (or pay-at-hotel confirmed) booking becomes `completed` once its last check-out day
// has come (Asia/Jakarta), which opens its stays for review (reviews/handlers.ts). Answers already read a stay as
// completed from that day on (answer.ts bookingRowsSql), so the job records the state and its time
// (completed_at) rather than racing the clock; a lagging job never shows a wrong status.
//
// Safe with several API instances on one database, like the cart sweeper (carts/sweeper.ts): due bookings are
// claimed with FOR UPDATE SKIP LOCKED (a booking being cancelled right now is skipped, and the next run sees it)
// and moved only while still `paid`, a bounded batch per transaction.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { runIn } from '../../db/run.ts';
import { scheduleEvery } from '../../lib/schedule.ts';
import { type Clock, jakartaToday } from '../../lib/time.ts';

const BATCH = 200;

/** Completes every booking whose stay is over by `now`; answers how many changed. */
export async function completeFinishedStays(database: Database, now: Date): Promise<number> {
  const today = jakartaToday(() => now);
  const at = now.toISOString();
  let total = 0;
  for (;;) {
    const [done] = await database.transaction((tx) =>
      runIn(tx)<{ n: number }>(sql`
        WITH due AS (
          SELECT b.id FROM bookings b
           WHERE b.status = 'paid'
             AND (SELECT max(i.check_out) FROM booking_items i WHERE i.booking_id = b.id) <= ${today}::date
           ORDER BY b.id
           LIMIT ${BATCH}
             FOR UPDATE SKIP LOCKED
        ), moved AS (
          UPDATE bookings b SET status = 'completed', completed_at = ${at}::timestamptz,
                 updated_at = ${at}::timestamptz
            FROM due WHERE b.id = due.id AND b.status = 'paid'
          RETURNING b.id
        )
        SELECT count(*)::int AS n FROM moved`),
    );
    const n = Number(done?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/** Runs now and then every `everyMs` (a listening server; tests call completeFinishedStays with their clock). */
export function scheduleStayCompletion(
  database: Database,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = 10 * 60_000,
): () => void {
  return scheduleEvery(() => completeFinishedStays(database, clock()), everyMs, onError);
}
