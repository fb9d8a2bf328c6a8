// The real entry point: starts, prints the ready line, answers, and exits 0 on SIGTERM after closing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { TEST_MEDIA_DIR } from './helpers.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Starts src/main.ts on a free port, checks `check` against it, then stops it with SIGTERM (exit code 0). */
async function withServer(
  extraEnv: Record<string, string | undefined>,
  check: (port: number, output: () => string, env: Record<string, string | undefined>) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nusa-main-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    API_DATA_DIR: join(dir, 'pglite'),
    API_MEDIA_DIR: TEST_MEDIA_DIR,
    SEED_DEMO_DATA: 'false',
    NODE_ENV: 'test',
    // An empty database per run: never the developer's PostgreSQL.
    DATABASE_URL: '',
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line: ${output}`)), 60_000);
      child.stdout.on('data', () => {
        const match = /Nusa Stay is ready at http:\/\/localhost:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    await check(port, () => output, env);
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

it('listens, prints the ready line and shuts down cleanly on SIGTERM', async () => {
  await withServer({ HOST: '127.0.0.1' }, async (port, output) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/generals/homepage-menus`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [] });
    expect(output()).not.toContain('Listening on this machine only');
  });
});

it('without HOST listens on this machine only, and says so', async () => {
  await withServer({ HOST: undefined }, async (port, output) => {
    expect((await fetch(`http://127.0.0.1:${port}/api/generals/homepage-menus`)).status).toBe(200);
    // The line comes right after the ready line; give the pipe a moment.
    for (let i = 0; i < 50 && !output().includes('Listening on this machine only'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(output()).toContain('Listening on this machine only (localhost); set HOST=0.0.0.0');
  });
});

it('refuses a second start on the same data folder, and frees the folder when it stops', async () => {
  // Two processes on one PGlite folder corrupt it (src/db/data-dir-lock.ts).
  let lockFile = '';
  await withServer({ HOST: '127.0.0.1' }, async (port, _output, env) => {
    lockFile = join(String(env.API_DATA_DIR), LOCK_FILE);
    expect(existsSync(lockFile)).toBe(true);
    const second = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    second.stderr.on('data', (chunk) => {
      said += chunk;
    });
    const code = await new Promise<number | null>((resolve) => second.on('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(said).toMatch(/data folder .* is in use by another API process \(PID \d+\)/);
    // The first one still answers.
    expect((await fetch(`http://127.0.0.1:${port}/api/generals/homepage-menus`)).status).toBe(200);
  });
  expect(lockFile).not.toBe('');
  expect(existsSync(lockFile)).toBe(false);
});
