#!/usr/bin/env node
// First-route JavaScript budget (CI). Counts what a phone downloads to render `/`: the entry chunk, every
// chunk it imports statically, and the home page's lazy chunk with its static imports — as gzip. Chunks
// reached only through dynamic import (other pages, the date picker, forms) are not counted: they load on
// navigation or interaction. Reads Vite's build manifest (apps/web/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = Number(process.env.FIRST_ROUTE_BUDGET_KIB ?? 140);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: build apps/web first (build.manifest must be on).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest);
const entry = entries.find(([, c]) => c.isEntry);
const home = entries.find(([key]) => /home-page\.tsx$/.test(key));
if (!entry || !home) {
  console.error('Could not find the entry chunk and the home page chunk in the manifest.');
  process.exit(1);
}

const files = new Map();
function collect(key, why) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) collect(dep, why);
}
collect(entry[0], 'entry');
collect(home[0], 'home');

let total = 0;
const rows = [];
for (const [file, why] of files) {
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  rows.push([file, why, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const [file, why, gz] of rows) console.info(`${(gz / 1024).toFixed(1).padStart(7)} KiB  ${why.padEnd(5)}  ${file}`);
const kib = total / 1024;
console.info(`First route JavaScript: ${kib.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)`);
if (kib > BUDGET_KIB) {
  console.error(`Over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB: move code behind a dynamic import.`);
  process.exit(1);
}
