#!/usr/bin/env node
// The generator end to end, on a copy of the repo in .cache/ (ignored by git; the rest of the repo is never written): copy the
// files git knows (committed or not; ignored ones left out, but for the generated API types), `pnpm install`, run
// `gen run feature` (the local @turbo/gen, as `pnpm gen` does) for a feature on a ComingSoon key and for one on a
// new guarded route, `pnpm install` again, then typecheck and test the new packages, typecheck the router and the
// web shell and run its page-binding test, check that `extract` changes no generated catalog, and run the
// boundary and catalog checks. About 40 s on the 2-core development machine.
// Usage: pnpm --filter @nusa/generator smoke [--keep]   (--keep leaves the copy for inspection); test/smoke.test.ts
// runs it in `pnpm test`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const GENERATED_TYPES = 'packages/api-client/src/generated';
/** Every step takes seconds to a minute on the 2-core machine; past this one is hung. */
const STEP_TIMEOUT_MS = 180_000;

export async function smoke({
  keep = false,
  log = console.info,
}: {
  keep?: boolean;
  log?: (line: string) => void;
} = {}) {
  // Inside the repo rather than the OS temp dir: CI machines may mount /tmp on another (or a small) filesystem, where
  // pnpm can neither hard-link from the store nor find the store the real install filled. The store is named
  // explicitly for the same reason.
  const cacheDir = join(repo, '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, 'gen-smoke-'));
  const storeDir = execFileSync('pnpm', ['store', 'path'], { cwd: repo, encoding: 'utf8' }).trim();
  const started = Date.now();
  // spawnSync blocks the event loop, so the test's own timeout cannot stop a hung step: each step has its own,
  // and the installs (which once hung in CI with no child process and no open socket, 27 minutes until killed)
  // are tried once more after it.
  const run = (cmd: string, args: string[], cwd = work, { retries = 0 } = {}): string => {
    for (let attempt = 0; ; attempt++) {
      log(`[smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${cmd} ${args.join(' ')}`);
      const r = spawnSync(cmd, args, {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
        timeout: STEP_TIMEOUT_MS,
        killSignal: 'SIGKILL',
      });
      if (r.status === 0) return r.stdout;
      const hung = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
      if (hung && attempt < retries) {
        log(`[smoke] ${cmd} ${args.join(' ')}: no answer after ${STEP_TIMEOUT_MS / 1000} s, trying again`);
        continue;
      }
      const why = hung ? `timed out after ${STEP_TIMEOUT_MS / 1000} s` : `failed (${r.status})`;
      throw new Error(`${why}: ${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}`.slice(-8000));
    }
  };
  const commit = (message: string) => {
    run('git', ['add', '-A']);
    run('git', ['-c', 'user.name=smoke', '-c', 'user.email=smoke@localhost', 'commit', '-qm', message]);
  };
  try {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: repo,
    })
      .toString()
      .split('\0')
      .filter((file) => file && existsSync(join(repo, file)));
    for (const file of files) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      cpSync(join(repo, file), join(work, file));
    }
    // check-catalogs reads git; a repo with everything committed stands in for the real one.
    run('git', ['init', '-q']);
    commit('copy');
    run('pnpm', ['install', '--prefer-offline', '--frozen-lockfile', '--store-dir', storeDir], work, {
      retries: 1,
    });
    if (existsSync(join(repo, GENERATED_TYPES)))
      cpSync(join(repo, GENERATED_TYPES), join(work, GENERATED_TYPES), { recursive: true });
    else run('pnpm', ['--filter', '@nusa/api-client', 'run', 'generate']);

    const pages = readFileSync(join(work, 'apps/web/src/pages.ts'), 'utf8');
    const key = pages.match(/^ {2}(\w+): comingSoon\('\1'\),$/m)?.[1];
    const features: string[][] = [
      ...(key ? [['smoke-probe', 'SmokeProbePage', key, 'no', 'Uji Asap', 'Smoke test']] : []),
      ['smoke-guarded', 'SmokeGuardedPage', '/smoke-guarded', 'yes', 'Uji Jaga', 'Guard test'],
    ];
    for (const args of features) run('pnpm', ['exec', 'gen', 'run', 'feature', '--args', ...args]);
    // CI=true makes pnpm default to a frozen lockfile; the generated packages are new, so the lock must change here.
    run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--store-dir', storeDir], work, {
      retries: 1,
    });
    commit('generated');

    for (const [name] of features as [string][]) {
      run('pnpm', ['--filter', `@nusa/${name}`, 'typecheck']);
      run('pnpm', ['--filter', `@nusa/${name}`, 'test']);
      run('pnpm', ['--filter', `@nusa/${name}`, 'extract']);
    }
    const changed = run('git', ['status', '--porcelain', '--', 'packages']);
    if (changed) throw new Error(`extract changed generated catalogs:\n${changed}`);
    run('pnpm', ['--filter', '@nusa/router', 'typecheck']);
    run('pnpm', ['--filter', '@nusa/web', 'typecheck']);
    run('pnpm', ['exec', 'vitest', 'run', 'src/pages.test.ts'], join(work, 'apps/web'));
    // The package rules without madge's cycle scan (the new packages have one module graph each, checked by tsc).
    const lint = (await import(pathToFileURL(join(work, 'tooling/lint/check-boundaries.mjs')).href)) as {
      checkBoundaries: (root: string, options: { madge: boolean }) => { errors: string[] };
    };
    const { errors } = lint.checkBoundaries(work, { madge: false });
    if (errors.length) throw new Error(`boundary check:\n${errors.join('\n')}`);
    run('node', ['tooling/lint/check-catalogs.mjs']);
    log(`[smoke ${((Date.now() - started) / 1000).toFixed(1)}s] passed`);
  } finally {
    if (keep) log(`[smoke] left in ${work}`);
    // node_modules of a whole workspace take a while to delete: left to a detached rm.
    else spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await smoke({ keep: process.argv.includes('--keep') });
}
