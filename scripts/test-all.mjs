#!/usr/bin/env node
// `npm test` after bootstrap: every check CI runs, in order, stopping at the first failure.
// Lint (Biome, boundaries, catalogs, knip, the contract) → typecheck → unit, component and API tests (PGlite) →
// API tests on PostgreSQL when TEST_DATABASE_URL is set (CI starts one) → production build → first-route budget →
// packed packages (publint, attw, install and import) → Storybook build → Playwright end-to-end tests in Chromium
// against the production build and the real API.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = ['exec', 'turbo', 'run', '--concurrency=2', '--output-logs=new-only'];
const steps = [
  ['generate (contract bundle, API client types)', 'pnpm', [...turbo, 'generate']],
  ['lint: biome', 'pnpm', ['exec', 'biome', 'lint', '.']],
  ['lint: package boundaries and cycles', 'node', ['tooling/lint/check-boundaries.mjs']],
  ['lint: translation catalogs complete in id and en', 'node', ['tooling/lint/check-catalogs.mjs']],
  ['lint: unused files, exports and dependencies (knip)', 'pnpm', ['exec', 'knip', '--no-progress']],
  ['lint: OpenAPI description and catalogs', 'pnpm', [...turbo, 'lint']],
  ['typecheck', 'pnpm', [...turbo, 'typecheck']],
  ['unit, component and API tests (PGlite)', 'pnpm', [...turbo, 'test']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'pnpm',
    ['--filter', '@nusa/api', 'test'],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}
steps.push(
  ['build', 'pnpm', [...turbo, 'build']],
  ['first-route JavaScript budget (140 KiB gzip)', 'node', ['apps/web/scripts/measure-first-route.mjs', '--budget', '140']],
  [
    'packed packages: publint, are-the-types-wrong, install and import outside the monorepo',
    'node',
    ['tooling/pack-check/pack-check.mjs'],
  ],
  ['Storybook build', 'pnpm', [...turbo, 'storybook']],
  ['end-to-end tests (Playwright, Chromium)', 'pnpm', ['--filter', '@nusa/web', 'e2e']],
);

// CI keeps only the last lines of what we print. So each step's output is passed through as it comes and also kept,
// and a failure ends with the lines that say what failed, after the summary, where that excerpt still reaches.
const ERROR_LINE = /\b(error|fail(ed|ure)?|assert\w*|expected|timed? ?out|ERR_\w+)\b|✗|×|⎯/i;
const NOISE_LINE = /^\s*(ok |Tasks:|Cached:|Time:|Failed:)|cache (hit|miss)/;

function runStep(cmd, args, env) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
    const lines = [];
    let partial = '';
    const keep = (chunk) => {
      const text = partial + chunk.toString();
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(stripVTControlCharacters(line));
        if (lines.length > 4000) lines.shift();
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (status) => {
      if (partial) lines.push(partial);
      done({ status: status ?? 1, lines });
    });
  });
}

function digest(lines, max = 30) {
  const picked = [];
  lines.forEach((line, i) => {
    if (!ERROR_LINE.test(line) || NOISE_LINE.test(line)) return;
    for (const j of [i, i + 1, i + 2]) if (lines[j]?.trim() && !picked.includes(j)) picked.push(j);
  });
  // Nothing looked like an error (knip, for one, lists findings without saying so): the step's last lines then.
  const chosen = picked.length ? picked.slice(0, max) : lines.map((_, i) => i).slice(-max);
  return chosen.map((i) => `  ${lines[i].slice(0, 300)}`);
}

const results = [];
for (const [name, cmd, args, extraEnv] of steps) {
  console.info(`\n=== ${name} ===`);
  const started = Date.now();
  const r = await runStep(cmd, args, { ...process.env, ...extraEnv });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (r.status !== 0) {
    console.error(`\n${results.join('\n')}\n\nnpm test failed at: ${name}`);
    console.error(`what it said of the failure (the whole output is above):\n${digest(r.lines).join('\n')}`);
    process.exit(r.status);
  }
}
console.info(`\n${results.join('\n')}\n\nAll checks passed.`);
