#!/usr/bin/env node
// Benchmark (not a test): Lighthouse mobile on the production build served by the real API with demo data, beside
// the floor page of ../shared/perf-floor measured in the same run. Prints performance score, LCP, TBT, CLS and FCP
// per page and, with the floor, each page's distance to it: absolute scores move by ten points with the shared
// machine's load, so the yardstick is the floor measured in the same minutes (issue 14).
//
// Usage: pnpm bench:lighthouse [--runs=N] [--floor] [--traces] [path or full URL ...]   — build first (`pnpm build`).
// - Default pages: `/`, a results page (/hotel/city/1/bali), a hotel detail page (demo hotel 11 in Bali), both
//   for a one-night stay a week from today, the checkout of a demo cart (`/checkout?cart=@demo`), the promotions
//   list and one demo promotion's page (a bank promotion with its participating hotels), the member's booking
//   history (/account/history) and one booking's detail (`/account/my-booking?code=@demo`).
// - `cart=@demo` in a path is replaced by a cart made for this run: a demo member signs in through the API and
//   holds a room of hotel 11 for that stay. `code=@demo` is replaced by the code of the demo member's newest paid
//   booking (an upcoming stay: the detail with its cancellation quote), read through the API. Member pages
//   (/checkout, /account…, /favorite…) are measured signed in: the session cookie (JASMINE_TOKEN, what the app
//   reads: docs/decisions/007) is set in the fresh browser before Lighthouse loads the page, with Lighthouse's
//   storage reset off so it stays.
// - `--floor` builds the floor page (once, in .cache/perf-floor: a copy, so ../shared stays untouched) and serves
//   it; each round then measures the floor first and the pages after it (floor, home, …, floor, home, …), so the
//   floor sees the same machine as the pages.
// - With --runs=N (default 1) every page is measured N times, each in a fresh browser; the table gives the median
//   with the range.
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); the server runs on a throwaway data dir.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 4310);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4311);
const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1) || 1);
const withFloor = args.includes('--floor');
// --traces also writes each run's trace (the unthrottled run Lighthouse simulates from) beside its report, for
// tooling/bench/trace-tasks.mjs: which tasks are long and what each spent its time on (issue 14).
const withTraces = args.includes('--traces');
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const checkIn = isoDay(7);
const checkOut = isoDay(8);
const stay = `checkin=${checkIn}&checkout=${checkOut}&rooms=1&adults=2`;
const DEMO_HOTEL = 11;
const defaultPaths = [
  '/',
  `/hotel/city/1/bali?${stay}`,
  `/hotel/product/indonesia/bali/nusa-dua/anggrek-eco-resort/${DEMO_HOTEL}?${stay}`,
  '/checkout?cart=@demo',
  '/promotions',
  '/promotions/kartu-kredit-bca-diskon-15',
  '/account/history',
  '/account/my-booking?code=@demo',
];
const given = args.filter((a) => !a.startsWith('--'));
const paths = given.length ? given : defaultPaths;
const FLOOR = 'floor';
const pages = withFloor ? [FLOOR, ...paths] : paths;
const dataDir = process.env.API_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'nusa-lh-'));
const origin = `http://localhost:${port}`;
/** A demo member (apps/api README) with no carts or payments of its own in the demo data. */
const MEMBER = { email: 'siti@example.com', password: 'Rahasia123' };
// Also a full URL of another server on this machine (e.g. a second API serving another build on the same
// PostgreSQL database, DATABASE_URL, to compare two builds in one run): the session cookie is the same on every
// port. Not on the same PGlite folder: one process only may open it (apps/api src/db/data-dir-lock.ts); for
// guest pages, give the second API a copy of the folder, made while no API runs on it.
const MEMBER_PAGES = /^(https?:\/\/localhost:\d+)?\/(checkout|account|favorite)/;

function startServer(command, argv, options, ready) {
  const child = spawn(command, argv, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  return {
    child,
    started: new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`${argv.join(' ')} did not start in 180 s`)), 180_000);
      child.stdout.on('data', (b) => {
        if (ready(String(b))) {
          clearTimeout(timer);
          ok();
        }
      });
      child.on('exit', (code) => fail(new Error(`${argv.join(' ')} exited with ${code}`)));
    }),
  };
}

/** The floor page, copied to .cache/perf-floor, its libraries installed and bundled once (the README's steps). */
function buildFloor() {
  const source = resolve(root, '../shared/perf-floor');
  const dir = join(root, '.cache/perf-floor');
  if (!existsSync(join(dir, 'dist/app.js'))) {
    mkdirSync(dir, { recursive: true });
    for (const file of ['app.jsx', 'serve.mjs', 'package.json']) cpSync(join(source, file), join(dir, file));
    const npm = { cwd: dir, stdio: 'inherit' };
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], npm);
    // The README's bundling step, through the esbuild the floor's own install brought.
    const require = createRequire(join(dir, 'package.json'));
    const esbuild = require('esbuild');
    esbuild.buildSync({
      entryPoints: [join(dir, 'app.jsx')],
      bundle: true,
      minify: true,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      outfile: join(dir, 'dist/app.js'),
    });
  }
  return dir;
}

async function api(path, init = {}) {
  const res = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs the demo member in through the API: the token the app keeps in its JASMINE_TOKEN cookie. */
async function signIn() {
  const { data } = await api('/api/members/auth/login', {
    method: 'POST',
    body: JSON.stringify(MEMBER),
  });
  return data.token;
}

/** A cart holding one room of the demo hotel for the benchmark's stay (what "Pilih kamar" makes). */
async function demoCart(token) {
  const { data: hotel } = await api(
    `/api/hotels/v2/${DEMO_HOTEL}?check_in=${checkIn}&check_out=${checkOut}&rooms=1&adults=2`,
  );
  const room = hotel.rooms.find((r) => r.availability === 'available');
  if (!room) throw new Error(`hotel ${DEMO_HOTEL} has no room left for ${checkIn}`);
  const { data: cart } = await api('/api/carts', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      hotel_id: DEMO_HOTEL,
      room_id: room.id,
      check_in: checkIn,
      check_out: checkOut,
      rooms: 1,
      adults: 2,
    }),
  });
  return cart.id;
}

/** The code of the member's newest paid booking (the demo data gives every demo member an upcoming stay). */
async function demoBookingCode(token) {
  const { data } = await api('/api/members/bookings?status=paid', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!data[0]) throw new Error(`${MEMBER.email} has no paid booking in the demo data`);
  return data[0].code;
}

/** Sets a cookie in the whole browser through the DevTools protocol (Node's own WebSocket; no extra library). */
async function setBrowserCookie(chromePort, cookie) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((ok, fail) => {
    socket.onopen = ok;
    socket.onerror = fail;
  });
  const answer = new Promise((ok, fail) => {
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== 1) return;
      if (message.error) fail(new Error(`Storage.setCookies: ${message.error.message}`));
      else ok();
    };
  });
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [cookie] } }));
  await answer.finally(() => socket.close());
}

const servers = [];
const stopAll = () => {
  for (const s of servers) s.child.kill('SIGTERM');
};
try {
  const app = startServer(
    'node',
    [join(root, 'apps/api/src/main.ts')],
    {
      cwd: join(root, 'apps/api'),
      env: { ...process.env, PORT: String(port), API_DATA_DIR: dataDir, NODE_ENV: 'production' },
    },
    (out) => out.includes('ready at'),
  );
  servers.push(app);
  if (withFloor) {
    const dir = buildFloor();
    // serve.mjs prints nothing; it is up once it answers.
    servers.push({
      child: spawn('node', ['serve.mjs'], { cwd: dir, env: { ...process.env, PORT: String(floorPort) } }),
    });
  }
  await app.started;
  if (withFloor) {
    for (let i = 0; ; i++) {
      if (
        await fetch(`http://127.0.0.1:${floorPort}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error('the floor page did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const needsMember = paths.some((p) => MEMBER_PAGES.test(p));
  const token = needsMember ? await signIn() : undefined;
  const cartId = paths.some((p) => p.includes('cart=@demo')) ? await demoCart(token) : undefined;
  const bookingCode = paths.some((p) => p.includes('code=@demo')) ? await demoBookingCode(token) : undefined;
  const urlOf = (page) => {
    if (page === FLOOR) return `http://127.0.0.1:${floorPort}/`;
    const demo = page.replace('cart=@demo', `cart=${cartId}`).replace('code=@demo', `code=${bookingCode}`);
    return /^https?:\/\//.test(page) ? demo : `${origin}${demo}`;
  };

  // A fresh browser per page: reusing one for a second Lighthouse run loses the trace (NO_NAVSTART) here.
  const launchChrome = () =>
    chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  const outDir = join(root, '.lighthouse');
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (let run = 0; run < runs; run++)
    for (const page of pages) {
      const signedIn = page !== FLOOR && MEMBER_PAGES.test(page);
      // Default Lighthouse config = mobile form factor with simulated slow 4G and 4x CPU slowdown. Headless
      // Chromium here now and then loses the trace (runtimeError NO_NAVSTART, score 0): such a run measured
      // nothing, so it is repeated (twice at most) rather than counted as a zero.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        const chrome = await launchChrome();
        try {
          if (signedIn)
            await setBrowserCookie(chrome.port, {
              name: 'JASMINE_TOKEN',
              value: token,
              domain: 'localhost',
              path: '/',
              sameSite: 'Lax',
            });
          // A fresh browser has an empty cache anyway; the reset would also delete the session cookie.
          result = await lighthouse(urlOf(page), {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: signedIn,
          });
        } finally {
          chrome.kill();
        }
        if (!result.lhr.runtimeError) break;
        console.warn(`${page}: ${result.lhr.runtimeError.code}, measuring again`);
      }
      const lhr = result.lhr;
      if (signedIn && !lhr.finalDisplayedUrl.startsWith(urlOf(page).split('?')[0]))
        throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}: the session did not hold`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        'FCP ms': Math.round(audit('first-contentful-paint')),
      });
      const name = page === FLOOR ? FLOOR : page.replace(/\W+/g, '_') || 'home';
      writeFileSync(join(outDir, `${name}.json`), result.report);
      if (withTraces) {
        const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
        if (trace) writeFileSync(join(outDir, `${name}.run${run + 1}.trace.json`), JSON.stringify(trace));
      }
    }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // Median and range per page and metric ("88 (83-91)").
  const summary = pages.map((page) => {
    const mine = rows.filter((r) => r.page === page);
    const row = { page, runs: mine.length };
    for (const key of Object.keys(mine[0] ?? {}).filter((k) => k !== 'page')) {
      const values = mine.map((r) => r[key]).sort((a, b) => a - b);
      row[key] = runs === 1 ? values[0] : `${median(values)} (${values[0]}-${values[values.length - 1]})`;
    }
    return row;
  });
  if (runs > 1) console.table(rows);
  console.table(summary);
  if (withFloor) {
    // The goal of issue 14: score within 2 points of the floor's, TBT at most 1.25 × and LCP below the floor's.
    const of = (page, key) => median(rows.filter((r) => r.page === page).map((r) => r[key]));
    const floor = { score: of(FLOOR, 'performance'), lcp: of(FLOOR, 'LCP ms'), tbt: of(FLOOR, 'TBT ms') };
    console.info(
      `Against the floor page in this run (floor: ${floor.score}, LCP ${floor.lcp} ms, TBT ${floor.tbt} ms; medians):`,
    );
    console.table(
      paths.map((page) => ({
        page,
        'score - floor': of(page, 'performance') - floor.score,
        'LCP / floor': Number((of(page, 'LCP ms') / floor.lcp).toFixed(2)),
        'TBT / floor': Number((of(page, 'TBT ms') / Math.max(1, floor.tbt)).toFixed(2)),
      })),
    );
  }
} finally {
  stopAll();
  if (!process.env.API_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
