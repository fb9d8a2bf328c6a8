#!/usr/bin/env node
// Gzip size of the JavaScript the first route needs: the starter script (public/start.js, which imports the
// entry after the first paint), the entry chunk and its static imports, plus what the home page loads before it
// renders in Indonesian, as the build lists it for the server's preload hints (dist/page-assets.json, written by
// config/page-assets.ts: the home page's chunk and its static imports beyond the entry, and the id catalogs).
// Also checks that the chunks the starter evaluates carry V8's compile hint (config/compile-hints.ts).
// Run after `vite build`:
//   node scripts/measure-first-route.mjs [--budget 140]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../config/compile-hints.ts';

// WEB_DIST: measure another build folder (e.g. an experiment built with --outDir) without touching dist/.
const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../dist');
const assets = join(dist, 'assets');
const files = new Set(readdirSync(assets).filter((f) => f.endsWith('.js')));
const budgetArg = process.argv.indexOf('--budget');
const budgetKiB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 140;

const source = (f) => readFileSync(join(assets, f), 'utf8');
const gzipKiB = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length / 1024;

function staticImports(file) {
  const code = source(file);
  const out = new Set();
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
    out.add(m[1]);
  return [...out].filter((f) => files.has(f));
}

function closure(start, exclude = new Set()) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || exclude.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The build (config/start-after-paint.ts) names the entry in the starter's data-entry; a plain build in a module
// script.
const entry = (html.match(/<script [^>]*data-entry="\/assets\/([^"]+)"/) ??
  html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/))?.[1];
if (!entry) throw new Error('entry script not found in dist/index.html');
// The starter index.html names (start.js) is replaced by start-after-picture.js on every page the server gives a
// loading shell, the home page among them (apps/api src/http/preload.ts scriptsAfterShell): the larger one counts.
const named = html.match(/<script [^>]*src="\/([\w.-]+\.js)"[^>]*data-entry=/)?.[1];
const starterSizes = (named ? [named, 'start-after-picture.js'] : [])
  .filter((file) => existsSync(join(dist, file)))
  .map((file) => [file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024]);
const [starter, starterKiB] = starterSizes.sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
const entrySet = closure([entry]);
const pageAssets = JSON.parse(readFileSync(join(dist, 'page-assets.json'), 'utf8'));
const homeSet = new Set(
  pageAssets.pages.home.id.modulepreload.map((file) => basename(file)).filter((f) => !entrySet.has(f)),
);

const sum = (set) => [...set].reduce((n, f) => n + gzipKiB(f), 0);
const rows = (set) =>
  [...set]
    .map((f) => [f, gzipKiB(f)])
    .sort((a, b) => b[1] - a[1])
    .map(([f, k]) => `  ${k.toFixed(2).padStart(7)} KiB  ${f}`)
    .join('\n');

const entryKiB = sum(entrySet);
const homeKiB = sum(homeSet);
console.info(`Entry (${entrySet.size} chunks): ${entryKiB.toFixed(2)} KiB gzip\n${rows(entrySet)}`);
console.info(
  `Home route + id catalogs (${homeSet.size} chunks): ${homeKiB.toFixed(2)} KiB gzip\n${rows(homeSet)}`,
);
if (starter) console.info(`Starter: ${starterKiB.toFixed(2)} KiB gzip  ${starter}`);
const total = starterKiB + entryKiB + homeKiB;
console.info(`First route total: ${total.toFixed(2)} KiB gzip (budget ${budgetKiB} KiB)`);
if (total > budgetKiB) process.exitCode = 1;

// The chunks the starter evaluates (data-first, then the entry) carry V8's compile hint as their first line
// (config/compile-hints.ts): without it their functions are compiled on the main thread as the page starts.
const firstChunks = (html.match(/<script [^>]*data-first="([^"]+)"/)?.[1] ?? '')
  .split(' ')
  .filter(Boolean)
  .map((url) => basename(url));
const unhinted = [...firstChunks, entry].filter((f) => !source(f).startsWith(COMPILE_HINT));
if (unhinted.length) {
  console.error(`Without the compile hint on their first line: ${unhinted.join(', ')}`);
  process.exitCode = 1;
} else console.info(`Compile hint on: ${[...firstChunks, entry].join(', ')}`);
