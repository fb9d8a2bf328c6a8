// The expiry sweeper of the whole checkout: a cart whose hold ended (status active, expires_at passed) becomes
// `expired`, its room holds are deleted, its promo use is given back and its pending payment is marked expired,
// in one transaction and exactly once, even with several API instances sweeping one database (the carts are
// claimed with FOR UPDATE SKIP LOCKED, then changed only while still active and due).
//
// A payment extends the hold by moving carts.expires_at (and room_holds.expires_at) to the payment's deadline:
// the sweeper goes by carts.expires_at, so it never expires a cart being paid. Holds stop counting at their own
// expires_at whether or not the sweeper ran (every availability query filters on it); what waits for the sweeper
// is the cart's and payment's status and the promo quota, so it runs every 15 seconds in a listening server, and a
// request that touches a cart whose hold ended expires that cart itself (shared.ts changeOpenCart, the GET).
//
// Lock order, which keeps the checkout's transactions from waiting on each other in a circle: a transaction that
// changes an existing cart locks the cart row first (the sweeper with SKIP LOCKED, so it never waits for one),
// then what hangs from it (holds, payments); room_inventory rows are locked in date order before holds are
// written (holds.ts); promotion rows (landing_pages) are locked last, in id order (promo.ts and below).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type Run, runIn } from '../../db/run.ts';
import { scheduleEvery } from '../../lib/schedule.ts';
import type { Clock } from '../../lib/time.ts';

export interface SweepCounts {
  carts: number;
  holds: number;
  promos: number;
  payments: number;
}

/** Carts expired per statement: a bounded batch keeps each statement's locks short. */
const BATCH = 200;

/**
 * Expires the carts whose hold ended by `now` (or only `cartId`), at most `limit` of them. Run it inside a
 * transaction: the carts, holds and payments change in one statement, then the promotions' use counters are
 * given back one row at a time in id order, the order every transaction that takes promotion rows locks them in
 * (promo.ts), so two sweepers and a promo change never wait on each other in a circle. Carts another transaction
 * holds locked are skipped: it is paying or changing them, and the next sweep sees them.
 */
export async function expireCarts(
  run: Run,
  now: Date,
  options: { cartId?: string; limit?: number } = {},
): Promise<SweepCounts> {
  const at = now.toISOString();
  // Nothing due: no statement at all. The one below always runs its DELETE on room_holds, and a statement-level
  // trigger fires even for zero rows: every sweep (each 15 s) bumped search_versions, emptying the search result
  // cache and making the search index rebuild for nothing (found by the search benchmark, issue 14).
  const [anyDue] = await run<{ id: string }>(sql`
    SELECT id FROM carts
     WHERE status = 'active' AND expires_at <= ${at}::timestamptz
           ${options.cartId ? sql`AND id = ${options.cartId}` : sql``}
     LIMIT 1`);
  if (!anyDue) return { carts: 0, holds: 0, promos: 0, payments: 0 };
  const [counts] = await run<{
    carts: number;
    holds: number;
    payments: number;
    released: number[] | null;
  }>(sql`
    WITH due AS (
      SELECT id FROM carts
       WHERE status = 'active' AND expires_at <= ${at}::timestamptz
             ${options.cartId ? sql`AND id = ${options.cartId}` : sql``}
       ORDER BY expires_at
       LIMIT ${options.limit ?? BATCH}
       FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE carts c SET status = 'expired', updated_at = ${at}::timestamptz
        FROM due
       WHERE c.id = due.id AND c.status = 'active' AND c.expires_at <= ${at}::timestamptz
      RETURNING c.id
    ), holds AS (
      DELETE FROM room_holds h USING expired e WHERE h.cart_id = e.id RETURNING h.id
    ), promos AS (
      DELETE FROM promo_redemptions r USING expired e WHERE r.cart_id = e.id RETURNING r.landing_page_id
    ), payments_expired AS (
      UPDATE payments p SET status = 'expired', expired_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        FROM expired e
       WHERE p.cart_id = e.id AND p.status = 'pending'
      RETURNING p.id
    )
    SELECT (SELECT count(*) FROM expired)::int AS carts, (SELECT count(*) FROM holds)::int AS holds,
           (SELECT count(*) FROM payments_expired)::int AS payments,
           (SELECT array_agg(landing_page_id ORDER BY landing_page_id) FROM promos) AS released`);
  const released = (counts?.released ?? []).map(Number);
  const perPromo = new Map<number, number>();
  for (const id of released) perPromo.set(id, (perPromo.get(id) ?? 0) + 1);
  for (const [id, uses] of [...perPromo].sort(([a], [b]) => a - b)) {
    await run(sql`UPDATE landing_pages SET quota_used = quota_used - ${uses} WHERE id = ${id}`);
  }
  return {
    carts: Number(counts?.carts ?? 0),
    holds: Number(counts?.holds ?? 0),
    promos: released.length,
    payments: Number(counts?.payments ?? 0),
  };
}

/** Expires every cart due by `now`, a batch per transaction; answers what changed. */
export async function sweepExpiredCarts(database: Database, now: Date): Promise<SweepCounts> {
  const total: SweepCounts = { carts: 0, holds: 0, promos: 0, payments: 0 };
  for (;;) {
    const batch = await database.transaction((tx) => expireCarts(runIn(tx), now));
    total.carts += batch.carts;
    total.holds += batch.holds;
    total.promos += batch.promos;
    total.payments += batch.payments;
    if (batch.carts < BATCH) return total;
  }
}

/** Sweeps now and then every `everyMs` until stopped (a listening server; tests call sweepExpiredCarts with their clock). */
export function scheduleCartSweeper(
  database: Database,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = 15_000,
): () => void {
  return scheduleEvery(() => sweepExpiredCarts(database, clock()), everyMs, onError);
}
