// POST /__dev/carts/{id}/age?minutes=N: end-to-end tests only (the API runs on TEST_CLOCK_START, never in
// production mode, and only for requests from this machine: src/http/loopback.ts). Moves one cart's hold N
// minutes into the past, as if the member had opened checkout N minutes earlier, then runs the expiry sweeper
// at the server's now and answers what it changed.
//
// Why a cart and not the server's clock: the end-to-end suite runs its tests in parallel against one API, and
// moving the whole clock 31 minutes would also end the sign-in codes, sessions and holds of every other test
// running beside. Ageing one cart is the same event for that cart (its hold ends, the sweeper releases its
// rooms exactly as a real expiry would) and nothing else moves.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { runIn } from '../../db/run.ts';
import { t } from '../../http/i18n.ts';
import { localOnly } from '../../http/loopback.ts';
import type { Clock } from '../../lib/time.ts';
import { sweepExpiredCarts } from './sweeper.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A day at most: enough to pass any hold or payment deadline a test needs. */
const MAX_MINUTES = 24 * 60;

export interface CartDevRoutesOptions {
  database: Database;
  clock: Clock;
  /** Registered only when the server runs on a test clock (config.clockStart), which production refuses. */
  enabled: boolean;
}

export function registerCartDevRoutes(app: FastifyInstance, options: CartDevRoutesOptions): void {
  if (!options.enabled) return;
  const { database, clock } = options;
  app.post<{ Params: { id: string }; Querystring: { minutes?: string } }>(
    '/__dev/carts/:id/age',
    { onRequest: localOnly },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const text = request.query.minutes ?? '';
      const minutes = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
      if (!UUID.test(request.params.id) || !(minutes >= 1 && minutes <= MAX_MINUTES))
        return reply
          .code(400)
          .send({ message: 'id must be a cart id and minutes 1..1440', code: 'bad_request' });
      const shift = `${minutes} minutes`;
      const aged = await database.transaction(async (tx) => {
        const run = runIn(tx);
        const carts = await run(sql`
          UPDATE carts SET created_at = created_at - ${shift}::interval, expires_at = expires_at - ${shift}::interval
           WHERE id = ${request.params.id}::uuid AND status = 'active'
          RETURNING id`);
        await run(sql`
          UPDATE room_holds SET expires_at = expires_at - ${shift}::interval WHERE cart_id = ${request.params.id}::uuid`);
        return carts.length;
      });
      if (aged === 0)
        return reply.code(404).send({ message: t(request.lang, 'not_found'), code: 'not_found' });
      return { swept: await sweepExpiredCarts(database, clock()) };
    },
  );
}
