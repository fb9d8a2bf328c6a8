#!/usr/bin/env node
// Benchmark (not a test): Lighthouse mobile on the production build served by the real API with demo data.
// Prints performance score, LCP, TBT, CLS and FCP per page. Goal: performance ≥ 95 (issue 2: home; issue 3: results
// and hotel detail).
// Usage: pnpm bench:lighthouse [--runs=N] [path ...]   — build first (`pnpm build`).
// Default paths: `/`, a results page (/hotel/city/1/bali) and a hotel detail page (demo hotel 11 in Bali), both for
// a one-night stay a week from today, so the dates are always bookable. With --runs=N (default 1) every page is
// measured N times, each in a fresh browser, and the table gives the median with the range: on a small, shared
// machine single runs vary by several points.
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); the server runs on a throwaway data dir.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 4310);
const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1) || 1);
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stay = `checkin=${isoDay(7)}&checkout=${isoDay(8)}&rooms=1&adults=2`;
const defaultPaths = [
  '/',
  `/hotel/city/1/bali?${stay}`,
  `/hotel/product/indonesia/bali/nusa-dua/anggrek-eco-resort/11?${stay}`,
];
const given = args.filter((a) => !a.startsWith('--'));
const paths = given.length ? given : defaultPaths;
const dataDir = process.env.API_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'nusa-lh-'));

const server = spawn('node', [join(root, 'apps/api/src/main.ts')], {
  cwd: join(root, 'apps/api'),
  env: { ...process.env, PORT: String(port), API_DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((ok, fail) => {
  const timer = setTimeout(() => fail(new Error('server did not start in 180 s')), 180_000);
  server.stdout.on('data', (b) => {
    if (String(b).includes('ready at')) {
      clearTimeout(timer);
      ok();
    }
  });
  server.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
});

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
try {
  for (let run = 0; run < runs; run++)
    for (const path of paths) {
      const url = `http://localhost:${port}${path}`;
      // Default Lighthouse config = mobile form factor with simulated slow 4G and 4x CPU slowdown. Headless
      // Chromium here now and then loses the trace (runtimeError NO_NAVSTART, score 0): such a run measured
      // nothing, so it is repeated (twice at most) rather than counted as a zero.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        const chrome = await launchChrome();
        result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        }).finally(() => chrome.kill());
        if (!result.lhr.runtimeError) break;
        console.warn(`${path}: ${result.lhr.runtimeError.code}, measuring again`);
      }
      const lhr = result.lhr;
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page: path,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        'FCP ms': Math.round(audit('first-contentful-paint')),
      });
      writeFileSync(join(outDir, `${path.replace(/\W+/g, '_') || 'home'}.json`), result.report);
    }
} finally {
  server.kill('SIGTERM');
  if (!process.env.API_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
if (runs === 1) console.table(rows);
else {
  // Median and range per page and metric ("88 (83-91)").
  const summary = paths.map((page) => {
    const mine = rows.filter((r) => r.page === page);
    const row = { page, runs: mine.length };
    for (const key of Object.keys(mine[0] ?? {}).filter((k) => k !== 'page')) {
      const values = mine.map((r) => r[key]).sort((a, b) => a - b);
      const median = values[Math.floor(values.length / 2)];
      row[key] = `${median} (${values[0]}-${values[values.length - 1]})`;
    }
    return row;
  });
  console.table(rows);
  console.table(summary);
}
