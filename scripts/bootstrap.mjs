#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. Must run on the machine's own Node (20 or newer), so it uses
// only Node built-ins and plain JavaScript. It provides Node 24 and the pinned pnpm from the npm registry
// when the machine lacks them (nodejs.org is not reachable from our machines, the registry is), installs
// dependencies, then hands over to the real task running on Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const task = process.argv[2];
if (!['start', 'test', 'install'].includes(task)) {
  console.error('usage: node scripts/bootstrap.mjs start|test|install');
  process.exit(2);
}
const log = (msg) => console.info(`[bootstrap] ${msg}`);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`[bootstrap] failed: ${cmd} ${args.join(' ')}`);
    process.exit(r.status ?? 1);
  }
}
const npmCmd = platform() === 'win32' ? 'npm.cmd' : 'npm';

function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return dirname(process.execPath);
  const pkg = `node-${platform()}-${arch()}`;
  const dir = join(tools, 'node24');
  const bin = join(dir, 'node_modules', pkg, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    log(`Node ${process.versions.node} is older than 24; installing ${pkg}@24 from the npm registry into .tools/`);
    run(npmCmd, ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${pkg}@24`]);
  }
  return bin;
}

function ensurePnpm(nodeBin) {
  const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
  const dir = join(tools, `pnpm-${wanted}`);
  const bin = join(dir, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'pnpm'))) {
    log(`installing pnpm ${wanted} from the npm registry into .tools/`);
    run(npmCmd, ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `pnpm@${wanted}`], {
      env: { ...process.env, PATH: [nodeBin, process.env.PATH].join(delimiter) },
    });
  }
  return bin;
}

function ensureChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log('Chromium is missing; installing Debian package chromium (end-to-end tests need it)');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return '/usr/bin/chromium';
  }
  console.error(
    '[bootstrap] Chromium was not found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu)\n' +
      'or set CHROME_PATH to a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

const nodeBin = ensureNode();
const pnpmBin = ensurePnpm(nodeBin);
const env = {
  ...process.env,
  PATH: [nodeBin, pnpmBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  // Turbo's telemetry would try to reach the network.
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};
if (task === 'test') env.CHROME_PATH = ensureChromium();

log('installing dependencies (pnpm install --frozen-lockfile)');
run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { env });
if (task === 'install') process.exit(0);

const script = task === 'start' ? 'start:prod' : 'test:all';
const child = spawn('node', [join(root, 'scripts', `${script.replace(':', '-')}.mjs`)], { stdio: 'inherit', cwd: root, env });
// Ctrl-C reaches the child through the terminal's process group; we only wait for it to finish cleanly.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
