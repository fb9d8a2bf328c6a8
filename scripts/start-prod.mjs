#!/usr/bin/env node
// `npm start` after bootstrap (runs on Node 24 with pnpm on PATH): build the web app and what it needs,
// then serve the production build and the API from one origin. The API creates the embedded database
// with demo data on first run and keeps it on later runs.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';

console.info('[start] building the web app (turbo caches unchanged packages)');
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@nusa/web...', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.info(`[start] starting the API and web server on port ${port} (first run seeds the demo database)`);
const server = spawn('node', [join(root, 'apps/api/src/main.ts')], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Ctrl-C reaches the server through the terminal's process group; forward other stops explicitly.
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    server.kill(sig);
  });
}
server.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 0)));
