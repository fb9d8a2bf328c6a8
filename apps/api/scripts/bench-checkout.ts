// Benchmark of cart creation (POST /api/carts: holding rooms in one transaction that cannot oversell) beside the
// Fastify hello-world baseline of the search benchmark, on PGlite and, when DATABASE_URL is set, on PostgreSQL
// (issue 11, Performance). Not a test: run it by hand, `pnpm --filter @nusa/api bench:checkout` (or
// `node scripts/bench-checkout.ts` in apps/api), under `flock /tmp/bench.lock` on a shared machine.
//
// Each database gets the demo data (1x, 31 days of inventory) and 10,000 bench members whose tokens this process
// signs (the API child gets the same JWT_SECRET), so the per-member ceiling of new carts is never what answers.
// Measured at `--connections` (200) concurrent requests:
// 1. popular: every request holds 1 room of the same room type for the same two nights (rooms enough for all):
//    every creation waits for the row locks of those nights, the worst contention there is;
// 2. spread: rooms of every hotel for random stays (1-3 nights, 1-28 days ahead), as the demo inventory has them
//    (some sold out: 409 room_not_available is a valid answer there);
// each at its maximum (autocannon) and at half of it with Poisson arrivals (latency from the due time), then
// 3. sell-out: 200 concurrent creations for a room type with 50 rooms left: exactly 50 must succeed;
// 4. the oversold count over every night of the inventory: nights where sold + unexpired holds > allotment
//    (must be 0).
// Options: --duration <s> (10), --connections <n> (200), --db pglite,postgres (default: pglite, plus postgres
// when DATABASE_URL is set).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type AutocannonRequest, type Result } from 'autocannon';
import {
  createTarget,
  drainBacklog,
  HOST,
  helloBytes,
  type Latency,
  measure,
  paced,
  prng,
  runCleanups,
  runRole,
  type ServeMessage,
  serveBaseline,
  startServer,
} from './bench-shared.ts';

const SELF = fileURLToPath(import.meta.url);
const INVENTORY_DAYS = 31;
const MEMBERS = 10_000;
const SELL_OUT_ROOMS = 50;
const GOAL_P99_MS = 100;

interface Stay {
  hotel_id: number;
  room_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
}

/** What the orchestrator asks the API child (IPC), and its answers. */
type Ask = { ask: 'setup' } | { ask: 'oversold' };
interface Setup {
  firstMember: number;
  popular: Stay;
  sellOut: Stay;
  spread: Stay[];
}

// --- the API child ------------------------------------------------------------------------------------------------

async function serveApi(): Promise<void> {
  const started = performance.now();
  const { buildApp } = await import('../src/app.ts');
  const { openDatabase } = await import('../src/db/database.ts');
  const { sql } = await import('drizzle-orm');
  const { addDays, jakartaToday } = await import('../src/lib/time.ts');
  const work = process.env.BENCH_WORK_DIR as string;
  const database = await openDatabase(
    process.env.BENCH_DATABASE_URL
      ? { url: process.env.BENCH_DATABASE_URL, poolSize: 10 }
      : { dataDir: join(work, 'pglite') },
  );
  const app = await buildApp({
    env: { ...process.env, NODE_ENV: 'production' },
    logger: false,
    database,
    media: false,
    demoData: { scale: 1, inventoryDays: INVENTORY_DAYS },
    config: { mediaDir: join(work, 'media'), webDist: join(work, 'no-web-dist') },
  });
  const [first] = await database.rows<{ id: number }>(sql`
    INSERT INTO members (email, full_name, first_name, status)
    SELECT 'bench-' || i || '@example.com', 'Tamu Bench', 'Tamu', 'active' FROM generate_series(1, ${MEMBERS}) AS i
    RETURNING id`);
  const rooms = await database.rows<{ hotel_id: number; id: number }>(sql`
    SELECT rt.hotel_id, rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id AND h.status = 'active'
     WHERE rt.max_adults >= 2 ORDER BY rt.id`);
  const today = jakartaToday();
  const stayOf = (room: { hotel_id: number; id: number }, offset: number, nights: number): Stay => ({
    hotel_id: room.hotel_id,
    room_id: room.id,
    check_in: addDays(today, offset),
    check_out: addDays(today, offset + nights),
    rooms: 1,
    adults: 2,
  });
  const [popularRoom, sellOutRoom] = rooms as [
    { hotel_id: number; id: number },
    { hotel_id: number; id: number },
  ];
  const popular = stayOf(popularRoom, 10, 2);
  const sellOut = stayOf(sellOutRoom, 12, 2);
  // Rooms enough for every popular creation; exactly SELL_OUT_ROOMS left for the sell-out.
  await database.rows(sql`UPDATE room_inventory SET allotment = 1000000, sold = 0, closed = false
    WHERE room_type_id = ${popular.room_id} AND date >= ${popular.check_in}::date AND date < ${popular.check_out}::date`);
  await database.rows(sql`UPDATE room_inventory SET allotment = ${SELL_OUT_ROOMS + 7}, sold = 7, closed = false
    WHERE room_type_id = ${sellOut.room_id} AND date >= ${sellOut.check_in}::date AND date < ${sellOut.check_out}::date`);
  const random = prng(11);
  const spread = Array.from({ length: 5000 }, () => {
    const room = rooms[2 + Math.floor(random() * (rooms.length - 2))] as { hotel_id: number; id: number };
    const nights = 1 + Math.floor(random() * 3);
    return stayOf(room, 1 + Math.floor(random() * (INVENTORY_DAYS - 2 - nights)), nights);
  });
  if (database.kind === 'postgres') await database.exec('VACUUM ANALYZE');
  else await database.exec('ANALYZE');
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', (message: Ask) => {
    void (async () => {
      if (message.ask === 'setup') {
        process.send?.({ firstMember: Number(first?.id), popular, sellOut, spread } satisfies Setup);
      } else {
        const [row] = await database.rows<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM room_inventory i
           WHERE i.sold + coalesce((SELECT sum(h.quantity) FROM room_holds h
                                     WHERE h.room_type_id = i.room_type_id AND h.date = i.date
                                       AND h.expires_at > now()), 0) > i.allotment`);
        process.send?.({ oversold: Number(row?.n ?? -1) });
      }
    })();
  });
  const ms = Math.round(performance.now() - started);
  process.send?.({ ready: true, port, ms, hotels: 0 } satisfies ServeMessage);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

// --- the orchestrator ---------------------------------------------------------------------------------------------

/** Cart creations, each by the next member (tokens signed here with the API's key), cycling through `stays`. */
function cartTraffic(stays: Stay[], tokens: string[], cursor = { next: 0 }) {
  const bodies = stays.map((stay) => JSON.stringify(stay));
  const take = () => {
    const i = cursor.next++;
    return { body: bodies[i % bodies.length] as string, token: tokens[i % tokens.length] as string };
  };
  const requests: AutocannonRequest[] = [
    {
      method: 'POST',
      path: '/api/carts',
      setupRequest(request) {
        const { body, token } = take();
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        };
      },
    },
  ];
  const bytes = (port: number) => () => {
    const { body, token } = take();
    const payload = Buffer.from(body);
    return Buffer.concat([
      Buffer.from(
        `POST /api/carts HTTP/1.1\r\nhost: ${HOST}:${port}\r\ncontent-type: application/json\r\n` +
          `authorization: Bearer ${token}\r\ncontent-length: ${payload.length}\r\nconnection: keep-alive\r\n\r\n`,
      ),
      payload,
    ]);
  };
  return { requests, bytes };
}

/** Asks the API child something over IPC and waits for the answer. */
function ask<T>(child: ChildProcess, question: Ask): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && !('ready' in message)) {
        child.off('message', onMessage);
        resolve(message as T);
      }
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

interface Row {
  database: string;
  baseline: Result;
  popular: Result;
  popularHalf: Latency;
  spread: Result;
  spreadHalf: Latency;
  baselineHalf: Latency;
  sellOut: { created: number; refused: number; other: number };
  oversold: number;
}

const perSecond = (result: Result, durationS: number) => Math.round(result['2xx'] / durationS);

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '200' },
      db: { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0 && duration <= 120)) throw new Error('--duration must be 1-120 seconds');
  if (!(connections > 0 && connections <= 1000)) throw new Error('--connections must be 1-1000');
  const databases = (values.db ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite'))
    .split(',')
    .map((d) => d.trim())
    .map((d) => {
      if (d !== 'pglite' && d !== 'postgres') throw new Error(`unknown database ${d} (pglite or postgres)`);
      if (d === 'postgres' && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
      return d;
    });
  const jwtSecret = randomBytes(32).toString('base64url');
  const { loadConfig } = await import('../src/config.ts');
  const { issueToken } = await import('../src/modules/members/tokens.ts');
  const auth = loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: jwtSecret }).auth;

  const work = mkdtempSync(join(tmpdir(), 'nusa-bench-checkout-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(work, { recursive: true, force: true })];
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    console.info('\ninterrupted: cleaning up…');
    void runCleanups(cleanups).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const rows: Row[] = [];
  try {
    console.info(
      `bench:checkout — ${duration} s per measurement, ${connections} concurrent, ${MEMBERS} members, ` +
        `${INVENTORY_DAYS} days of inventory`,
    );
    const baseline = await startServer(SELF, 'baseline', {}, 30_000);
    cleanups.unshift(baseline.stop);
    for (const name of databases) {
      console.info(`\n${name}: seeding and starting the API…`);
      const target = await createTarget(name, work, 'nusa_bench_checkout');
      cleanups.unshift(target.drop);
      const api = await startServer(SELF, 'api', { ...target.env, JWT_SECRET: jwtSecret }, 10 * 60_000);
      cleanups.unshift(api.stop);
      console.info(`  ready in ${(api.ms / 1000).toFixed(1)} s`);
      const setup = await ask<Setup>(api.child, { ask: 'setup' });
      const now = new Date();
      const tokens = await Promise.all(
        Array.from(
          { length: MEMBERS },
          async (_, i) =>
            (await issueToken(auth, { id: setup.firstMember + i, sessionVersion: 0 }, now)).token,
        ),
      );
      const url = `http://${HOST}:${api.port}`;
      // One member per request and in turn, so no member reaches the ceiling of new carts an hour.
      const cursor = { next: 0 };
      const popular = cartTraffic([setup.popular], tokens, cursor);
      const spread = cartTraffic(setup.spread, tokens, cursor);
      await autocannon({ url, requests: spread.requests, connections, duration: Math.min(3, duration) }); // warm-up
      const baselineResult = await measure('baseline GET /hello, max', {
        url: `http://${HOST}:${baseline.port}/hello`,
        connections,
        duration,
      });
      // PGlite runs one transaction at a time: 200 waiting creations can outlast the 10 s time-out, a figure to
      // report rather than a broken run (its verdicts are informational).
      const popularMax = await measure(
        'popular room type, max',
        { url, requests: popular.requests, connections, duration },
        { allowFailures: name === 'pglite' },
      );
      const popularRate = Math.max(1, Math.floor(perSecond(popularMax, duration) / 2));
      const probe = `${url}/api/hotels/${setup.popular.hotel_id}`;
      process.stdout.write(`  backlog drained in ${await drainBacklog(probe)} ms;`);
      process.stdout.write(`  popular at ${popularRate} creations/s, Poisson arrivals (open loop)… `);
      const popularHalf = await paced(
        api.port,
        popular.bytes(api.port),
        popularRate,
        duration,
        connections,
        (s) => s === 201,
      );
      console.info(
        `${popularHalf.sent} sent, ${popularHalf.failed} failed, p50 ${popularHalf.p50} ms, p99 ${popularHalf.p99} ms`,
      );
      const spreadMax = await measure(
        'spread-out rooms, max',
        { url, requests: spread.requests, connections, duration },
        { allowFailures: true },
      );
      const spreadRate = Math.max(1, Math.floor(spreadMax.requests.average / 2));
      process.stdout.write(`  backlog drained in ${await drainBacklog(probe)} ms;`);
      process.stdout.write(`  spread-out at ${spreadRate} req/s, Poisson arrivals (open loop)… `);
      const spreadHalf = await paced(
        api.port,
        spread.bytes(api.port),
        spreadRate,
        duration,
        connections,
        (s) => [201, 409].includes(s),
      );
      console.info(
        `${spreadHalf.sent} sent, ${spreadHalf.failed} failed, p50 ${spreadHalf.p50} ms, p99 ${spreadHalf.p99} ms`,
      );
      process.stdout.write(`  baseline GET /hello at ${popularRate} req/s, the same Poisson arrivals… `);
      const hello = helloBytes(baseline.port);
      const baselineHalf = await paced(baseline.port, () => hello, popularRate, duration, connections);
      console.info(`p50 ${baselineHalf.p50} ms, p99 ${baselineHalf.p99} ms`);

      // The last rooms: `connections` creations at once for SELL_OUT_ROOMS rooms left, each by another member.
      const statuses = await Promise.all(
        Array.from({ length: connections }, async (_, i) => {
          const res = await fetch(`${url}/api/carts`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[(cursor.next + i) % tokens.length]}`,
            },
            body: JSON.stringify(setup.sellOut),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      cursor.next += connections;
      const sellOut = {
        created: statuses.filter((s) => s === 201).length,
        refused: statuses.filter((s) => s === 409).length,
        other: statuses.filter((s) => s !== 201 && s !== 409).length,
      };
      console.info(
        `  sell-out: ${connections} at once for ${SELL_OUT_ROOMS} rooms → ${sellOut.created} created, ` +
          `${sellOut.refused} refused (409), ${sellOut.other} other`,
      );
      const { oversold } = await ask<{ oversold: number }>(api.child, { ask: 'oversold' });
      console.info(`  oversold nights: ${oversold}`);
      rows.push({
        database: name,
        baseline: baselineResult,
        popular: popularMax,
        popularHalf,
        spread: spreadMax,
        spreadHalf,
        baselineHalf,
        sellOut,
        oversold,
      });
      await api.stop();
      cleanups.splice(cleanups.indexOf(api.stop), 1);
      await target.drop();
      cleanups.splice(cleanups.indexOf(target.drop), 1);
    }
  } finally {
    await runCleanups(cleanups);
  }
  if (rows.length === 0) return;
  const verdict = (r: Row, ok: boolean) =>
    r.database === 'postgres' ? (ok ? 'PASS' : 'MISS') : `(${ok ? 'PASS' : 'MISS'})`;
  const header = [
    'database',
    'baseline req/s',
    'popular creations/s',
    'popular p99 at max',
    'popular p99 at half',
    'spread req/s (201 + 409)',
    'spread creations/s',
    'spread p99 at half',
    `p99 < ${GOAL_P99_MS} ms at half`,
    'hello p99 at that rate',
    'sell-out created',
    'oversold nights',
  ];
  const lines = rows.map((r) => [
    r.database,
    String(Math.round(r.baseline.requests.average)),
    String(perSecond(r.popular, duration)),
    `${r.popular.latency.p99} ms`,
    `${r.popularHalf.p99} ms`,
    String(Math.round(r.spread.requests.average)),
    String(perSecond(r.spread, duration)),
    `${r.spreadHalf.p99} ms`,
    verdict(
      r,
      r.popularHalf.p99 < GOAL_P99_MS && r.spreadHalf.p99 < GOAL_P99_MS && r.popularHalf.failed === 0,
    ),
    `${r.baselineHalf.p99} ms`,
    `${r.sellOut.created} of ${SELL_OUT_ROOMS}`,
    String(r.oversold),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.info(
    `\n${[format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n')}`,
  );
  console.info(
    `\nGoal (issue 11): p99 under ${GOAL_P99_MS} ms at half the maximum creation rate (Poisson arrivals, latency ` +
      'from the due time), on PostgreSQL; PGlite verdicts in parentheses. Oversold nights must be 0 and the ' +
      `sell-out must create exactly ${SELL_OUT_ROOMS} carts. Popular creations hold ever more rooms of the same ` +
      'two nights (their holds accumulate during the run), the worst case for the availability sum.',
  );
  if (rows.some((r) => r.oversold !== 0 || r.sellOut.created !== SELL_OUT_ROOMS)) process.exitCode = 1;
}

runRole({ baseline: serveBaseline, api: serveApi, main });
