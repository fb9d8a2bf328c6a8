// What the benchmarks share (scripts/bench-search.ts, scripts/bench-checkout.ts): servers in child processes of
// the benchmark's own script (so the load generator does not share a core's event loop with the server it
// measures), the Fastify hello-world baseline, a temporary PGlite folder or PostgreSQL database per run, autocannon
// maxima, and the open-loop paced client for latency at a fixed rate. Traffic goes to 127.0.0.1 only.
import { type ChildProcess, fork } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

export const HOST = '127.0.0.1';

export type ServeMessage =
  | { ready: true; port: number; ms: number; hotels: number; facts?: Record<string, number> }
  | { error: string };

// --- child processes ------------------------------------------------------------------------------------------

/** Garbage collections counted in a server child since it started (reportGc), by V8's kind. */
export interface GcCounts {
  /** Full (mark-compact) collections: they trace the whole live heap, the pauses that set a p99. */
  major: number;
  majorMs: number;
  /** Young-generation collections (scavenges). */
  minor: number;
  minorMs: number;
  /** Incremental marking steps and weak callbacks. */
  otherMs: number;
}

/**
 * In a server child: counts its garbage collections (PerformanceObserver 'gc' entries) and answers the
 * orchestrator's `{ gc: true }` with the totals so far (gcCounts). Counting is cheap, and unlike req/s a count
 * of full collections per thousand requests hardly moves with the shared machine's load: it follows what the
 * server allocates and keeps, so it tells two builds apart where throughput cannot.
 */
export function reportGc(): void {
  const totals: GcCounts = { major: 0, majorMs: 0, minor: 0, minorMs: 0, otherMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) {
        totals.major++;
        totals.majorMs += entry.duration;
      } else if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) {
        totals.minor++;
        totals.minorMs += entry.duration;
      } else totals.otherMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  process.on('message', (message: unknown) => {
    if (message && typeof message === 'object' && 'gc' in message) {
      // Entries are delivered asynchronously: let the pending ones land first.
      setImmediate(() => process.send?.({ gcCounts: { ...totals } }));
    }
  });
}

/** The totals of a child that called reportGc(). */
export function gcCounts(child: ChildProcess): Promise<GcCounts> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no GC counts from the server child')), 5_000);
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && 'gcCounts' in message) {
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve((message as { gcCounts: GcCounts }).gcCounts);
      }
    };
    child.on('message', onMessage);
    child.send({ gc: true });
  });
}

/** What a phase cost in collections: the difference of two gcCounts() readings, per 1,000 requests. */
export function gcLine(before: GcCounts, after: GcCounts, requests: number): string {
  const major = after.major - before.major;
  const minor = after.minor - before.minor;
  const per1000 = (n: number) => (requests > 0 ? ((n * 1000) / requests).toFixed(2) : '—');
  return (
    `GC: ${major} full (${(after.majorMs - before.majorMs).toFixed(0)} ms, ${per1000(major)} per 1,000 ` +
    `requests), ${minor} young (${(after.minorMs - before.minorMs).toFixed(0)} ms, ${per1000(minor)} per 1,000), ` +
    `incremental marking ${(after.otherMs - before.otherMs).toFixed(0)} ms`
  );
}

export async function serveBaseline(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ ready: true, port, ms: 0, hotels: 0 } satisfies ServeMessage);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

// --- the orchestrator -----------------------------------------------------------------------------------------

export interface Server {
  port: number;
  ms: number;
  hotels: number;
  /** What the server measured while starting (the search benchmark: the search index's build). */
  facts?: Record<string, number>;
  /** The server's process (the checkout benchmark asks its API child for data over IPC). */
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Every server child still running, killed by runCleanups whatever happened. */
const children = new Set<ChildProcess>();

export function startServer(
  /** The script to fork: the caller's own file, which serves `kind` when run with `--serve kind`. */
  script: string,
  kind: 'baseline' | 'api',
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  execArgv: string[] = [],
): Promise<Server> {
  const child = fork(script, ['--serve', kind], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...execArgv],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise<Server>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${kind} server not ready after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('message', (message: ServeMessage) => {
      clearTimeout(timer);
      if ('error' in message) reject(new Error(`${kind} server: ${message.error}`));
      else
        resolve({
          port: message.port,
          ms: message.ms,
          hotels: message.hotels,
          facts: message.facts,
          child,
          stop,
        });
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited before it was ready (code ${child.exitCode})`));
    });
  });
}

/** mulberry32: the same request mix on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One keep-alive connection, one request at a time; only the status and the end of each response matter. */
class RawConnection {
  readonly #port: number;
  #socket: net.Socket | null = null;
  #buffer: Buffer = Buffer.alloc(0);
  #done: ((status: number) => void) | null = null;
  #timer: NodeJS.Timeout | undefined;

  constructor(port: number) {
    this.#port = port;
  }

  #connect(): net.Socket {
    const socket = net.connect({ host: HOST, port: this.#port, noDelay: true });
    socket.on('data', (chunk) => this.#onData(chunk));
    const fail = () => {
      if (this.#socket === socket) this.#socket = null;
      this.#complete(0);
    };
    socket.on('error', fail);
    socket.on('close', fail);
    return socket;
  }

  send(bytes: Buffer, done: (status: number) => void): void {
    this.#done = done;
    this.#buffer = Buffer.alloc(0);
    this.#socket ??= this.#connect();
    this.#timer = setTimeout(() => this.#socket?.destroy(), 10_000);
    this.#socket.write(bytes);
  }

  #onData(chunk: Buffer): void {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    const headerEnd = this.#buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = this.#buffer.subarray(0, headerEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const complete = length
      ? this.#buffer.length >= headerEnd + 4 + Number(length[1])
      : this.#buffer.subarray(this.#buffer.length - 5).toString('latin1') === '0\r\n\r\n';
    if (complete) this.#complete(status);
  }

  #complete(status: number): void {
    clearTimeout(this.#timer);
    const done = this.#done;
    this.#done = null;
    done?.(status);
  }

  close(): void {
    this.#socket?.destroy();
  }
}

export interface Latency {
  rate: number;
  sent: number;
  failed: number;
  p50: number;
  p90: number;
  p99: number;
}

/**
 * Waits for the backlog a measurement at the maximum leaves behind, then `settleMs` more, and answers how long
 * that took. autocannon stops sending when its time is up, but the server still works through the requests
 * already queued in it (200 connections' worth, waiting for the database pool and row locks: about 0.8 s of
 * cart creations). A paced run started at once measured that backlog: every p99 tail of the checkout benchmark
 * came from its first 1.5 s (2026-11-25, a trace of each request's due time and latency), and none after.
 * `probeUrl` must answer through the database, so its request queues behind everything before it.
 */
export async function drainBacklog(probeUrl: string, settleMs = 250): Promise<number> {
  const started = performance.now();
  await (await fetch(probeUrl)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return Math.round(performance.now() - started);
}

/**
 * Latency at a fixed rate, open loop: requests leave at Poisson-distributed moments whatever the server is doing,
 * and each latency runs from the moment its request was due (queueing in the client included), so a slow server
 * cannot hide its backlog (no coordinated omission). `next` gives the raw HTTP/1.1 bytes of the next request
 * (keep-alive); an answer whose status `ok` refuses counts as failed, not in the latencies.
 *
 * autocannon's `overallRate` is also run and reported, but it is not what the goals are judged on: each
 * connection sends its whole per-second quota back to back at the start of every second (all connections on
 * the same tick), so it measures bursts of `rate` simultaneous requests; and its coordinated-omission correction
 * uses an expected interval of ceil(1 / rate) ms instead of 1000 / rate ms, which back-fills samples for every
 * response slower than 1 ms.
 */
export async function paced(
  port: number,
  next: () => Buffer,
  rate: number,
  durationS: number,
  connections: number,
  ok: (status: number) => boolean = (status) => status === 200,
): Promise<Latency> {
  const random = prng(7);
  const latencies: number[] = [];
  // BENCH_TRACE=<file>: each request's due time (ms from the start), latency and status, to place a tail in time.
  const trace: string[] = [];
  let failed = 0;
  let sent = 0;
  // A minimal keep-alive HTTP/1.1 client over `connections` sockets: node:http's client cost about 0.5 ms of
  // CPU per request here, so at 1,000+ req/s on a small machine the client, not the server, made the latency.
  const waiting: { bytes: Buffer; due: number }[] = [];
  const idle: RawConnection[] = [];
  let inflight = 0;
  let drained: (() => void) | null = null;
  const finish = (connection: RawConnection, due: number, status: number) => {
    inflight--;
    if (ok(status)) latencies.push(performance.now() - due);
    else failed++;
    if (process.env.BENCH_TRACE)
      trace.push(`${Math.round(due - start)} ${Math.round(performance.now() - due)} ${status}`);
    const queued = waiting.shift();
    if (queued) dispatch(connection, queued.bytes, queued.due);
    else idle.push(connection);
    if (inflight === 0 && waiting.length === 0) drained?.();
  };
  const dispatch = (connection: RawConnection, bytes: Buffer, due: number) => {
    inflight++;
    connection.send(bytes, (status) => finish(connection, due, status));
  };
  for (let i = 0; i < connections; i++) idle.push(new RawConnection(port));
  const send = (bytes: Buffer, due: number) => {
    const connection = idle.pop();
    if (connection) dispatch(connection, bytes, due);
    else waiting.push({ bytes, due });
  };
  const start = performance.now();
  const end = start + durationS * 1000;
  let due = start;
  while (due < end) {
    const wait = due - performance.now();
    // Always sleep (at least the timers' 1 ms): with sub-millisecond gaps (1,000+ req/s) a loop that only slept
    // for longer waits spun without reading a single response, and measured its own backlog; spinning on
    // setImmediate instead would take a core from the server on a small machine. Requests due meanwhile leave
    // together, their latency still counted from when each was due.
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)));
    // Everything due by now leaves now, measured from when it was due.
    const now = performance.now();
    while (due <= now && due < end) {
      send(next(), due);
      sent++;
      due += (-Math.log(1 - random()) * 1000) / rate;
    }
  }
  if (inflight > 0 || waiting.length > 0) await new Promise<void>((resolve) => (drained = resolve));
  for (const connection of idle) connection.close();
  if (process.env.BENCH_TRACE)
    appendFileSync(process.env.BENCH_TRACE, `# rate ${rate}\n${trace.join('\n')}\n`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { rate, sent, failed, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

/** The raw bytes of `GET /hello` on the hello-world baseline. */
export function helloBytes(port: number): Buffer {
  return Buffer.from(`GET /hello HTTP/1.1\r\nhost: ${HOST}:${port}\r\nconnection: keep-alive\r\n\r\n`);
}

export async function measure(
  label: string,
  options: Parameters<typeof autocannon>[0],
  { allowFailures = false } = {},
): Promise<Result> {
  process.stdout.write(`  ${label}… `);
  const result = await autocannon({ timeout: 10, ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.info(
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, ` +
      `p99 ${result.latency.p99} ms${bad ? ` — ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : ''}`,
  );
  // Cold searches on PGlite (one connection, every search computed) can queue past the 10 s timeout: that is
  // a result to report, not a broken run.
  if (!allowFailures && bad > result['2xx'] * 0.001) {
    throw new Error(`${label}: too many failed requests (${bad})`);
  }
  return result;
}

export interface Target {
  name: 'pglite' | 'postgres';
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

export async function createTarget(
  name: 'pglite' | 'postgres',
  work: string,
  /** The PostgreSQL database's name prefix (nusa_bench, nusa_bench_checkout). */
  prefix = 'nusa_bench',
): Promise<Target> {
  if (name === 'pglite') {
    const dir = join(work, 'pglite-run');
    mkdirSync(dir, { recursive: true });
    return {
      name,
      env: { BENCH_WORK_DIR: dir, BENCH_DATABASE_URL: '' },
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL as string;
  const database = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${database}`;
  const dir = join(work, 'postgres-run');
  mkdirSync(dir, { recursive: true });
  return {
    name,
    env: { BENCH_WORK_DIR: dir, BENCH_DATABASE_URL: target.toString() },
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function runCleanups(cleanups: (() => Promise<void>)[]): Promise<void> {
  for (const cleanup of cleanups.splice(0)) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
  for (const child of children) child.kill('SIGKILL');
}

/**
 * Runs the role this process was started for: `--serve <role>` in a server child, else `main`. A child reports
 * its failure to the orchestrator; the orchestrator kills its children and exits 1.
 */
export function runRole(roles: Record<string, () => Promise<void>>): void {
  const serveIndex = process.argv.indexOf('--serve');
  const role = serveIndex === -1 ? 'main' : (process.argv[serveIndex + 1] ?? '');
  const run = roles[role];
  if (!run) throw new Error(`unknown role ${role}`);
  run().catch((error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (role !== 'main' && process.send) process.send({ error: message } satisfies ServeMessage);
    console.error(message);
    if (role === 'main') void runCleanups([]).finally(() => process.exit(1));
    else process.exit(1);
  });
}
